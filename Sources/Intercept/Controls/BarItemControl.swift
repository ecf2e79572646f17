/// What a bar button item answers as a control (C5, F7), the same on every platform (F16). An
/// item is not a view. A standard item (no custom view) is shown by the platform's private
/// control, sends its action with no touch in its event, and is reported as the item, with its
/// title, where the core finds the control its touch landed on. An item with a custom view is
/// that view, which describes itself.
///
/// The platform supplies the facts (the custom view, and its item's type name and title, read
/// only when they are reported); each ``ControlHost`` answer of its item is this value's.
@MainActor
@_spi(Platform) public struct BarItemControl {
    /// The item's custom view; `nil` for a standard item.
    public let customView: (any ViewNode)?

    /// The answers of an item showing `customView` (`nil`: a standard item).
    public init(customView: (any ViewNode)?) {
        self.customView = customView
    }

    /// ``ControlHost/controlElementNode``: the custom view; none for a standard item, whose view
    /// the platform does not name.
    public var elementNode: (any ViewNode)? { customView }

    /// ``ControlHost/sendsActionsWithoutTouch``: a standard item's action carries no touch.
    public var sendsActionsWithoutTouch: Bool { customView == nil }

    /// ``ControlHost/controlTypeName``: a standard item is reported as its own type, not as the
    /// platform's private control; a custom view as itself.
    public func typeName(_ itemTypeName: () -> String) -> String? {
        customView == nil ? itemTypeName() : nil
    }

    /// ``ControlHost/controlTitle``: a standard item's title; a custom view describes itself.
    public func title(_ itemTitle: () -> String?) -> String? {
        customView == nil ? itemTitle() : nil
    }
}
