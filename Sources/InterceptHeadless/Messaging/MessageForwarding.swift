/// The part of Objective-C messaging the list hosts depend on, for objects that stand in for a
/// delegate (Intercept's proxies): which methods the object's class implements itself, and fast
/// forwarding (`forwardingTarget(for:)`) for the rest (F3).
@MainActor
public protocol MessageForwarding: SelectorResponding {
    /// The delegate protocol's existential type that forwarded messages go to.
    associatedtype ForwardedDelegate

    /// Whether the object's class implements `selector` itself; a message for any other selector
    /// goes to ``forwardingTarget(for:)``.
    func implements(_ selector: DelegateSelector) -> Bool

    /// The object a message for `selector` goes to instead; `nil` means nobody handles it, which on
    /// Apple platforms is an "unrecognized selector" crash (a recorded ``PlatformFault`` here).
    func forwardingTarget(for selector: DelegateSelector) -> ForwardedDelegate?
}
