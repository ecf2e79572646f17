/// Which recognizers and views produce gesture events (G1, G5).
public struct GestureTrackingPolicy: Sendable, Equatable {
    /// Recognizer class names that are tracked, with the event kind each produces. Matched
    /// exactly: subclasses are mostly system-private and are not tracked unless added here (G1).
    public var trackedRecognizers: [String: InteractionKind]

    /// Recognizer classes tracked by identity (``track(_:as:)``), with the event kind each
    /// produces; matched exactly, before ``trackedRecognizers``.
    var trackedRecognizerClasses: [ObjectIdentifier: InteractionKind] = [:]

    /// Views whose recognizers produce no events (G5): public types by kind (subclasses too),
    /// private types by exact class name.
    public var ignoredViewTypes: ViewTypeSet

    /// A long press whose minimum duration is below this many seconds is reported as a tap:
    /// UIKit selects alert actions with a long press of duration 0, and apps use one to highlight
    /// on touch-down (G1). Such a press begins for every drag, scroll and hold as well, so
    /// it is a tap only when its touch was one (``TapSignalPolicy``: short and still); held still
    /// past ``TapSignalPolicy/maximumTapDuration`` it is a `longPress`; moved farther than
    /// ``TapSignalPolicy/maximumTapMovement``, or cancelled, it reports nothing (G1).
    /// On a view a gesture element processor claims (an alert's action list), where the press is
    /// the platform's selection that follows the finger, every ended press is a tap (G6).
    public var maximumTapPressDuration = 0.15

    /// Recognizer class names (exact, as ``GestureHost/recognizerTypeName`` gives them) whose
    /// recognition only *observes* a touch: a platform recognizer the app does not track that
    /// begins or ends still marks the touch handled (A2), except one of these,
    /// which handles nothing, so the touch can still be a dead tap (A2).
    /// ``defaultTouchObservingRecognizers`` are UIKit's; add an observer of another SDK's here.
    public var touchObservingRecognizers: Set<String> = GestureTrackingPolicy.defaultTouchObservingRecognizers

    /// Creates a policy; the defaults track the platform's exact tap and long-press classes and
    /// ignore ``defaultIgnoredViewTypes``.
    public init(
        trackedRecognizers: [String: InteractionKind] = GestureTrackingPolicy.defaultTrackedRecognizers,
        ignoredViewTypes: ViewTypeSet = GestureTrackingPolicy.defaultIgnoredViewTypes
    ) {
        self.trackedRecognizers = trackedRecognizers
        self.ignoredViewTypes = ignoredViewTypes
    }

    /// UIKit's and the headless platform's tap and long-press recognizers.
    public static let defaultTrackedRecognizers: [String: InteractionKind] = [
        "UITapGestureRecognizer": .tap,
        "UILongPressGestureRecognizer": .longPress,
        "TapGestureRecognizer": .tap,
        "LongPressGestureRecognizer": .longPress,
    ]

    /// UIKit's recognizers that observe touches and handle none, by their runtime class names
    /// (private classes have no constant to compare with): the context-menu interaction's
    /// `_UITouchDurationObservingGestureRecognizer` (it begins after 150 ms of any touch, to lift
    /// the menu's preview; `UIContextMenuInteraction` puts one on every view and list with a
    /// context menu), `UIHoverGestureRecognizer` (a pointer hovering, on iPad and Mac), and the
    /// system gesture gate `_UISystemGestureGateGestureRecognizer` (it watches touches near the
    /// screen's edges for the system's gestures).
    public static let defaultTouchObservingRecognizers: Set<String> = [
        "_UITouchDurationObservingGestureRecognizer", "UIHoverGestureRecognizer", "_UISystemGestureGateGestureRecognizer",
    ]

    /// Views whose gestures are the platform's own business: page controls, text views, tab
    /// bars, collection views and search bars (and their subclasses); context-menu, preview,
    /// switch-visual and web-content internals (exact names).
    public static let defaultIgnoredViewTypes = ViewTypeSet(
        kinds: [
            "UIPageControl", "UITextView", "UITabBar", "UICollectionView", "UISearchBar",
            "PageControl", "TextView", "TabBar", "CollectionView", "SearchBar",
        ],
        exactNames: [
            "_UIContextMenuContainerView", "_UIContextMenuActionsListView", "_UIContextMenuPlatterView",
            "_UIPreviewPlatterView", "_UIPlatterView",
            "UISwitchModernVisualElement", "UISwitchMVIVisualElement",
            "WKContentView", "WKCompositingView",
        ]
    )
}
