/// What would crash an app on Apple platforms, recorded by the headless platform instead of
/// trapping, so that a test can fail on it and the rest of the suite keeps running.
public enum PlatformFault: Equatable, Sendable, CustomStringConvertible {
    /// A message reached an object that neither implements nor forwards it: Objective-C's
    /// "unrecognized selector sent to instance" (F3).
    case unrecognizedSelector(DelegateSelector, receiverType: String)
    /// A slot or proxy was created while a host was being deallocated: on UIKit the proxy takes a
    /// weak reference to the host, and a weak reference to an object being deallocated is a fatal
    /// error of the Objective-C runtime (F4).
    case interceptionDuringTeardown(hostType: String)

    public var description: String {
        switch self {
        case .unrecognizedSelector(let selector, let receiverType):
            "unrecognized selector \(selector) sent to an instance of \(receiverType)"
        case .interceptionDuringTeardown(let hostType):
            "interception created while a \(hostType) was deallocated (a weak reference to a deallocating object)"
        }
    }
}
