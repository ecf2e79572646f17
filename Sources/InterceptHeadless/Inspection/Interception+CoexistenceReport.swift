@_spi(Platform) import Intercept

extension Interception {
    /// The coexistence report on the headless platform (Q1): the hosts' delegate chains and the
    /// conflicts found. The headless platform hooks no methods; an object that forwards messages
    /// (``MessageForwarding``) without adopting `DelegateForwarding` is another library's proxy
    /// hiding its forwardee, as an `NSProxy` is on UIKit.
    public func coexistenceReport() -> CoexistenceReport {
        coexistenceReport(methodHooks: [], isOpaqueForwarder: { $0 is any MessageForwarding })
    }
}
