@_spi(Platform) import Intercept

extension ConformanceScene {
    /// D1: the call reaches the business delegate exactly once, with the arguments and answer of
    /// a direct call.
    func checkForwarding() async throws(ExpectationFailure) {
        let host = makeHost()
        let spy = try makeSpy()
        assign(spy.delegate, to: host)
        try intercept(host)
        try await requireReaches(spy, through: host, "through the intercepted host")
    }

    /// D2: with a delegate that implements nothing, the host gets what such a delegate answers
    /// without a proxy (the protocol's default, or "not implemented"). Events are not D2's
    /// business: a marked method of a protocol without optional methods may report the call
    /// whichever implementation answers it.
    func checkParity() async throws(ExpectationFailure) {
        guard let unimplementing = kit.unimplementingDelegate else { return }
        let host = makeHost()
        let reference = await CallOutcome.of(try invocation(for: host), on: unimplementing())
        let bare = unimplementing()
        assign(bare, to: host)
        try intercept(host)
        let outcome = try await callAsHost(host)
        try require(outcome == reference,
                    "with a delegate that does not implement it, the intercepted host's call \(outcome), without a proxy it \(reference)")
        withExtendedLifetime(bare) {}
    }
}
