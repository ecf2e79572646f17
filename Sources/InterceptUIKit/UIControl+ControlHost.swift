#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// `UIControl` as the core sees a control: it describes itself (C1).
extension UIKit.UIControl: Intercept.ControlHost {}

/// The conformance's members live in a constrained protocol extension rather than on `UIControl`
/// itself: an app that declares a member of the same name on `UIControl` (`controlElementNode`,
/// say) gets its own in its code, instead of an ambiguity with ours, and the conformance keeps
/// ours.
extension ControlHost where Self: UIControl {
    /// The control itself.
    public var controlElementNode: (any ViewNode)? { self }
    /// `showsMenuAsPrimaryAction` (M1).
    public var opensMenuAsPrimaryAction: Bool { showsMenuAsPrimaryAction }
    /// ``isEnabled``.
    public var isControlEnabled: Bool { isEnabled }
}
#endif
