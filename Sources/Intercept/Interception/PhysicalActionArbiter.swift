/// Keeps one event per physical action (U1): every source that sees a touch offers its event,
/// the most specific source's (and among equals the latest, which describes the final state, C2)
/// is kept, and it is emitted in the place in the event order the touch took when it began.
struct PhysicalActionArbiter {
    /// A touch in progress: where its event goes in the held events, and which source holds it.
    private struct OpenAction {
        let id: PhysicalActionID
        let slot: Int
        var source: InteractionSource?
    }

    private var open: [OpenAction] = []

    /// The touch offers are attributed to: the most recent one still in progress.
    var current: PhysicalActionID? { open.last?.id }

    mutating func begin(_ id: PhysicalActionID, slot: Int) {
        open.append(OpenAction(id: id, slot: slot))
    }

    /// The slot of `id` when it is in progress, removing it.
    mutating func end(_ id: PhysicalActionID) -> Int? {
        guard let index = open.firstIndex(where: { $0.id == id }) else { return nil }
        return open.remove(at: index).slot
    }

    /// Where an event from `source` goes: the current touch's slot when it beats what the touch
    /// holds (or is as specific and so newer), `.dropped` when it loses, `.alone` when no touch is in
    /// progress and the event is emitted on its own.
    mutating func place(from source: InteractionSource) -> Placement {
        guard let index = open.indices.last else { return .alone }
        if let holder = open[index].source, holder > source { return .dropped }
        open[index].source = source
        return .slot(open[index].slot)
    }

    enum Placement: Equatable {
        case alone
        case slot(Int)
        case dropped
    }
}
