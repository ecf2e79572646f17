import Foundation
import LoopbackHTTP

/// What a server received across kills and restarts of a child, against the ids the children
/// printed as accepted (T6, T13): which never arrived, how many arrived more than once, and
/// which copies did not come from a batch in flight at a kill.
struct KillLedger {
    /// Accepted ids no acknowledged request held.
    var missing: Set<String>
    /// Distinct ids acknowledged.
    var delivered: Int
    /// Acknowledged copies beyond the first.
    var copies: Int
    /// `(id, request index)` of each copy from a request that was not the last before a kill.
    var copiesNotInFlight: [(String, Int)]

    /// - Parameter boundaries: the number of requests the server had received at each kill.
    init(accepted: [String], exchanges: [HTTPExchange], boundaries: [Int]) {
        var appearances: [String: [Int]] = [:]
        for exchange in exchanges where exchange.wasAcknowledged {
            for id in exchange.request.messageIDs { appearances[id, default: []].append(exchange.index) }
        }
        missing = Set(accepted).subtracting(appearances.keys)
        delivered = appearances.count
        // A copy may only come from the last request before a kill: the batch in flight.
        let inFlightAtKill = Set(boundaries.filter { $0 > 0 }.map { $0 - 1 })
        copies = 0
        copiesNotInFlight = []
        for (id, indices) in appearances where indices.count > 1 {
            copies += indices.count - 1
            for index in indices.dropLast() where !inFlightAtKill.contains(index) { copiesNotInFlight.append((id, index)) }
        }
    }
}
