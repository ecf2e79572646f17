@_spi(Platform) import Intercept

extension ConformanceScene {
    /// Events: an attached, enabled proxy emits exactly the method's events, for its host; none
    /// while interception or the event's kind is switched off (`setEnabled(_:for:)`, custom kinds
    /// included), none through a detached proxy; the call reaches the delegate in every case.
    func checkEvents() async throws(ExpectationFailure) {
        let host = makeHost()
        let spy = try makeSpy()
        assign(spy.delegate, to: host)
        let proxy = try intercept(host)
        let expected = try await expectedEvents(for: host)

        try await requireReaches(spy, through: host, "attached and enabled")
        let events = await takeEvents()
        try require(events.map(\.kind) == expected, "attached and enabled, the call emitted \(events.map(\.kind.rawValue)), expected \(expected.map(\.rawValue))")
        try require(events.allSatisfy { $0.host == proxy.context.hostIdentity }, "the call emitted events for another host: \(events.map(\.host))")

        interception.isEnabled = false
        try await requireReaches(spy, through: host, "with interception switched off")
        try await requireEvents([], "with interception switched off")
        interception.isEnabled = true

        for kind in Set(expected) {
            interception.setEnabled(false, for: kind)
            try await requireReaches(spy, through: host, "with \(kind) switched off")
            try await requireEvents(expected.filter { $0 != kind }, "with \(kind) switched off")
            interception.setEnabled(true, for: kind)
        }

        interception.removeInterception(from: host)
        let reference = try await directCall(for: host)
        let before = spy.recorder.calls.count
        _ = await CallOutcome.of(try invocation(for: host), on: proxy.asDelegate)
        let received = spy.recorder.calls.count - before
        try require(received == reference.calls.count,
                    "through the proxy after uninstall (as another library holding it calls it), the call reached the business delegate \(received) times, expected \(reference.calls.count)")
        try await requireEvents([], "through the proxy after uninstall (detached)")
    }
}
