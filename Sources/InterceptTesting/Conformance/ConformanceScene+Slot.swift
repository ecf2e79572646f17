@_spi(Platform) import Intercept

extension ConformanceScene {
    /// D5: intercepting twice gives one proxy; a proxy assigned as another host's delegate is
    /// unwrapped; one delegate on two hosts gets two proxies, and each call reaches it once with
    /// one host's events.
    func checkOneProxy() async throws(ExpectationFailure) {
        let host = makeHost()
        let other = makeHost()
        let spy = try makeSpy()
        assign(spy.delegate, to: host)
        let proxy = try intercept(host)
        try require(try intercept(host) === proxy, "intercepting the host twice gave two proxies")
        try await requireReaches(spy, through: host, "after intercepting twice")
        try await requireEvents(try await expectedEvents(for: host), "after intercepting twice")

        let otherProxy = try intercept(other)
        try require(otherProxy !== proxy, "two hosts share one proxy")
        assign(proxy.asDelegate, to: other)
        try require(reported(by: other) === spy.object,
                    "a second host given the first host's proxy as its delegate reports \(describe(reported(by: other))), expected the business delegate (the proxy unwrapped)")
        try require(other.existingDelegateSlot?.proxy === otherProxy, "a second host given the first host's proxy lost its own proxy")
        try await requireReaches(spy, through: other, "on a second host given the first host's proxy")
        try await requireEvents(try await expectedEvents(for: other), "on a second host given the first host's proxy (a proxy inside a proxy emits twice)")
        try await requireReaches(spy, through: host, "on the first host, the delegate shared with a second one")
        try await requireEvents(try await expectedEvents(for: host), "on the first host, the delegate shared with a second one")
    }

    /// D6: re-targeting to another delegate, to `nil` and back keeps the proxy, and calls reach
    /// only the delegate assigned last.
    func checkRetarget() async throws(ExpectationFailure) {
        let host = makeHost()
        let first = try makeSpy()
        let second = try makeSpy()
        assign(first.delegate, to: host)
        let proxy = try intercept(host)

        assign(second.delegate, to: host)
        try require(host.existingDelegateSlot?.proxy === proxy, "re-targeting to another delegate replaced the proxy")
        try require(reported(by: host) === second.object, "after re-targeting the host reports \(describe(reported(by: host))), expected the new delegate")
        try await requireReaches(second, through: host, not: [first], "after re-targeting to another delegate")
        try await requireEvents(try await expectedEvents(for: host), "after re-targeting to another delegate")

        assign(nil, to: host)
        try require(reported(by: host) == nil, "after assigning nil the host reports \(describe(reported(by: host))), expected nil")
        try await requireReachesNothing(through: host, of: [first, second], "after assigning nil")
        try await requireEvents([], "after assigning nil")

        assign(first.delegate, to: host)
        try require(host.existingDelegateSlot?.proxy === proxy, "assigning a delegate after nil replaced the proxy")
        try await requireReaches(first, through: host, not: [second], "after nil and back")
        try await requireEvents(try await expectedEvents(for: host), "after nil and back")
    }

    /// D7: the delegate assigned again (as a host subclass's setter that calls `super` does, or
    /// an app that assigns in two places) changes nothing: one proxy, one call, one event.
    func checkReassignment() async throws(ExpectationFailure) {
        let host = makeHost()
        let spy = try makeSpy()
        assign(spy.delegate, to: host)
        let proxy = try intercept(host)
        assign(spy.delegate, to: host)
        assign(host.delegate, to: host)
        try require(host.existingDelegateSlot?.proxy === proxy, "assigning the same delegate again replaced the proxy")
        try require(reported(by: host) === spy.object, "after assigning the same delegate again the host reports \(describe(reported(by: host)))")
        try await requireReaches(spy, through: host, "with the same delegate assigned again")
        try await requireEvents(try await expectedEvents(for: host), "with the same delegate assigned again")
    }

    /// D9: uninstalling gives the host back the business delegate, called directly, silently, in
    /// its storage as before install; installing again works.
    func checkUninstall() async throws(ExpectationFailure) {
        let host = makeHost()
        let spy = try makeSpy()
        assign(spy.delegate, to: host)
        try intercept(host)
        interception.removeInterception(from: host)
        try require(reported(by: host) === spy.object, "after uninstall the host reports \(describe(reported(by: host))), expected the business delegate")
        if let storage = kit.storage {
            let stored = storage(host)
            try require(stored === spy.object, "after uninstall the host stores \(describe(stored)), expected the business delegate, as before install")
        }
        try await requireReaches(spy, through: host, "after uninstall")
        try await requireEvents([], "after uninstall")

        try intercept(host)
        try await requireReaches(spy, through: host, "after installing again")
        try await requireEvents(try await expectedEvents(for: host), "after installing again")
    }

    /// D11: the host's getter reports the business delegate, never the proxy: intercepted,
    /// re-targeted, given a proxy, given `nil`. Which delegate it reports after a re-target is D6's
    /// to check; here only that it is not the proxy, so a stale re-target has one primary finding,
    /// D6 (K5).
    func checkHiddenProxy() throws(ExpectationFailure) {
        let host = makeHost()
        let first = try makeSpy()
        let second = try makeSpy()
        assign(first.delegate, to: host)
        let proxy = try intercept(host)
        try require(reported(by: host) === first.object, "while intercepted the host reports \(describe(reported(by: host))), expected the business delegate")
        assign(second.delegate, to: host)
        try require(reported(by: host) !== proxy, "after re-targeting the host reports its proxy, expected the new delegate")
        assign(proxy.asDelegate, to: host)
        try require(reported(by: host) !== proxy, "given its own proxy the host reports the proxy, expected the business delegate")
        assign(nil, to: host)
        try require(reported(by: host) == nil, "after assigning nil the host reports \(describe(reported(by: host)))")
        withExtendedLifetime(first.object) {}
    }
}
