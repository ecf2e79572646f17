/// The user's consent as an ``Interception`` holds it (N1): read from the ``ConsentStore`` once at
/// start, saved on every change.
///
/// A store that cannot be read starts the interception opted out: the decision it lost may have
/// been an opt-out, and collecting against it is the one mistake that cannot be undone. The app
/// hears of it through the problem handler and can ask the user again.
struct ConsentGate {
    let store: any ConsentStore
    /// Whether the user opted out (or has not opted in where consent comes first).
    private(set) var isOptedOut: Bool

    /// Reads the decision in `policy`'s store; `report` hears of a store that cannot be read.
    init(policy: ConsentPolicy, trackerName: String, report: (@Sendable (DeliveryProblem) -> Void)?) {
        store = policy.store
        do {
            switch try policy.store.loadDecision() {
            case .optedIn?: isOptedOut = false
            case .optedOut?: isOptedOut = true
            case nil: isOptedOut = policy.requiresOptIn
            }
        } catch {
            isOptedOut = true
            report?(DeliveryProblem(trackerName: trackerName, reason: .consentNotRead(problem: String(describing: error))))
        }
    }

    /// Records `decision` and saves it; the decision holds whether or not it could be saved.
    mutating func decide(_ decision: ConsentDecision, trackerName: String, report: (@Sendable (DeliveryProblem) -> Void)?) -> ConsentChange {
        isOptedOut = decision == .optedOut
        do {
            try store.save(decision)
            return ConsentChange(decision: decision)
        } catch {
            let problem = String(describing: error)
            report?(DeliveryProblem(trackerName: trackerName, reason: .consentNotSaved(problem: problem)))
            return ConsentChange(decision: decision, storeProblem: problem)
        }
    }
}
