/// The behaviors the conformance kit checks, by their IDs in the behavior catalog: what a failure
/// names (K2).
public enum ConformanceBehavior: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Each call reaches the business delegate exactly once, same arguments, same answer.
    case forwarding = "D1"
    /// A method the delegate does not implement looks exactly as without the proxy.
    case parity = "D2"
    /// The delegate is not retained; calls after its release are absorbed.
    case weakDelegate = "D4"
    /// One proxy per host: intercepting twice, a proxy assigned as a delegate, one delegate on two hosts.
    case oneProxy = "D5"
    /// Re-targeting (to another delegate, to `nil` and back) keeps the proxy.
    case retarget = "D6"
    /// Assigning the same delegate again, as an overriding setter that calls `super` does.
    case reassignment = "D7"
    /// Another library's proxy in the chain, in front of ours or behind it.
    case foreignProxy = "D8"
    /// Uninstalling gives the host back exactly what it had.
    case uninstall = "D9"
    /// The host's getter reports the business delegate, never the proxy.
    case hiddenProxy = "D11"
    /// A release during a call, or a call after the host is gone, is absorbed.
    case teardown = "D12"
    /// The host's own code (its actions) calls its delegate through the proxy, never around it.
    case callSites = "D18"
    /// Marked methods emit exactly their events; none after detach or while switched off.
    case events = "events"

    /// The ID, as the catalog and test names spell it.
    public var description: String { rawValue }

    /// The order in which a broken method's findings are ranked (K5): the first that fails is the
    /// primary finding, the later ones are marked as its consequences. What every other check
    /// relies on comes first: the getter the checks read (D11), the call reaching the delegate
    /// (D1), the delegate's lifetime (D4) and the method's own events; then what builds on them.
    public static let primaryOrder: [ConformanceBehavior] = [
        .hiddenProxy, .forwarding, .weakDelegate, .events, .parity, .oneProxy, .retarget, .reassignment,
        .foreignProxy, .uninstall, .teardown, .callSites,
    ]
}
