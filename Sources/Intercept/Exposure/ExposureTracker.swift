import Foundation

/// Finds the moments tracked views become visible (X1-X4), doing work in proportion to what
/// changed rather than to how many views are tracked.
///
/// - Changes are only noted when they happen (`viewDidChange(_:)`,
///   ``containerDidScroll(_:from:)``); on the next frame (``tick(now:in:)``) the changed views'
///   subtrees are looked at. A frame where nothing changed and no dwell timer is due costs a
///   couple of comparisons.
/// - Tracked views inside a scroll container are kept in a bucket index of their vertical extent
///   in the container's content. A vertical scroll looks only at the views in the bands that
///   entered or left the viewport; the others kept their visibility. (A horizontal scroll, and
///   an outer scroll of a nested container, look at all the views of that container.)
/// - Visibility belongs to the tracking id within its placement (``ExposureIdentity``, X2): after
///   a frame's views are looked at, an identity is visible when any view showing it is, so a
///   reused cell that now shows another item reports that item, and an item that moves to another
///   cell object of its list in one frame is not reported twice. The same id in another list,
///   kind or screen is another impression.
@MainActor
final class ExposureTracker {
    static let bucketHeight = 256.0
    /// The most buckets a view is filed under (64 x 256 points); a taller view is kept in the
    /// container's `spanning` set and looked at on every vertical scroll of it, so the work of
    /// indexing stays bounded however tall a view is (H1).
    static let maximumBucketsPerView = 64

    /// A tracked view.
    private final class Entry {
        weak var view: (any ViewNode)?
        var identity: ExposureIdentity
        var isVisible = false
        var visibleOrigin: Point = .zero
        var container: ObjectIdentifier?
        var buckets: ClosedRange<Int>?

        init(view: any ViewNode, identity: ExposureIdentity) {
            self.view = view
            self.identity = identity
        }
    }

    /// A scroll container's index of the tracked views inside it.
    private final class ContainerIndex {
        weak var container: (any ViewNode)?
        var buckets: [Int: Set<ObjectIdentifier>] = [:]
        var spanning: Set<ObjectIdentifier> = []
        var members: Set<ObjectIdentifier> = []

        init(container: any ViewNode) {
            self.container = container
        }
    }

    /// Where an identity stands.
    private struct IdentityState {
        var isVisible = false
        var isReported = false
        var dueAt: Date?
    }

    private struct WeakNode {
        weak var node: (any ViewNode)?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var members: [ExposureIdentity: Set<ObjectIdentifier>] = [:]
    private var identities: [ExposureIdentity: IdentityState] = [:]
    private var containers: [ObjectIdentifier: ContainerIndex] = [:]
    private var changed: [ObjectIdentifier: WeakNode] = [:]
    private var scrolled: [ObjectIdentifier: (container: WeakNode, oldOrigin: Point)] = [:]
    private var pendingDwell: Set<ExposureIdentity> = []
    /// Whether a view left its window (or a window changed) since the last frame, told without
    /// the view (``someViewDidLeaveWindow()``).
    private var hasUnnamedDeparture = false
    /// What covers tracked views (X5).
    private let occlusion = OcclusionIndex()
    /// Whether the next frame drops tracked views that are gone (``viewsMayBeReleased()``).
    private var sweepsReleasedViews = false
    private var changedSweepThreshold = ExposureTracker.minimumSweepThreshold
    private static let minimumSweepThreshold = 256

    /// How many changed views wait for a frame (for tests of the bound).
    var pendingChangeCount: Int { changed.count }

    /// How many views frames have looked at so far: what exposure costs on the main thread.
    private(set) var evaluationCount = 0

    /// How many views are tracked now (for tests and diagnostics).
    var trackedViewCount: Int { entries.count }

    /// Whether the next frame has anything to look at: changes noted, or dwell timers running.
    var hasPendingWork: Bool {
        !changed.isEmpty || !scrolled.isEmpty || !pendingDwell.isEmpty || hasUnnamedDeparture || sweepsReleasedViews
    }

    // MARK: Noting changes

    func viewDidChange(_ view: any ViewNode) {
        changed[ObjectIdentifier(view)] = WeakNode(node: view)
        // While no frame comes (exposure switched off, or no display link), the views gone are
        // dropped whenever the table doubled since the last sweep: it stays as large as the live
        // views noted, however many come and go (S12).
        if changed.count >= changedSweepThreshold {
            changed = changed.filter { $0.value.node != nil }
            changedSweepThreshold = max(Self.minimumSweepThreshold, changed.count * 2)
        }
        occlusion.viewDidChange(view)
    }

