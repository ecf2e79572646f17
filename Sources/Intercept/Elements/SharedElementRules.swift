/// Element rules as one immutable object, shared by an ``Interception``, the describers it hands
/// out and the events they capture: describing a tap then copies no rules (a copy of
/// ``ElementTrackingRules`` retains every set and list in it, twice per tap: once into the
/// describer, once into the pending event). The interception makes a new one whenever its
/// configuration is written.
final class SharedElementRules: Sendable {
    let rules: ElementTrackingRules
    /// Whether ``ElementTrackingRules/displayedText`` lets text through nowhere (the default) or
    /// everywhere, answered without copying the opt-in on every element described (N3).
    let displayedTextReach: TextOptIn.Reach
    /// The same for ``ElementTrackingRules/screenTitles`` (N4).
    let screenTitlesReach: TextOptIn.Reach

    init(_ rules: ElementTrackingRules) {
        self.rules = rules
        self.displayedTextReach = rules.displayedText.reach
        self.screenTitlesReach = rules.screenTitles.reach
    }
}
