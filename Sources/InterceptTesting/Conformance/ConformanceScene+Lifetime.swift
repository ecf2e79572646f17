@_spi(InterceptTesting) import Intercept

extension ConformanceScene {
    /// D4: the proxy does not keep the business delegate alive, and a call after its release is
    /// absorbed: it reaches nothing (the delegate is gone), emits nothing, and does not crash. Its
    /// answer is not compared: a host whose delegate is gone applies its own default, and a proxy
    /// still called then (by another library's proxy holding it) can only answer a fallback.
    func checkWeakDelegate() async throws(ExpectationFailure) {
        let host = makeHost()
        weak var released: AnyObject?
        let proxy: Proxy
        do {
            let spy = try makeSpy()
            released = spy.object
            assign(spy.delegate, to: host)
            proxy = try intercept(host)
            try await requireReaches(spy, through: host, "before the release")
        }
        _ = await takeEvents()
        try require(released == nil, "the business delegate is still alive after the app released it: the proxy or the host keeps it (controller -> host -> proxy -> controller)")
        _ = await CallOutcome.of(try invocation(for: host), on: proxy.asDelegate)
        _ = try await callAsHost(host)
        try await requireEvents([], "after the business delegate's release")
    }

    /// D12: a business delegate released during a call survives the call, which completes as a
    /// direct one, and later calls are absorbed; a call reaching the proxy of a host that is gone
    /// emits nothing.
    func checkTeardown() async throws(ExpectationFailure) {
        let host = makeHost()
        let reference = try await directCall(for: host)
        let holder = ObjectHolder()
        weak var released: AnyObject?
        let recorder: DelegateCallRecorder
        do {
            let spy = try makeSpy()
            holder.object = spy.object
            released = spy.object
            recorder = spy.recorder
            assign(spy.delegate, to: host)
            try intercept(host)
            spy.recorder.whileRecording { MainActor.assumeIsolated { holder.object = nil } }
        }
        let outcome = try await callAsHost(host)
        try require(!recorder.calls.isEmpty,
                    "the call never reached the business delegate (the host's call \(outcome)), so the delegate could not be released during it")
        try require(outcome == reference.outcome,
                    "with the business delegate released during the call, the host's call \(outcome), a direct call \(reference.outcome)")
        try await requireEvents(try await expectedEvents(for: host), "with the business delegate released during the call")
        try require(released == nil, "the business delegate released during a call is still alive after it")
        _ = try await callAsHost(host)
        try await requireEvents([], "after the business delegate was released during a call")

        let witness = makeHost()
        var gone: Host? = makeHost()
        weak let goneHost = gone
        let spy = try makeSpy()
        let orphan: Proxy
        do {
            let doomed = gone!
            assign(spy.delegate, to: doomed)
            orphan = try intercept(doomed)
        }
        gone = nil
        try require(goneHost == nil, "the host is still alive after the app released it: its proxy or slot keeps it")
        _ = await CallOutcome.of(try invocation(for: witness), on: orphan.asDelegate)
        try await requireEvents([], "through the proxy of a host that is gone")
    }
}

/// Holds an object strongly until a check lets it go.
@MainActor
final class ObjectHolder {
    var object: AnyObject?
}
