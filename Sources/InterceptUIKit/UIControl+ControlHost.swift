#if canImport(UIKit)
import Intercept
import UIKit

/// `UIControl` as the core sees a control: it describes itself (C1).
extension UIControl: @retroactive ControlHost {
    /// The control itself.
    public var controlElementNode: (any ViewNode)? { self }
}
#endif
