/// What the core does once a sent control action was performed: the event it reports, the touch it
/// marks handled, the press it waits on. Collected while the action is described, run when the
/// platform says a target performed it, dropped when nothing did.
@MainActor
struct ControlActionSends {
    private var nextID: UInt64 = 0
    /// The sends in progress, innermost last (one send can cause another: a bar button's private
    /// control sends the item's action, C5), each with its work.
    private var inProgress: [(sent: SentControlAction, work: [@MainActor (Interception) -> Void])] = []
    /// Whether work is being collected for the send being described.
    private var isCollecting = false

    /// Starts describing a send; the work noted until ``finishDescribing()`` waits for its result.
    mutating func beginDescribing() -> SentControlAction {
        nextID &+= 1
        let sent = SentControlAction(id: nextID)
        // A send whose result never came (the platform's send threw) is forgotten.
        if inProgress.count >= 16 { inProgress.removeFirst() }
        inProgress.append((sent, []))
        isCollecting = true
        return sent
    }

    mutating func finishDescribing() {
        isCollecting = false
    }

    /// Keeps `work` for the send being described; `false` when no send is being described, and
    /// the caller does the work now.
    mutating func keep(_ work: @escaping @MainActor (Interception) -> Void) -> Bool {
        guard isCollecting, !inProgress.isEmpty else { return false }
        inProgress[inProgress.count - 1].work.append(work)
        return true
    }

    /// The work of `sent`, taken out with every send begun after it whose result never came.
    mutating func finish(_ sent: SentControlAction) -> [@MainActor (Interception) -> Void] {
        guard let index = inProgress.lastIndex(where: { $0.sent == sent }) else { return [] }
        let work = inProgress[index].work
        inProgress.removeSubrange(index...)
        return work
    }
}
