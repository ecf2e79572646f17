@_spi(InterceptTesting) import Intercept

extension ConformanceScene {
    /// D18: each of the host's own actions, run on an intercepted host, makes the calls it names,
    /// all through the proxy. While it runs, the property's getter reports a stand-in spy instead
    /// of the business delegate: a call made through `delegate` reaches the stand-in, a call made
    /// through `$delegate.target` the business delegate, so a call site that goes around the proxy
    /// (and never emits) is told apart from one that does not.
    func checkCallSites() async throws(ExpectationFailure) {
        guard kit.hostActions.indices.contains(index), kit.hostActions[index].name == method else {
            throw failure("K1 set-up: the host actions changed between listing and running")
        }
        let action = kit.hostActions[index]
        let made = action.make()
        guard let property = (made.host as AnyObject) as? InterceptableDelegate<Proxy> else {
            throw failure("K1 set-up: the kit tells a call around the proxy apart only on an @Interceptable property (InterceptableDelegate), not on \(type(of: made.host as AnyObject))")
        }
        let spy = try makeSpy()
        let standIn = try makeSpy()
        assign(spy.delegate, to: made.host)
        try intercept(made.host)
        property.reportedStandIn = standIn.delegate
        made.run()
        property.reportedStandIn = nil
        let bypassed = standIn.recorder.calls.map(\.method)
        if !bypassed.isEmpty {
            throw failure("\(bypassed.joined(separator: ", ")) reached the business delegate without passing the proxy: the host calls it through its `delegate` getter (`delegate?.…`), which returns the business delegate (D11), so no event is ever emitted for it; call it through `$delegate.target?.…`")
        }
        let received = spy.recorder.calls.map(\.method)
        try require(received == action.calls,
                    "the action made \(received.isEmpty ? "no delegate call" : received.joined(separator: ", ")), expected \(action.calls.joined(separator: ", "))")
        withExtendedLifetime((made.owner, spy.object, standIn.object)) {}
    }
}
