/// The interceptions a platform's process-wide hooks feed (UIKit's `UIKitHooks`), and what
/// happens to the hosts of each when the hooks change interception or are taken out (D9, F18).
///
/// - The hooks feed one interception at a time, held weakly as ``current``.
/// - Every interception fed is kept alive until its hosts are handed back: an interception the app
///   let go while its proxies still stand in the platform's storage must give those lists their
///   delegates back, or a restored getter would return a detached proxy (F18).
/// - Feeding a new interception hands the hosts of every other one back at once, so the old one
///   reports nothing more (its trackers, and the consent they stand for, are the app's to drop, F18),
///   and the new one adopts the lists handed back at once, by the rules of a window entry
///   (``Interception/adoptListAssignedEarlier(_:)``: not the platform's own lists), and every
///   other host at its next assignment, window entry or recognition (F18).
/// - Taking the hooks out hands every host back and keeps nothing.
@MainActor
@_spi(Platform) public struct FedInterceptions {
    /// The interception the hooks feed now.
    @_spi(Platform) public private(set) weak var current: Interception?
    private var kept: [Interception] = []

    /// None fed.
    @_spi(Platform) public init() {}

    /// The hooks feed `interception` from now on.
    @_spi(Platform) public mutating func feed(_ interception: Interception) {
        current = interception
        for previous in kept where previous !== interception { previous.releaseAllHosts(handingOverTo: interception) }
        kept = [interception]
    }

    /// The hooks are taken out: every interception fed hands its hosts back, and none is kept.
    @_spi(Platform) public mutating func releaseAll() {
        for fed in kept { fed.releaseAllHosts() }
        kept = []
        current = nil
    }
}
