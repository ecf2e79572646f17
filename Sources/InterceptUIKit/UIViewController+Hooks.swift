#if canImport(UIKit)
import Intercept
import UIKit

extension UIViewController {
    /// The swizzled `viewDidAppear(_:)`: UIKit's, then the page is entered (P1-P4); on the main
    /// thread only (F5).
    @objc nonisolated dynamic func intercept_viewDidAppear(_ animated: Bool) {
        intercept_viewDidAppear(animated)
        PlatformHook.intercept { UIKitHooks.interception?.screenDidAppear(self) }
    }

    /// The swizzled `viewDidDisappear(_:)`: UIKit's, then the page is exited with its duration.
    @objc nonisolated dynamic func intercept_viewDidDisappear(_ animated: Bool) {
        intercept_viewDidDisappear(animated)
        PlatformHook.intercept { UIKitHooks.interception?.screenDidDisappear(self) }
    }
}
#endif
