@_spi(Platform) import Intercept

extension TrackingSnapshot {
    /// Checks that exactly one element has `path` and returns it.
    @discardableResult
    public func requireElement(path: String) throws(ExpectationFailure) -> Element {
        try single(elements.filter { $0.path == path }, "element at \(path)")
    }

    /// Checks that exactly one element declares `trackingID` and returns it.
    @discardableResult
    public func requireElement(trackingID: String) throws(ExpectationFailure) -> Element {
        try single(elements.filter { $0.trackingID == trackingID }, "element with id \(trackingID)")
    }

    /// Checks the exposure state of the element whose exposure identity is `trackingID`, and
    /// returns it.
    @discardableResult
    public func requireExposure(_ trackingID: String, isVisible: Bool) throws(ExpectationFailure) -> Exposure {
        let element = try single(elements.filter { $0.exposure?.trackingID == trackingID }, "exposure \(trackingID)")
        guard let exposure = element.exposure, exposure.isVisible == isVisible else {
            throw ExpectationFailure("expected exposure \(trackingID) \(isVisible ? "visible" : "not visible"), got \(String(describing: element.exposure))\n\(self)")
        }
        return exposure
    }

    /// Checks the page stack, by `screen_name`, bottom first.
    public func requirePages(_ names: [String]) throws(ExpectationFailure) {
        guard pages.map(\.name) == names else {
            throw ExpectationFailure("expected pages \(names), got \(pages.map(\.name))\n\(self)")
        }
    }

    /// Checks that exactly one host of `kind` is at `path`, in `state`, and returns it.
    @discardableResult
    public func requireHost(_ kind: Host.Kind, at path: String, state: Host.State) throws(ExpectationFailure) -> Host {
        let host = try single(hosts.filter { $0.kind == kind && $0.path == path }, "\(kind.rawValue) at \(path)")
        guard host.state == state else {
            throw ExpectationFailure("expected \(kind.rawValue) at \(path) \(state.rawValue), got \(host.state.rawValue)\n\(self)")
        }
        return host
    }

    private func single<Item>(_ matches: [Item], _ what: String) throws(ExpectationFailure) -> Item {
        guard matches.count == 1 else {
            throw ExpectationFailure("expected exactly one \(what), got \(matches.count)\n\(self)")
        }
        return matches[0]
    }
}
