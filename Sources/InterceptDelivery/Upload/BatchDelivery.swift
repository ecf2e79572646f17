import Foundation

/// One queue batch on its way to a back end: which of its events are still to send, in which
/// requests, and what became of each (W1-W6).
///
/// Events too large for the back end are rejected before anything is sent. A request's verdict
/// then decides: accepted events are delivered; events the back end named are rejected with its
/// reason; the others are sent again when the back end ingested none of them (Amplitude), or
/// delivered when it ingested them (Mixpanel, OTLP); a 413 splits the request in halves (one event
/// alone is rejected). Nothing is counted as delivered that the back end did not accept (W6).
struct BatchDelivery {
    /// What became of one event.
    enum Outcome: Equatable {
        case delivered
        case rejected(reason: String)
        /// Counted as rejected by a back end that did not say which events it refused (OTLP's
        /// partial success): its evidence names no event, since each may have been accepted (J2).
        case counted(reason: String)
    }

    let batch: DurableQueue.Batch
    private(set) var outcomes: [Outcome?]
    /// Requests still to send, each a list of indices into the batch; the first goes next.
    private var requests: [[Int]]

    /// `route` says which endpoint a record goes to: consecutive records of one route share a request.
    init(_ batch: DurableQueue.Batch, limits: DestinationLimits, route: (Data) -> Int = { _ in 0 }) {
        self.batch = batch
        let outcomes: [Outcome?] = batch.records.map { record in
            record.count > limits.maximumEventBytes
                ? .rejected(reason: "event of \(record.count) bytes exceeds the back end's limit of \(limits.maximumEventBytes) bytes; not sent")
                : nil
        }
        self.outcomes = outcomes
        var requests: [[Int]] = []
        var lastRoute: Int?
        for index in outcomes.indices where outcomes[index] == nil {
            let recordRoute = route(batch.records[index])
            if recordRoute == lastRoute { requests[requests.count - 1].append(index) } else { requests.append([index]) }
            lastRoute = recordRoute
        }
        self.requests = requests
    }

    /// The indices of the next request's events, or `nil` once every event has an outcome.
    var nextRequest: [Int]? { requests.first }

    /// Applies the verdict on the request ``nextRequest`` named. A `.retry` leaves it next.
    mutating func apply(_ verdict: BatchVerdict) {
        guard let request = requests.first else { return }
        switch verdict {
        case .retry:
            return
        case .delivered:
            requests.removeFirst()
            for index in request { outcomes[index] = .delivered }
        case .rejected(let reason):
            requests.removeFirst()
            for index in request { outcomes[index] = .rejected(reason: reason) }
        case .tooLarge:
            requests.removeFirst()
            if request.count == 1 {
                outcomes[request[0]] = .rejected(reason: "HTTP 413: the event alone is too large for the back end")
            } else {
                let half = request.count / 2
                requests.insert(contentsOf: [Array(request[..<half]), Array(request[half...])], at: 0)
            }
        case .partialCount(let rejected, let reason):
            requests.removeFirst()
            for (position, index) in request.enumerated() {
                outcomes[index] = position >= request.count - rejected ? .counted(reason: reason) : .delivered
            }
        case .partial(let failed, let othersAccepted):
            requests.removeFirst()
            var again: [Int] = []
            for (position, index) in request.enumerated() {
                if let reason = failed[position] {
                    outcomes[index] = .rejected(reason: reason)
                } else if othersAccepted {
                    outcomes[index] = .delivered
                } else {
                    again.append(index)
                }
            }
            if !again.isEmpty { requests.insert(again, at: 0) }
        }
    }

    /// The batch cut into runs of consecutive events with the same fate, in order: how it is
    /// settled in the queue, which only moves forward.
    var runs: [(range: Range<Int>, outcome: Outcome)] {
        var runs: [(range: Range<Int>, outcome: Outcome)] = []
        var start = 0
        for index in outcomes.indices {
            let outcome = outcomes[index] ?? .delivered
            let kind = Self.fate(outcome)
            if index > start, Self.fate(outcomes[start] ?? .delivered) != kind {
                runs.append((start..<index, Self.merged(outcomes[start..<index])))
                start = index
            }
        }
        if start < outcomes.count { runs.append((start..<outcomes.count, Self.merged(outcomes[start...]))) }
        return runs
    }

    /// 0: delivered, 1: rejected by name, 2: counted as rejected without a name.
    private static func fate(_ outcome: Outcome) -> Int {
        switch outcome {
        case .delivered: 0
        case .rejected: 1
        case .counted: 2
        }
    }

    /// One outcome for a run of one fate: delivered, or rejected with the distinct reasons joined.
    private static func merged(_ outcomes: ArraySlice<Outcome?>) -> Outcome {
        var reasons: [String] = []
        var counted = false
        for outcome in outcomes {
            switch outcome {
            case .rejected(let reason)?, .counted(let reason)?:
                if case .counted? = outcome { counted = true }
                if !reasons.contains(reason) { reasons.append(reason) }
            default: break
            }
        }
        if reasons.isEmpty { return .delivered }
        return counted ? .counted(reason: reasons.joined(separator: "; ")) : .rejected(reason: reasons.joined(separator: "; "))
    }

    /// The evidence kept for events counted as rejected without a name: the back end's reason and
    /// the count, never a record (each may have been accepted).
    static func unnamedEvidence(reason: String, count: Int) -> Data {
        let evidence: [String: Any] = [
            "reason": reason, "countedAsRejected": count,
            "note": "the back end did not name the records it rejected; the request's records are not kept, since most were accepted",
        ]
        return (try? JSONSerialization.data(withJSONObject: evidence, options: [.sortedKeys])) ?? Data()
    }
}

extension DurableQueue.Batch {
    /// The batch's records in `range`, settled on their own: the queue moves past the first part
    /// of a batch before the rest when their fates differ.
    func slice(_ range: Range<Int>) -> DurableQueue.Batch {
        DurableQueue.Batch(
            records: Array(records[range]),
            starts: Array(starts[range]),
            sequences: Array(sequences[range]),
            start: starts[range.lowerBound],
            end: range.upperBound < starts.count ? starts[range.upperBound] : end,
            endSequence: range.upperBound < sequences.count ? sequences[range.upperBound] : endSequence,
            generation: generation,
            layout: layout
        )
    }
}
