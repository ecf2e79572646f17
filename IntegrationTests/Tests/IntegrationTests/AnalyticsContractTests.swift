import BackendReceivers
import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import Testing

/// Segment, PostHog, Amplitude and Mixpanel, each against a receiver that enforces its contract.
@Suite("Destination contracts: analytics back ends", .serialized)
struct AnalyticsContractTests {
    @Test("W1: Segment accepts every call: /v1/batch bodies, messageId from the event id, screens as screen calls", .timeLimit(.minutes(1)))
    func segment() throws {
        let run = try DestinationRun(.segment, batch: 5)
        defer { run.close() }
        let events = DestinationRun.session(12)
        #expect(try run.deliver(events))
        #expect(run.receiver.violations.isEmpty, "\(run.receiver.violations)")
        #expect(run.ingestedKeys.isSuperset(of: events.map(\.id.description)))
        let screens = run.receiver.ingested.filter { (try? JSONSerialization.jsonObject(with: $0.json) as? [String: Any])?["type"] as? String == "screen" }
        #expect(screens.map(\.name) == ["Screen 3", "Screen 7", "Screen 11"])
        #expect(run.tracker.counts == DurableQueueCounts(delivered: 13, dropped: 0, rejected: 0, pending: 0), "12 events and the session start")
    }

    @Test("W1: an event over 32 KB is rejected locally and counted, never sent; requests stay within 500 KB", .timeLimit(.minutes(1)))
    func segmentLimits() throws {
        let run = try DestinationRun(.segment, batch: 100)
        defer { run.close() }
        var events = DestinationRun.session(60, padding: 15_000)
        let huge = DestinationRun.session(1, padding: 40_000)[0]
        events.insert(huge, at: 30)
        #expect(try run.deliver(events))
        #expect(run.receiver.violations.isEmpty, "\(run.receiver.violations)")
        #expect(!run.ingestedKeys.contains(huge.id.description) && !run.receiver.bodies.contains { String(decoding: $0, as: UTF8.self).contains(huge.id.description) })
        #expect(run.receiver.bodies.allSatisfy { $0.count <= 500_000 } && run.receiver.bodies.count >= 2)
        #expect(run.tracker.counts.rejected == 1 && run.tracker.counts.delivered == 61)
        #expect(run.problems.problems.contains { "\($0)".contains("exceeds the back end's limit of 32000 bytes") })
    }

    @Test("W2: PostHog accepts every event: uuid from the event id, $screen for screens, api_key in the body", .timeLimit(.minutes(1)))
    func postHog() throws {
        let run = try DestinationRun(.posthog, batch: 5)
        defer { run.close() }
        #expect(try run.deliver(DestinationRun.session(8)))
        #expect(run.receiver.violations.isEmpty, "\(run.receiver.violations)")
        #expect(run.receiver.ingested.filter { $0.name == "$screen" }.count == 2)
        #expect(run.ingestedKeys.count == 9 && run.ingestedKeys.allSatisfy { UUID(uuidString: $0) != nil })
        #expect(run.tracker.counts.delivered == 9)
    }

    @Test("W2: a 413 halves the batch until PostHog takes it; nothing is lost or counted twice", .timeLimit(.minutes(1)))
    func postHogHalves() throws {
        let run = try DestinationRun(.posthog, options: .init(maximumRequestBytes: 6_000), batch: 40)
        defer { run.close() }
        #expect(try run.deliver(DestinationRun.session(30)))
        let statuses = run.receiver.statuses
        #expect(statuses.first == 413 && statuses.contains(200))
        #expect(run.receiver.bodies.filter { $0.count <= 6_000 }.count == statuses.filter { $0 == 200 }.count)
        #expect(run.ingestedKeys.count == 31 && run.receiver.ingested.count == 31, "each event once")
        #expect(run.tracker.counts == DurableQueueCounts(delivered: 31, dropped: 0, rejected: 0, pending: 0))
    }

