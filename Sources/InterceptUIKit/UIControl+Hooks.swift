#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

extension UIControl {
    /// `sendAction(_: UIAction)`, which UIKit calls for each `UIAction` a control performs
    /// (`addAction(_:for:)`, `primaryAction`); these never pass through
    /// `UIApplication.sendAction(_:to:from:for:)`. Reported by the events the handler is registered
    /// for, with no event (the core attributes it to a touch on the control, H8), then performed
    /// as UIKit would; on the main thread only (F5). On iOS 18 a `UIBarButtonItem(primaryAction:)`
    /// does not come here: UIKit performs it directly (`UIAction.performWithSender:target:`, C5).
    nonisolated static func sendUIActionHook(_ hook: UIKitMethodHook) -> @convention(block) (UIControl, UIAction) -> Void {
        { control, action in
            hook.intercept(with: (control, action)) { control, action in TouchDispatch.controlWillPerform(action, from: control) }
            hook.next(as: (@convention(c) (UIControl, Selector, UIAction) -> Void).self)(control, hook.selector, action)
        }
    }
}

extension UIAction {
    /// `performWithSender:target:` (public, `UIMenuLeaf`), through which UIKit performs a bar button
    /// item's primary action with the item as the sender, no `sendAction` passing (iOS 18
    /// `-[UIBarButtonItem _triggerActionForEvent:]`, C5), and a context menu's chosen action
    /// with the interaction as the sender (iOS 18.2
    /// `-[UIContextMenuInteraction contextMenuPresentation:didSelectMenuLeaf:]`, M1): told
    /// before it runs (F10), then performed as UIKit would; on the main thread only (F5).
    nonisolated static func performWithSenderHook(_ hook: UIKitMethodHook) -> @convention(block) (UIAction, AnyObject?, AnyObject?) -> Void {
        { action, sender, target in
            hook.intercept(with: (action, sender)) { action, sender in TouchDispatch.willPerform(action, sender: sender) }
            hook.next(as: (@convention(c) (UIAction, Selector, AnyObject?, AnyObject?) -> Void).self)(action, hook.selector, sender, target)
        }
    }
}

extension UICommand {
    /// `performWithSender:target:` (public, `UIMenuLeaf`, iOS 16), through which UIKit performs a
    /// command chosen from a context menu or a control's menu with the interaction as the sender,
    /// as it performs a `UIAction` (B5): told before it runs (F10), then performed as UIKit would,
    /// which sends the command's action to the responder that performs it; on the main thread
    /// only (F5). Edit menus' commands (Cut, Copy, Paste) have the edit menu's interaction as their
    /// sender, which the core never reports (H8).
    nonisolated static func performCommandHook(_ hook: UIKitMethodHook) -> @convention(block) (UICommand, AnyObject?, AnyObject?) -> Void {
        { command, sender, target in
            hook.intercept(with: (command, sender)) { command, sender in TouchDispatch.willPerform(command, sender: sender) }
            hook.next(as: (@convention(c) (UICommand, Selector, AnyObject?, AnyObject?) -> Void).self)(command, hook.selector, sender, target)
        }
    }
}
#endif
