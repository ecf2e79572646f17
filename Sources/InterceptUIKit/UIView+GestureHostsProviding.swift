#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// `UIView` lists its recognizers for tracking snapshots (Q2).
extension UIKit.UIView: Intercept.GestureHostsProviding {}

/// The conformance's members live in a constrained protocol extension rather than on `UIView`
/// itself: an app that declares a member of the same name on `UIView` (`attachedGestureHosts`, say)
/// gets its own in its code, instead of an ambiguity with ours, and the conformance keeps ours.
extension GestureHostsProviding where Self: UIView {
    /// `gestureRecognizers`, as the core sees them.
    public var attachedGestureHosts: [any GestureHost] {
        (gestureRecognizers ?? []).map { $0 as any GestureHost }
    }
}
#endif
