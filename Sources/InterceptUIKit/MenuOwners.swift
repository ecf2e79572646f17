#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// Finds the button or bar button item whose own `menu` holds a chosen element, by public API
/// only (B5): a button shows its menu with its own context menu interaction (the interaction's
/// view is the button); a bar button item's is shown by UIKit's private control in the bar
/// (`_UIButtonBarButton`), which names no item, so the items of the navigation bar or toolbar it
/// is in are searched (`UINavigationBar.items`' bar button items, `UIToolbar.items`). Which menu
/// holds the element, by identity, is the core's (`MenuOwner.menu(holding:in:children:)`).
@MainActor
enum MenuOwners {
    static func owner(of element: UIMenuElement, shownBy view: UIView) -> MenuOwner? {
        if let button = view as? UIButton {
            return button.menu.flatMap { owner(button, menu: $0, holding: element) }
        }
        for item in barItems(around: view) {
            if let menu = item.menu, let found = owner(item, menu: menu, holding: element) { return found }
        }
        return nil
    }

    private static func owner(_ control: any ControlHost, menu: UIMenu, holding element: UIMenuElement) -> MenuOwner? {
        MenuOwner.menu(holding: element, in: menu) { $0.children }.map { MenuOwner(control: control, menuTitle: $0.title) }
    }

    /// The bar button items of the navigation bar or toolbar `view` is in; none for a view in
    /// neither (a button's menu, a view's context menu: nothing is searched).
    private static func barItems(around view: UIView) -> [UIBarButtonItem] {
        var ancestor = view.superview
        while let current = ancestor {
            if let bar = current as? UINavigationBar {
                return (bar.items ?? []).flatMap { ($0.leftBarButtonItems ?? []) + ($0.rightBarButtonItems ?? []) }
            }
            if let toolbar = current as? UIToolbar { return toolbar.items ?? [] }
            ancestor = current.superview
        }
        return []
    }
}
#endif
