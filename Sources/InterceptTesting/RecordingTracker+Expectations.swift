@_spi(Platform) import Intercept

extension RecordingTracker {
    /// Checks that exactly one event of `kind` was recorded and returns it.
    @discardableResult
    public func requireSingleEvent(ofKind kind: InteractionKind) throws(ExpectationFailure) -> InteractionEvent {
        let matching = events(ofKind: kind)
        guard matching.count == 1 else {
            throw ExpectationFailure("expected exactly one \(kind) event, got \(matching.count): \(matching.map(\.element?.path))")
        }
        return matching[0]
    }
}
