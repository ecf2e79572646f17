extension Interception {
    /// The most views ``trackingSnapshot(of:)`` visits; a larger tree gives a truncated snapshot.
    public static let maximumInspectedViews = 20_000

    /// What this interception tracks in the view tree under `root` (a window, or a screen's root
    /// view) right now (Q2): the elements, with their ids, paths and exposure state; the pages
    /// shown; and the hosts, with their interception state.
    ///
    /// It only reads: taking a snapshot changes no state, calls no delegate and emits nothing
    /// (elements are described as events describe them, so custom property providers run). It
    /// costs a walk of the tree, so it is for debugging and tests, not for every frame.
    public func trackingSnapshot(of root: any ViewNode) -> TrackingSnapshot {
        let describer = elementDescriber
        var elements: [TrackingSnapshot.Element] = []
        var hosts: [TrackingSnapshot.Host] = []
        var pending: [any ViewNode] = [root]
        var visited = 0
        var isTruncated = false
        while let view = pending.popLast() {
            guard visited < Self.maximumInspectedViews else {
                isTruncated = true
                break
            }
            visited += 1
            let recognizers = (view as? any GestureHostsProviding)?.attachedGestureHosts ?? []
            let description = describer.describe(view)
            if isElement(view, hasRecognizers: !recognizers.isEmpty) {
                elements.append(element(view, description: description))
            }
            if let list = view as? any ListHost {
                hosts.append(listHost(list, path: description?.element.path))
            }
            for recognizer in recognizers {
                hosts.append(gestureHost(recognizer, path: description?.element.path))
            }
            for index in stride(from: view.childNodeCount - 1, through: 0, by: -1) {
                pending.append(view.childNode(at: index))
            }
        }
        let now = self.now
        return TrackingSnapshot(
            isEnabled: isEnabled,
            disabledFamilies: InteractionFamily.allCases.filter { isEnabled && !isEnabled($0) },
            pages: pages.active.map { page in
                TrackingSnapshot.Page(
                    name: page.screenProperties.name, title: page.screenProperties.title,
                    properties: page.properties, shownFor: now.timeIntervalSince(page.enteredAt))
            },
            elements: elements,
            hosts: hosts,
            isTruncated: isTruncated
        )
    }

    /// A view an event could be about.
    private func isElement(_ view: any ViewNode, hasRecognizers: Bool) -> Bool {
        if hasRecognizers || view is any ControlHost || view.listIndexPath != nil { return true }
        let attributes = view.trackingAttributes
        return attributes.trackingID != nil || attributes.exposure != nil || !attributes.customProperties.isEmpty
    }

    private func element(_ view: any ViewNode, description: ElementDescription?) -> TrackingSnapshot.Element {
        let attributes = view.trackingAttributes
        var exposure: TrackingSnapshot.Exposure?
        if let context = attributes.exposure {
            let fraction = VisibleGeometry.visibleFraction(of: view).fraction
            let minimum = context.minimumVisibleFraction.map { min(max($0, 0), 1) } ?? configuration.exposure.minimumVisibleFraction
            exposure = TrackingSnapshot.Exposure(
                trackingID: context.trackingID, visibleFraction: fraction, minimumVisibleFraction: minimum,
                isVisible: fraction > 0 && fraction >= minimum)
        }
        return TrackingSnapshot.Element(
            type: description?.element.type ?? attributes.displayType ?? view.nodeTypeName,
            path: description?.element.path,
            trackingID: attributes.trackingID,
            content: description?.element.content,
            screenName: description?.screen?.name ?? view.screenNode.map { ElementDescriber.screenProperties(of: $0).name },
            isIgnored: description == nil,
            exposure: exposure
        )
    }

    private func listHost<List: ListHost>(_ list: List, path: String?) -> TrackingSnapshot.Host {
        let slot = list.delegateSlot
        return TrackingSnapshot.Host(
            kind: .list,
            type: list.nodeTypeName,
            path: path,
            identity: slot.proxy?.context.hostIdentity,
            state: state(of: slot.proxy?.context.interception, installed: slot.proxy != nil),
            delegateType: list.delegate.map { String(describing: type(of: $0 as AnyObject)) },
            isBehindForeignProxy: slot.proxy != nil && slot.frontProxy == nil
        )
    }

    private func gestureHost(_ recognizer: any GestureHost, path: String?) -> TrackingSnapshot.Host {
        let hook = recognizer.gestureTrackingHook.flatMap { $0.isDetached ? nil : $0 }
        return TrackingSnapshot.Host(
            kind: .gestureRecognizer,
            type: recognizer.recognizerTypeName,
            path: path,
            identity: hook?.hostIdentity,
            state: state(of: hook?.interception, installed: hook != nil),
            delegateType: nil,
            isBehindForeignProxy: false
        )
    }

    /// Who tracks a host whose proxy or hook (`installed`) reports to `owner`; the tracking
    /// snapshot (Q2) and the coexistence report (Q1) say it alike.
    func state(of owner: Interception?, installed: Bool) -> TrackingSnapshot.Host.State {
        guard installed else { return .notIntercepted }
        // An owner that is gone leaves the host to the next interception that claims it.
        guard let owner else { return .notIntercepted }
        return owner === self ? .intercepted : .interceptedByAnother
    }
}
