/// Element rules as one immutable object, shared by an ``Interception``, the describers it hands
/// out and the events they capture: describing a tap then copies no rules (a copy of
/// ``ElementTrackingRules`` retains every set and list in it, twice per tap: once into the
/// describer, once into the pending event). The interception makes a new one whenever its
/// configuration is written.
final class SharedElementRules: Sendable {
    let rules: ElementTrackingRules

    init(_ rules: ElementTrackingRules) {
        self.rules = rules
    }
}