    /// Notes that tracked views may have been let go of by their platform without leaving their
    /// window first (a declarative UI drops a row it had hidden): the next frame drops the tracked
    /// views gone, and their ids are visible only through views still alive.
    func viewsMayBeReleased() {
        sweepsReleasedViews = true
    }

    /// A view left its window, or a window itself changed, told without the view: the platform
    /// may be inside the view's deallocation, where no reference to it may be formed (F4). The
    /// next frame looks at every tracked view (those that left are no longer visible) and builds
    /// the occlusion layers again; departures are rare next to scrolls and layout.
    func someViewDidLeaveWindow() {
        hasUnnamedDeparture = true
    }

    func containerDidScroll(_ container: any ViewNode, from oldOrigin: Point) {
        let id = ObjectIdentifier(container)
        if scrolled[id] == nil { scrolled[id] = (WeakNode(node: container), oldOrigin) }
    }

    func screenAppearanceDidChange(_ screen: any ScreenNode) {
        if let root = screen.rootViewNode { viewDidChange(root) }
    }

    // MARK: A frame

    /// Looks at what changed since the last frame, then fires the dwell timers that are due.
    /// While exposure is switched off (U2) changes keep being noted (one entry per changed view),
    /// and are looked at once it is on again. Exposures of one frame are reported top to bottom,
    /// then left to right.
    func tick(now: Date, in interception: Interception) {
        guard hasPendingWork, interception.isEnabled(.exposure) else { return }
        var toEvaluate: [ObjectIdentifier: any ViewNode] = [:]
        var visited: Set<ObjectIdentifier> = []
        occlusion.use(interception.configuration.exposure.occlusion)
        for (_, weak) in changed {
            if let view = weak.node { collectTracked(in: view, into: &toEvaluate, visited: &visited) }
        }
        if hasUnnamedDeparture {
            hasUnnamedDeparture = false
            for (id, entry) in entries { if let view = entry.view { toEvaluate[id] = view } }
            occlusion.forgetAllLayers()
            occlusion.addWatchedViews(to: &toEvaluate)
        }
        // Something opaque appeared, moved or went: the views on screen may be covered or not (X5).
        if occlusion.invalidateChangedLayers() { occlusion.addWatchedViews(to: &toEvaluate) }
        for (id, scroll) in scrolled {
            guard let container = scroll.container.node else { continue }
            collectScrollCandidates(of: container, id: id, from: scroll.oldOrigin, into: &toEvaluate)
        }
        changed.removeAll(keepingCapacity: true)
        scrolled.removeAll(keepingCapacity: true)

        var touchedIdentities: Set<ExposureIdentity> = []
        if sweepsReleasedViews {
            sweepsReleasedViews = false
            for (id, entry) in entries where entry.view == nil {
                touchedIdentities.insert(entry.identity)
                unregister(id)
            }
        }
        for view in toEvaluate.values {
            evaluate(view, touching: &touchedIdentities, policy: interception.configuration.exposure)
        }
        for identity in inScreenOrder(touchedIdentities) {
            settle(identity, now: now, in: interception)
        }
        fireDueDwell(now: now, in: interception)
    }

    /// Each view once per frame, however many changed views contain it and even when a custom
    /// host's children lead back to an ancestor (H2).
    private func collectTracked(
        in root: any ViewNode, into result: inout [ObjectIdentifier: any ViewNode], visited: inout Set<ObjectIdentifier>
    ) {
        var pending: [any ViewNode] = [root]
        while let view = pending.popLast() {
            let id = ObjectIdentifier(view)
            guard visited.insert(id).inserted else { continue }
            if view.trackingAttributes.exposure != nil || entries[id] != nil { result[id] = view }
            for position in 0..<view.childNodeCount { pending.append(view.childNode(at: position)) }
        }
    }

