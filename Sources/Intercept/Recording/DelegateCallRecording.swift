/// A delegate that records the calls it receives: a spy.
///
/// The conformance kit of `InterceptTesting` needs the business delegate it puts behind a proxy
/// to adopt this, so it can count what reached it (D1). Spies generated for an app's own protocol
/// adopt it, and so do `InterceptTesting`'s list spies.
public protocol DelegateCallRecording: AnyObject {
    /// The calls received so far.
    var callRecorder: DelegateCallRecorder { get }
}
