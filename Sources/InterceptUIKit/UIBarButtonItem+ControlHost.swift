#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// `UIBarButtonItem` as the core sees a control (C5, F7). An item is not a view, and UIKit does
/// not say which view shows it: what a standard item (no custom view) and one with a custom view
/// answer is the core's (`BarItemControl`, F16); the item supplies its custom view, class and
/// title.
extension UIKit.UIBarButtonItem: Intercept.ControlHost {
    /// The core's answers for this item's custom view.
    private var barItemControl: BarItemControl { BarItemControl(customView: customView) }

    /// The custom view; `nil` for a standard item.
    public var controlElementNode: (any ViewNode)? { barItemControl.elementNode }

    /// Whether the item dispatches without a touch in its event (a standard item).
    public var sendsActionsWithoutTouch: Bool { barItemControl.sendsActionsWithoutTouch }

    /// The item's declared class, for a standard item.
    public var controlTypeName: String? { barItemControl.typeName { TypeNames.name(of: declaredClass) } }

    /// The item's title, for a standard item.
    public var controlTitle: String? { barItemControl.title { title } }

    /// ``isEnabled``.
    public var isControlEnabled: Bool { isEnabled }
}
#endif
