#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

/// Reports actions chosen from controls' menus (M1): a `UIButton`'s `menu`, pull-down and
/// pop-up buttons, and bar button items' menus (shown by a control). Opt-in, and on iOS 16 or
/// later: call ``install()`` after `UIKitHooks.install(for:)`.
///
/// The route, the most public found: `UIControl` is its own context menu interaction's delegate,
/// and its `contextMenuInteraction(_:willDisplayMenuFor:animator:)` is public and requires subclasses
/// to call `super`, so one hook on `UIControl` sees every control's menu as it opens. The hook
/// replaces the menu on screen (`UIContextMenuInteraction.updateVisibleMenu(_:)`, public since
/// iOS 14) by a copy whose actions are wrappers: same title, subtitle, image, identifier,
/// attributes and state, and a handler that reports the choice, then performs the app's own action
/// with `UIMenuLeaf.performWithSender(_:target:)` (public since iOS 16). The control's `menu`
/// property keeps the app's menu; only the visible copy changes. When the user chooses an action,
/// the states UIKit gave the wrappers (a single-selection menu's, a pop-up button's) go back to the
/// app's actions before the app's handler runs (the core's `MenuWrapperGroup`, M1),
/// and wrappers are told by identity (M1). Whether `UIButton` overrides the hooked method
/// without calling `super` (M1) only a device can tell.
///
/// Risks, why it is opt-in, and why it has not run on a device yet: whether UIKit accepts a
/// visible-menu update while the menu is appearing is not documented (if not, nothing is reported;
/// the menu still works); an app that inspects the visible menu's actions by identity, or updates
/// the visible menu itself, sees the wrappers; deferred elements and `UICommand`s are not wrapped,
/// so choices inside them are not reported. Context menus of other views (their delegate is the
/// app's own object, set once in `UIContextMenuInteraction.init(delegate:)`) are not this type's:
/// the `performWithSender:target:` hook reports them as UIKit performs the choice, with the
/// interaction as the sender, and leaves controls' menus to this type (M1).
@MainActor
public enum ControlMenuTracking {
    /// Whether ``install()`` hooked the controls' menus.
    public private(set) static var isInstalled = false

    /// Hooks controls' menus (once); `false` before iOS 16, or when swizzling is not allowed.
    @discardableResult
    public static func install() -> Bool {
        guard #available(iOS 16.0, *), UIKitHooks.isSwizzlingAllowed else { return false }
        guard !isInstalled else { return true }
        isInstalled = true
        UIKitHooks.hook(
            UIControl.self,
            #selector(UIControl.contextMenuInteraction(_:willDisplayMenuFor:animator:)),
            untracked: "button and bar button item menu choices",
            UIControl.willDisplayMenuHook
        )
        UIKitHooks.interception.map(UIKitHooks.tellMissingMethods(to:))
        return true
    }

    /// `UIKitHooks.uninstall()` took the menu hook out with the others.
    static func didUninstall() {
        isInstalled = false
    }

    /// `menu` with its actions (in submenus too) replaced by reporting wrappers, element by
    /// element as the core's `MenuWrapping` decides; the wrappers of one visible menu share one
    /// `MenuWrapperGroup`, which gives their states back to the app's actions when one is chosen.
    @available(iOS 16.0, *)
    static func wrapping(_ menu: UIMenu, from source: UIView, group: MenuWrapperGroup<UIMenuElement> = MenuWrapperGroup()) -> UIMenu {
        menu.replacingChildren(menu.children.map { element in
            let action = element as? UIAction
            switch MenuWrapping.treatment(isMenu: element is UIMenu, isAction: action != nil, isWrapper: wrappers.contains(element)) {
            case .descend:
                guard let submenu = element as? UIMenu else { return element }
                return wrapping(submenu, from: source, group: group)
            case .wrap:
                guard let action else { return element }
                return wrapper(of: action, in: menu, from: source, group: group)
            case .keep:
                return element
            }
        })
    }

    /// The wrappers made so far, by identity (`isEqual:` would match an app action that shares a
    /// wrapper's identifier, M1).
    private static let wrappers = NSHashTable<UIMenuElement>(options: [.weakMemory, .objectPointerPersonality])

    @available(iOS 16.0, *)
    private static func wrapper(of action: UIAction, in menu: UIMenu, from source: UIView, group: MenuWrapperGroup<UIMenuElement>) -> UIAction {
        let menuTitle = menu.title
        let wrapper = UIAction(
            title: action.title, image: action.image, identifier: action.identifier,
            discoverabilityTitle: action.discoverabilityTitle, attributes: action.attributes, state: action.state
        ) { [weak source] chosen in
            if let source {
                UIKitHooks.interception?.menuElementChosen(title: action.title, elementType: "UIAction", menuTitle: menuTitle, from: source)
            }
            // UIKit changed the states of the wrappers it shows; the app's actions get them before
            // the app's handler runs (M1).
            group.copyStatesBack(read: { ($0 as? UIAction)?.state }, write: { element, state in
                if let state { (element as? UIAction)?.state = state }
            })
            action.performWithSender(chosen.sender, target: nil)
        }
        wrapper.subtitle = action.subtitle
        if #available(iOS 17.0, *) { wrapper.selectedImage = action.selectedImage }
        wrappers.add(wrapper)
        group.add(wrapper, standingFor: action)
        return wrapper
    }
}
#endif