    private func collectScrollCandidates(
        of container: any ViewNode, id: ObjectIdentifier, from oldOrigin: Point,
        into result: inout [ObjectIdentifier: any ViewNode]
    ) {
        if let index = containers[id] {
            let newOrigin = container.nodeBoundsOrigin
            let height = container.nodeFrame.height
            let candidates: Set<ObjectIdentifier>
            if newOrigin.x != oldOrigin.x || !PlausibleGeometry.isPlausible(newOrigin)
                || !PlausibleGeometry.isPlausible(oldOrigin) || !PlausibleGeometry.isPlausible(height)
            {
                // Sideways, or from or to absurd geometry (H1): every view of the container.
                candidates = index.members
            } else {
                let oldTop = oldOrigin.y, newTop = newOrigin.y
                var found = index.spanning
                // The viewport's edges, and the edges of what covers it (X5), are where views cross.
                let edges = [0, height] + occlusion.coverEdges(over: container)
                for band in edges.map({ (min(oldTop, newTop) + $0, max(oldTop, newTop) + $0) }) {
                    let range = Self.bucket(of: band.0)...Self.bucket(of: band.1)
                    if range.count <= index.buckets.count {
                        for bucket in range { found.formUnion(index.buckets[bucket] ?? []) }
                    } else {
                        // A band wider than the index: visit the index, not the band (H1).
                        for (bucket, ids) in index.buckets where range.contains(bucket) { found.formUnion(ids) }
                    }
                }
                candidates = found
            }
            for member in candidates { if let view = entries[member]?.view { result[member] = view } }
        }
        // Containers nested inside the scrolled one moved as a whole.
        for (otherID, other) in containers where otherID != id {
            guard let nested = other.container, Self.isDescendant(nested, of: container) else { continue }
            for member in other.members { if let view = entries[member]?.view { result[member] = view } }
        }
    }

    // MARK: Evaluating

    private func evaluate(_ view: any ViewNode, touching identitiesTouched: inout Set<ExposureIdentity>, policy: ExposurePolicy) {
        evaluationCount &+= 1
        let id = ObjectIdentifier(view)
        guard let context = view.trackingAttributes.exposure, view.isAttachedToWindow else {
            if let entry = entries[id] { identitiesTouched.insert(entry.identity) }
            unregister(id)
            return
        }
        let placement = VisibleGeometry.contentFrame(of: view)
        let identity = ExposureIdentity(of: view, context: context, container: placement?.container)
        let entry: Entry
        if let existing = entries[id] {
            entry = existing
            if entry.identity != identity {
                identitiesTouched.insert(entry.identity)
                members[entry.identity]?.remove(id)
                if members[entry.identity]?.isEmpty == true { members[entry.identity] = nil }
                entry.identity = identity
                members[entry.identity, default: []].insert(id)
            }
        } else {
            entry = Entry(view: view, identity: identity)
            entries[id] = entry
            members[identity, default: []].insert(id)
        }
        index(entry, id: id, placement: placement)
        let (clippedFraction, visibleRect) = VisibleGeometry.visibleFraction(of: view)
        let (fraction, isCovered) = occlusion.uncoveredFraction(of: view, fraction: clippedFraction, visibleRect: visibleRect)
        entry.visibleOrigin = visibleRect.origin
        let threshold = context.minimumVisibleFraction.map { min(max($0, 0), 1) } ?? policy.minimumVisibleFraction
        entry.isVisible = fraction > 0 && fraction >= threshold
        occlusion.watch(view, id: id, if: entry.isVisible || isCovered)
        identitiesTouched.insert(entry.identity)
    }

    /// Applies a frame's results to one identity: visible now when any of its views is.
    private func settle(_ identity: ExposureIdentity, now: Date, in interception: Interception) {
        let views = (members[identity] ?? []).compactMap { entries[$0] }
        var state = identities[identity] ?? IdentityState()
        let isVisible = views.contains { $0.isVisible }
        defer {
            if views.isEmpty && !state.isVisible { identities[identity] = nil } else { identities[identity] = state }
        }
        guard isVisible != state.isVisible else { return }
        state.isVisible = isVisible
        guard isVisible else {
            state.isReported = false
            state.dueAt = nil
            pendingDwell.remove(identity)
            return
        }
        guard let visible = views.first(where: { $0.isVisible }), let view = visible.view, let context = view.trackingAttributes.exposure else { return }
        let dwell = context.minimumDwell.map { max(0, $0) } ?? interception.configuration.exposure.minimumDwell
        if dwell > 0 {
            state.dueAt = now.addingTimeInterval(dwell)
            pendingDwell.insert(identity)
        } else {
            state.isReported = true
            report(view, context: context, in: interception)
        }
    }

    private func fireDueDwell(now: Date, in interception: Interception) {
        for identity in pendingDwell {
            guard var state = identities[identity], state.isVisible, let due = state.dueAt else {
                pendingDwell.remove(identity)
                continue
            }
            guard due <= now else { continue }
            pendingDwell.remove(identity)
            state.dueAt = nil
            state.isReported = true
            identities[identity] = state
            let views = (members[identity] ?? []).compactMap { entries[$0] }
            if let view = views.first(where: { $0.isVisible })?.view, let context = view.trackingAttributes.exposure {
                report(view, context: context, in: interception)
            }
        }
    }

