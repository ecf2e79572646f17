@_spi(Platform) import Intercept

extension ConformanceScene {
    /// D8: with another library's proxy in the chain, behind ours (it wraps the business delegate
    /// and the app assigns it) or in front of ours (it wraps what the host calls), each call
    /// reaches the business delegate once, with one host's events.
    func checkForeignProxy() async throws(ExpectationFailure) {
        guard let makeForeign = kit.foreignProxy else { return }
        let host = makeHost()
        let spy = try makeSpy()
        let behind = makeForeign(spy.object)
        assign(behind, to: host)
        try intercept(host)
        try await requireReaches(spy, through: host, "with another library's proxy behind ours")
        try await requireEvents(try await expectedEvents(for: host), "with another library's proxy behind ours")

        let front = makeHost()
        let frontSpy = try makeSpy()
        assign(frontSpy.delegate, to: front)
        try intercept(front)
        let wrapping = makeForeign(callee(of: front).map { $0 as AnyObject })
        assign(wrapping, to: front)
        try require(reported(by: front) != nil, "with another library's proxy in front of ours the host reports no delegate")
        try await requireReaches(frontSpy, through: front, "with another library's proxy in front of ours")
        try await requireEvents(try await expectedEvents(for: front), "with another library's proxy in front of ours")
        withExtendedLifetime((behind as AnyObject, wrapping as AnyObject)) {}
    }
}
