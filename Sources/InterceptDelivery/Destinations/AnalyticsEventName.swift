@_spi(Platform) import Intercept

/// The event names the analytics back ends (Segment, PostHog, Amplitude, Mixpanel) get, in
/// Segment's "Object Action" style, which the others display as they are. Screens are not named
/// here: each back end has its own screen form.
enum AnalyticsEventName {
    static func name(for kind: InteractionKind) -> String {
        switch kind {
        case .rowSelected, .itemSelected, .tap, .longPress, .controlAction: "Element Clicked"
        case .pageEnter: "Screen Viewed"
        case .pageExit: "Screen Left"
        case .exposure: "Element Exposed"
        case .appStart: "Application Opened"
        case .appEnd: "Application Backgrounded"
        case .rageTap: "Rage Tap"
        case .deadTap: "Dead Tap"
        default: kind.rawValue
        }
    }

    static func name(for phase: SessionPhase) -> String {
        switch phase {
        case .start: "Session Started"
        case .end: "Session Ended"
        }
    }
}
