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
}

extension Tracker {
    /// The tracker's type name.
    public var name: String { String(describing: type(of: self)) }

    /// Nothing to flush by default.
    public func flush() throws {}
}
