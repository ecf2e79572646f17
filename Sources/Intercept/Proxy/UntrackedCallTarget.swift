/// Where a host's call to a method that the proxy does not implement itself goes (F3).
///
/// A proxy implements only what it tracks (selection); the host reaches everything else through
/// Objective-C's fast forwarding: the stored proxy names, per call, the object that handles it
/// (`forwardingTarget(for:)`), and the host's message goes straight there. The headless hosts model
/// exactly this dispatch, so the same decision runs here and on UIKit.
///
/// The host sends only what it cached as implemented when the proxy was stored, and the business
/// delegate can be released after that. Without Intercept the host would then message its `nil`
/// weak delegate: a no-op that returns zero. So a call that finds no business delegate goes to the
/// *absorber*, which does exactly that (returns zero, `nil` or `false`, calls nothing): never
/// "unrecognized selector". The absorber is complete by construction: on UIKit it answers any
/// selector whose signature it can find, and the proxy records the signature of every method it
/// told the host it implements (the only ones the host can send from its cache); the headless
/// absorber answers every method "not implemented", which the headless host treats as UIKit treats
/// a message to `nil`.
public enum UntrackedCallTarget<Delegate> {
    /// The business delegate (or the foreign proxy in front of it) handles the call.
    case forwardee(Delegate)
    /// The business delegate is gone: the absorber answers as a `nil` delegate would.
    case absorber

    /// The decision for a proxy whose forwardee is `forwardee`; callable from any thread.
    @inlinable
    public init(forwardee: Delegate?) {
        self = forwardee.map { .forwardee($0) } ?? .absorber
    }
}
