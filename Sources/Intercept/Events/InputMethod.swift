/// How the user caused an interaction that came without a touch (H8): reported so that such
/// actions are counted, not dropped, and not mistaken for taps.
public enum InputMethod: String, Sendable, Hashable, Codable, CaseIterable {
    /// An assistive technology (VoiceOver, Switch Control) activated the element.
    case assistiveTechnology
    /// A hardware keyboard (Full Keyboard Access) or a remote pressed it.
    case keyboard
    /// The control settled after the finger lifted (a picker's wheel decelerating).
    case settling
}
