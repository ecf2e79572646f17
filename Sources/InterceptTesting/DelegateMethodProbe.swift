@_spi(Platform) import Intercept

/// One call of one delegate method, made on the delegate as its protocol type, for
/// `DelegateProxy.requireReaches(_:_:)`.
///
/// Write one probe per method the business delegate implements; the probe calls the method
/// through the protocol (its argument is the protocol's existential, `any PlayerDelegate`), which
/// is how the host and the proxy call it.
@MainActor
public struct DelegateMethodProbe<Delegate> {
    /// The method's name, for failure messages: `"player(_:didFinish:)"`.
    public let method: String
    /// The call; it answers `DelegateMethodNotImplemented` when it does not reach an
    /// implementation.
    public let call: (Delegate) throws -> Void

    /// Creates a probe of `method`.
    public init(_ method: String, _ call: @escaping (Delegate) throws -> Void) {
        self.method = method
        self.call = call
    }
}
