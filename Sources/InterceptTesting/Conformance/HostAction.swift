@_spi(InterceptTesting) import Intercept

/// One of a host's own actions, for the conformance kit's call-site check (D18): what the app's
/// code does (`player.play(7)`), and the delegate calls it should make, in order, by the names the
/// spy records.
///
/// ```swift
/// HostAction<Player>("play(7)", calls: ["player(_:shouldPlay:)", "player(_:didPause:)", "player(_:didFinish:)"]) { $0.play(7) }
/// ```
///
/// The kit runs the action on an intercepted host and flags a call that reached the business
/// delegate without passing the proxy: the host's code called it through the plain getter
/// (`delegate?.player(...)`), which returns the business delegate (D11), instead of through
/// `$delegate.target`. Such a call works, so nothing else shows it, and no event is ever emitted
/// for it.
public struct HostAction<Owner>: Sendable {
    /// The action's name, as the kit's cases and failures show it.
    public let name: String
    /// The delegate calls the action makes, in order, by the names the spy records.
    public let calls: [String]
    /// The action.
    public let run: @MainActor @Sendable (Owner) -> Void

    /// An action named `name` that makes `calls`.
    public init(_ name: String, calls: [String], _ run: @escaping @MainActor @Sendable (Owner) -> Void) {
        self.name = name
        self.calls = calls
        self.run = run
    }
}

/// A host action with what the kit needs to run it: a fresh object of the app's that owns the
/// delegate property (kept alive for the check), the property, and the action on that object.
struct HostActionCase<Host>: Sendable {
    let name: String
    let calls: [String]
    let make: @MainActor @Sendable () -> (owner: AnyObject, host: Host, run: @MainActor () -> Void)
}

/// One case of a method: its invocation, and for an invocation that names answers, the answer the
/// spy is made to give (K6).
struct ConformanceCase<Delegate> {
    let name: String
    let invocation: DelegateInvocation<Delegate>
    let prepare: (@MainActor (Delegate) -> Void)?
}

extension DelegateConformance {
    /// Adds the host's own actions (D18): `owner` makes the app's object that declares the delegate
    /// property (a `Player`), `delegate` gives that property (`{ $0.$delegate }`), and each action
    /// names the delegate calls it makes.
    ///
    /// ```swift
    /// kit.actions(of: { Player() }, delegate: { $0.$delegate }, [
    ///     HostAction("play(7)", calls: ["player(_:shouldPlay:)", "player(_:didPause:)", "player(_:didFinish:)"]) { $0.play(7) },
    /// ])
    /// ```
    ///
    /// The kit tells a call through the proxy from one around it by what the property's getter
    /// reports during the action: a stand-in spy, so that a call made through `delegate` reaches the
    /// stand-in and one made through `$delegate.target` the business delegate. It needs an
    /// `@Interceptable` property (`InterceptableDelegate`); for another host the check fails
    /// with a set-up message.
    public mutating func actions<Owner: AnyObject>(
        of owner: @escaping @MainActor @Sendable () -> Owner,
        delegate property: @escaping @MainActor @Sendable (Owner) -> Host,
        _ actions: [HostAction<Owner>]
    ) {
        hostActions += actions.map { action in
            HostActionCase(name: action.name, calls: action.calls) {
                let made = owner()
                return (made, property(made), { action.run(made) })
            }
        }
    }
}
