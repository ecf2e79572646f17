/// A tracker module: a destination for interaction events (an analytics SDK, a file, a test).
///
/// The ``EventDispatcher`` calls a tracker from its own serial queue, never from the UI thread
/// and never concurrently with itself, in the order events were emitted. A tracker that throws
/// loses that one event (counted and reported) and keeps receiving the next ones; a slow tracker
/// only delays itself (T1-T3).
public protocol Tracker: Sendable {
    /// A name for delivery reports.
    var name: String { get }

    /// Receives one event.
    func track(_ event: InteractionEvent) throws

    /// Makes everything received so far durable or sent; called by ``EventDispatcher/flush()``.
    func flush() throws

    /// Deletes what the tracker keeps on the device about the user, for `request`: pending
    /// events when the user opted out (``ErasureRequest/consentWithdrawn``); queued events,
    /// rejected evidence, identity and session when they asked for their data to be erased
    /// (``ErasureRequest/storedData``). Returns what it deleted (N1, N2).
    ///
    /// Called on the tracker's own queue, after every event submitted before the request was
    /// delivered to it, so nothing captured before it survives; no event follows it until the user
    /// opts in again (after an opt-out) or captures the next one (after an erasure). Trackers
    /// that keep nothing (the default) have nothing to do.
    func erase(_ request: ErasureRequest) throws -> ErasedData
}

extension Tracker {
    /// The tracker's type name.
    public var name: String { String(describing: type(of: self)) }

    /// Nothing to flush by default.
    public func flush() throws {}

    /// Nothing kept, nothing to erase by default.
    public func erase(_ request: ErasureRequest) throws -> ErasedData { ErasedData() }
}
