/// A control (or a bar button item), as Intercept needs to see it to report its actions (C1-C5).
///
/// Intercept does not add targets to controls (which the app could observe, C4); the platform
/// tells it about each action the application sends (`ApplicationEventObserver`), and the
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

    /// Whether a tap opens the control's menu instead of sending an action
    /// (`showsMenuAsPrimaryAction` with a menu): such a tap is handled, and reports nothing
    /// itself (A2, M1).
    var opensMenuAsPrimaryAction: Bool { get }

    /// Whether the control takes touches at all (`isEnabled`).
    var isControlEnabled: Bool { get }

    /// Whether the control keeps moving after its touch ends and sends its value change when it
    /// settles, with no touch: such a change is the user's (H8). The platform's own settling
    /// controls (date pickers) are the core's list, ``ControlActionPolicy/settlingControlTypes``;
    /// an app's custom control says so here.
    var settlesAfterTouch: Bool { get }
}

extension ControlHost {
    /// Controls send their actions with the touch that caused them.
    public var sendsActionsWithoutTouch: Bool { false }
    /// The view's type.
    public var controlTypeName: String? { nil }
    /// The view's content.
    public var controlTitle: String? { nil }
    /// No menu.
    public var opensMenuAsPrimaryAction: Bool { false }
    /// Enabled.
    public var isControlEnabled: Bool { true }
    /// Stops with the touch.
    public var settlesAfterTouch: Bool { false }
}

/// Finds controls in a view tree.
@MainActor
enum ControlLookup {
    /// The view of the control at or above `node` (a tap's hit view), looking at most
    /// ``ViewTreeWalk/maximumDepth`` levels up: the control that shows a bar button item, or whose
    /// menu a tap opens (F7, F16).
    static func nearest(from node: any ViewNode) -> (control: any ControlHost, node: any ViewNode)? {
        var current: (any ViewNode)? = node
        var level = 0
        while let view = current, level < ViewTreeWalk.maximumDepth {
            if let control = view as? any ControlHost { return (control, view) }
            current = view.parentNode
            level += 1
        }
        return nil
    }
}
