#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

extension UIViewController {
    private typealias Appearance = @convention(c) (UIViewController, Selector, ObjCBool) -> Void

    /// `viewDidAppear(_:)`: UIKit's, then the page is entered (P1-P4); on the main thread only (F5).
    nonisolated static func viewDidAppearHook(_ hook: UIKitMethodHook) -> @convention(block) (UIViewController, ObjCBool) -> Void {
        { controller, animated in
            hook.next(as: Appearance.self)(controller, hook.selector, animated)
            hook.intercept(with: controller) { UIKitHooks.interception?.screenDidAppear($0) }
        }
    }

    /// `viewDidDisappear(_:)`: UIKit's, then the page is exited with its duration.
    nonisolated static func viewDidDisappearHook(_ hook: UIKitMethodHook) -> @convention(block) (UIViewController, ObjCBool) -> Void {
        { controller, animated in
            hook.next(as: Appearance.self)(controller, hook.selector, animated)
            hook.intercept(with: controller) { UIKitHooks.interception?.screenDidDisappear($0) }
        }
    }
}
#endif
