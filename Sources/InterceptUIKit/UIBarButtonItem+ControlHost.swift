#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// `UIBarButtonItem` as the core sees a control (C5, F7). An item is not a view, and UIKit does
/// not say which view shows it: a custom view describes it; a standard item (no custom view) is
/// shown by a private control, sends its action with no touch in its event, and is reported as
/// the item, with its title, where the core finds the control its touch landed on.
extension UIKit.UIBarButtonItem: Intercept.ControlHost {
    /// The custom view; `nil` for a standard item.
    public var controlElementNode: (any ViewNode)? { customView }

    /// A standard item dispatches without a touch in its event.
    public var sendsActionsWithoutTouch: Bool { customView == nil }

    /// A standard item is reported as its own class, not as UIKit's private control.
    public var controlTypeName: String? { customView == nil ? TypeNames.name(of: declaredClass) : nil }

    /// A standard item's title; a custom view describes itself.
    public var controlTitle: String? { customView == nil ? title : nil }

    /// ``isEnabled``.
    public var isControlEnabled: Bool { isEnabled }
}
#endif
