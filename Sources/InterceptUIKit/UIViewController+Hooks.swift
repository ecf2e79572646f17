#if canImport(UIKit)
import Intercept
import UIKit

extension UIViewController {
    /// The swizzled `viewDidAppear(_:)`: UIKit's, then the page is entered (P1-P4).
    @objc dynamic func intercept_viewDidAppear(_ animated: Bool) {
        intercept_viewDidAppear(animated)
        UIKitHooks.interception?.screenDidAppear(self)
    }

    /// The swizzled `viewDidDisappear(_:)`: UIKit's, then the page is exited with its duration.
    @objc dynamic func intercept_viewDidDisappear(_ animated: Bool) {
        intercept_viewDidDisappear(animated)
        UIKitHooks.interception?.screenDidDisappear(self)
    }
}
#endif
