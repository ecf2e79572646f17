/// A control (or a bar button item), as Intercept needs to see it to report its actions (C1-C5).
///
/// Intercept does not add targets to controls (which the app could observe, C4); the platform
/// tells it about each action the application sends (``ApplicationEventObserver``), and the
/// control says which view describes it.
@MainActor
public protocol ControlHost: AnyObject {
    /// The view that describes the control in events: the control itself, or for a bar button
    /// item (which is not a view) the view that shows it.
    var controlElementNode: (any ViewNode)? { get }

    /// Whether the control sends its actions with no touch in their event, as a standard bar
    /// button item does: such an action belongs to the touch in progress, if any (F7).
    var sendsActionsWithoutTouch: Bool { get }

    /// The type reported for the control instead of its view's (a bar button item is reported as
    /// the item, not as the platform's private view that shows it, F7); `nil` for the view's.
    var controlTypeName: String? { get }

    /// The title reported as the control's content instead of its view's (F7); `nil` for the
    /// view's content.
    var controlTitle: String? { get }
}

extension ControlHost {
    /// Controls send their actions with the touch that caused them.
    public var sendsActionsWithoutTouch: Bool { false }
    /// The view's type.
    public var controlTypeName: String? { nil }
    /// The view's content.
    public var controlTitle: String? { nil }
}
