#if canImport(UIKit)
import Intercept
import UIKit

/// `UIView` lists its recognizers for tracking snapshots (Q2).
extension UIView: @retroactive GestureHostsProviding {
    /// `gestureRecognizers`, as the core sees them.
    public var attachedGestureHosts: [any GestureHost] {
        (gestureRecognizers ?? []).map { $0 as any GestureHost }
    }
}
#endif