    @Test("W3: Amplitude accepts every event: insert_id from the event id, device_id, session_id", .timeLimit(.minutes(1)))
    func amplitude() throws {
        let run = try DestinationRun(.amplitude, batch: 5)
        defer { run.close() }
        let events = DestinationRun.session(8)
        #expect(try run.deliver(events))
        #expect(run.receiver.violations.isEmpty, "\(run.receiver.violations)")
        #expect(run.ingestedKeys.isSuperset(of: events.map(\.id.description)))
        #expect(run.receiver.ingested.filter { $0.name == "[Amplitude] Screen Viewed" }.count == 2)
    }

    @Test("W3: a 400 naming failing indices drops only those, counted as rejected with Amplitude's reason, and re-sends the rest", .timeLimit(.minutes(1)))
    func amplitudePartial() throws {
        let run = try DestinationRun(.amplitude, batch: 100)
        defer { run.close() }
        let before = DestinationRun.session(3)
        for event in before { try run.tracker.track(event) }
        try run.tracker.identify(userId: "ab")  // Amplitude wants ids of 5 characters or more
        let after = DestinationRun.session(2, start: Date().timeIntervalSince1970 - 500)
        #expect(try run.deliver(after))
        #expect(run.receiver.statuses == [400, 200])
        #expect(run.ingestedKeys == Set(before.map(\.id.description)).union(run.receiver.ingested.filter { $0.name == "session_start" }.map(\.key)))
        #expect(run.receiver.refused.count == 3, "the identify call and the two events with user_id \"ab\"")
        #expect(run.tracker.counts == DurableQueueCounts(delivered: 4, dropped: 0, rejected: 3, pending: 0))
        #expect(run.problems.problems.contains { "\($0)".contains("3 events rejected: Amplitude: invalid user_id") })
    }

    @Test("W3: a 413 splits the batch; a 429 backs off and honors Retry-After", .timeLimit(.minutes(1)))
    func amplitudeSplitAndThrottle() throws {
        let run = try DestinationRun(.amplitude, options: .init(maximumRequestBytes: 5_000, throttledRequests: 1, retryAfter: "1"), batch: 40)
        defer { run.close() }
        let start = Date()
        #expect(try run.deliver(DestinationRun.session(20)))
        #expect(Date().timeIntervalSince(start) >= 0.95, "Retry-After: 1")
        #expect(run.receiver.statuses.first == 429 && run.receiver.statuses.contains(413))
        #expect(run.ingestedKeys.count == 21 && run.receiver.ingested.count == 21)
        #expect(run.tracker.counts == DurableQueueCounts(delivered: 21, dropped: 0, rejected: 0, pending: 0))
    }

    @Test("W4: Mixpanel imports every event: $insert_id from the event id, Basic authentication, strict=1", .timeLimit(.minutes(1)))
    func mixpanel() throws {
        let run = try DestinationRun(.mixpanel, batch: 5)
        defer { run.close() }
        let events = DestinationRun.session(8)
        #expect(try run.deliver(events))
        #expect(run.receiver.violations.isEmpty, "\(run.receiver.violations)")
        #expect(run.ingestedKeys.isSuperset(of: events.map(\.id.description)) && run.ingestedKeys.count == 9)
    }

    @Test("W4: a 400 with failed_records drops only those (counted as rejected); the others were imported and are not sent again", .timeLimit(.minutes(1)))
    func mixpanelPartial() throws {
        let run = try DestinationRun(.mixpanel, batch: 100)
        defer { run.close() }
        let before = DestinationRun.session(2)
        for event in before { try run.tracker.track(event) }
        try run.tracker.identify(userId: "undefined")  // a placeholder Mixpanel refuses as distinct_id
        let after = DestinationRun.session(2, start: Date().timeIntervalSince1970 - 500)
        #expect(try run.deliver(after))
        #expect(run.receiver.statuses == [400], "one request: the others were imported")
        #expect(run.receiver.refused.map(\.key) == after.map(\.id.description))
        #expect(run.ingestedKeys.isSuperset(of: before.map(\.id.description)) && run.ingestedKeys.count == 3)
        #expect(run.tracker.counts == DurableQueueCounts(delivered: 3, dropped: 0, rejected: 2, pending: 0))
        #expect(run.problems.problems.contains { "\($0)".contains("2 events rejected: Mixpanel: properties.distinct_id") })
    }
}
