/// A hop between two of the platform's private classes that performs an action the app defined
/// (M1): UIKit's swipe action button (`UISwipeActionStandardButton`) sends `_tappedButton:`
/// to its private pull view (`UISwipeActionPullView`) for `touchUpInside`, and the pull view runs
/// the app's `UIContextualAction` ("Delete", "Archive"), whose title the button shows. Every
/// other hop of the platform's own code is the platform's (``Interception`` drops it, C5);
/// one on this list is reported as the app's action, with the control's content (the action's
/// title) and ``reportedTypeName`` as its type.
///
/// Names are the classes' declared names, generic arguments dropped, matched exactly, for classes
/// loaded from a system image only (``SystemInterfacePolicy/isPrivatePlatformClass(_:)``): an
/// app's class of the same name is never taken for the platform's.
public struct AppActionHop: Sendable, Hashable {
    /// The private control's class name.
    public var controlTypeName: String
    /// The private target's class name.
    public var targetTypeName: String
    /// The events whose target-action performs the app's action (the pull view's `touchDown` and
    /// `touchUpOutside` targets only track the press, and stay the platform's).
    public var events: Set<ControlEvent>
    /// The type the event's element carries: the app's object the action stands for.
    public var reportedTypeName: String

    /// Creates a hop.
    public init(controlTypeName: String, targetTypeName: String, events: Set<ControlEvent>, reportedTypeName: String) {
        self.controlTypeName = controlTypeName
        self.targetTypeName = targetTypeName
        self.events = events
        self.reportedTypeName = reportedTypeName
    }

    /// UIKit's swipe actions (iOS 11 and later; checked against iOS 18.2's
    /// `-[UISwipeActionPullView _rebuildButtons]`), and the headless platform's counterparts.
    public static let defaults: Set<AppActionHop> = [
        AppActionHop(
            controlTypeName: "UISwipeActionStandardButton", targetTypeName: "UISwipeActionPullView",
            events: [.touchUpInside], reportedTypeName: "UIContextualAction"),
        AppActionHop(
            controlTypeName: "_SwipeActionStandardButton", targetTypeName: "_SwipeActionPullView",
            events: [.touchUpInside], reportedTypeName: "ContextualAction"),
    ]
}
