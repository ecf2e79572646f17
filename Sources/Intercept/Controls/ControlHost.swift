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
}