    private func report(_ view: any ViewNode, context: ExposureContext, in interception: Interception) {
        if let declared = view as? DeclaredExposureNode {
            // A declared exposure (S3) is described from what the app declared, not from a view tree.
            guard var description = interception.elementDescriber.describe(declared.element) else { return }
            // The id is the app's value (a database id, but also an e-mail or a phone number): it
            // leaves screened as an identifier and capped, by the rule UIKit ids follow (H5), in a private subtree too;
            // the raw id only keys the identity, on the device.
            description.element.trackingID = interception.elementDescriber.reportedIdentity(context.trackingID)
            interception.emit(InteractionEvent(
                kind: .exposure, timestamp: interception.now, element: description.element, screen: description.screen,
                customProperties: description.customProperties.merging(context.properties) { _, declared in declared }))
            return
        }
        guard var capture = interception.elementDescriber.capture(view) else { return }
        capture.trackingID = context.trackingID
        capture.customProperties.merge(context.properties) { _, declared in declared }
        interception.emit(interception.pendingEvent(InteractionEvent(kind: .exposure, timestamp: interception.now), about: capture))
    }

    /// Top to bottom, then left to right, by where an identity's visible view is in its window;
    /// identities without a visible view last, by id. Each identity's place is looked up once,
    /// not at each of the sort's comparisons (two dictionary lookups by string each, n log n
    /// times: most of a scroll frame's cost).
    private func inScreenOrder(_ identities: Set<ExposureIdentity>) -> [ExposureIdentity] {
        let placed = identities.map { identity in
            (identity, (members[identity] ?? []).compactMap { entries[$0] }.first { $0.isVisible }?.visibleOrigin)
        }
        return placed.sorted { first, second in
            switch (first.1, second.1) {
            case let (a?, b?): return a.y != b.y ? a.y < b.y : a.x != b.x ? a.x < b.x : ExposureIdentity.precedes(first.0, second.0)
            case (.some, .none): return true
            case (.none, .some): return false
            case (.none, .none): return ExposureIdentity.precedes(first.0, second.0)
            }
        }.map { $0.0 }
    }

    // MARK: Index

    private func index(_ entry: Entry, id: ObjectIdentifier, placement: (container: any ViewNode, frame: Rect)?) {
        guard let (container, frame) = placement else {
            removeFromIndex(entry, id: id)
            return
        }
        let containerID = ObjectIdentifier(container)
        // `contentFrame` answers plausible frames only: finite, non-negative size (H1).
        let buckets = Self.bucket(of: frame.minY)...Self.bucket(of: frame.maxY)
        guard entry.container != containerID || entry.buckets != buckets else { return }
        removeFromIndex(entry, id: id)
        let index = containers[containerID] ?? ContainerIndex(container: container)
        containers[containerID] = index
        if buckets.count > Self.maximumBucketsPerView {
            index.spanning.insert(id)
        } else {
            for bucket in buckets { index.buckets[bucket, default: []].insert(id) }
        }
        index.members.insert(id)
        entry.container = containerID
        entry.buckets = buckets
    }

    private func removeFromIndex(_ entry: Entry, id: ObjectIdentifier) {
        guard let containerID = entry.container, let index = containers[containerID] else { return }
        if let buckets = entry.buckets, buckets.count <= Self.maximumBucketsPerView {
            for bucket in buckets {
                index.buckets[bucket]?.remove(id)
                if index.buckets[bucket]?.isEmpty == true { index.buckets[bucket] = nil }
            }
        }
        index.spanning.remove(id)
        index.members.remove(id)
        if index.members.isEmpty { containers[containerID] = nil }
        entry.container = nil
        entry.buckets = nil
    }

    private func unregister(_ id: ObjectIdentifier) {
        occlusion.forget(id)
        guard let entry = entries.removeValue(forKey: id) else { return }
        entry.isVisible = false
        removeFromIndex(entry, id: id)
        members[entry.identity]?.remove(id)
        if members[entry.identity]?.isEmpty == true { members[entry.identity] = nil }
    }

    /// Never traps: callers pass plausible coordinates, and anything else is clamped (H1).
    private static func bucket(of y: Double) -> Int {
        let limit = PlausibleGeometry.maximumMagnitude / bucketHeight
        let value = y / bucketHeight
        guard value.isFinite else { return 0 }
        return Int(min(max(value, -limit), limit).rounded(.down))
    }

    private static func isDescendant(_ view: any ViewNode, of ancestor: any ViewNode) -> Bool {
        ViewTreeWalk.isDescendant(view, of: ancestor)
    }
}
