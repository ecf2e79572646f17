/// A tracker that calls a closure for every event: the shortest way to plug in an existing
/// analytics client (T4).
public struct ClosureTracker: Tracker {
    /// The name in delivery reports.
    public let name: String
    private let body: @Sendable (InteractionEvent) throws -> Void

    /// Creates a tracker calling `body`, from the dispatcher's queue, for each event.
    public init(name: String = "ClosureTracker", _ body: @escaping @Sendable (InteractionEvent) throws -> Void) {
        self.name = name
        self.body = body
    }

    public func track(_ event: InteractionEvent) throws {
        try body(event)
    }
}
