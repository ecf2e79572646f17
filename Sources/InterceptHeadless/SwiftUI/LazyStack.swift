@_spi(Platform) import Intercept

/// A SwiftUI `LazyVStack` in a `ScrollView`, or a `List`, as the headless platform models it (S3,
/// S5): rows of a fixed height, rendered (and given `onAppear`) a few rows beyond the viewport,
/// and either destroyed when they leave that range (a lazy stack) or kept in a pool and given
/// another item (a list's reused cells). Every rendered row reports its frame and its scroll
/// container's viewport in window coordinates, as `onGeometryChange` with `bounds(of: .scrollView)`
/// does on iOS 17 and later.
@MainActor
@_spi(Platform) public final class LazyStack {
    /// The scroll container: its frame is the viewport.
    public let view = View()
    /// The items' ids, top to bottom.
    public var itemIDs: [String]
    /// Each row's height.
    public let rowHeight: Double
    /// Rows rendered beyond each edge of the viewport.
    public let prefetchedRows: Int
    /// Whether rows leaving are kept and given another item (a `List`) or destroyed.
    public let recyclesRows: Bool
    /// How far the content is scrolled.
    public var contentOffset = 0.0
    /// The fraction and dwell the rows declare.
    public var minimumVisibleFraction: Double?
    public var minimumDwell: Double?

    weak var screen: SwiftUIScreenInstance?
    private(set) var rendered: [Int: SwiftUIExposureInstance] = [:]
    private var pool: [SwiftUIExposureInstance] = []
    private var leftWindow: [SwiftUIExposureInstance] = []
    private unowned let runtime: SwiftUIRuntime

    init(runtime: SwiftUIRuntime, itemIDs: [String], rowHeight: Double, prefetchedRows: Int, recyclesRows: Bool) {
        self.runtime = runtime
        self.itemIDs = itemIDs
        self.rowHeight = rowHeight
        self.prefetchedRows = prefetchedRows
        self.recyclesRows = recyclesRows
    }

    /// The instances rendered now, by row.
    public var renderedRows: [Int: SwiftUIExposureInstance] { rendered }

    private func element(for itemID: String) -> DeclaredElement {
        DeclaredElement(
            type: "Row", name: "row", path: [DeclaredPathSegment("feed"), DeclaredPathSegment("row", identity: itemID)],
            screen: screen?.core.screen)
    }

    private func exposure(for itemID: String) -> ExposureContext {
        ExposureContext(trackingID: itemID, minimumVisibleFraction: minimumVisibleFraction, minimumDwell: minimumDwell)
    }

    /// The rendered rows' bodies run again (the environment's interception changed, say), declaring
    /// what they show now.
    public func render() {
        for instance in rendered.values {
            instance.core.declare(element(for: instance.itemID), exposure: exposure(for: instance.itemID), in: runtime.environmentInterception, on: screen?.core)
        }
    }

    /// SwiftUI's work for an update: rows leaving the rendered range disappear (destroyed or
    /// pooled), rows entering appear (new, or a pooled instance given the item).
    func layout(into callbacks: inout [SwiftUIRuntime.Callback]) {
        let range = renderedRange()
        for (row, instance) in rendered where !range.contains(row) {
            callbacks.append(.exposure(instance, .onDisappear))
            rendered[row] = nil
            leftWindow.append(instance)
            if recyclesRows { pool.append(instance) }
        }
        for row in range where rendered[row] == nil {
            let itemID = itemIDs[row]
            let instance: SwiftUIExposureInstance
            if recyclesRows, let reused = pool.popLast() {
                leftWindow.removeAll { $0 === reused }
                reused.show(itemID, element: element(for: itemID), exposure: exposure(for: itemID), in: runtime.environmentInterception, on: screen?.core)
                instance = reused
            } else {
                let core = DeclaredExposureInstance(settlingWith: runtime.work, awaiting: runtime.awaitingInterception)
                core.declare(element(for: itemID), exposure: exposure(for: itemID), in: runtime.environmentInterception, on: screen?.core)
                instance = SwiftUIExposureInstance(core: core, itemID: itemID)
            }
            rendered[row] = instance
            callbacks.append(.exposure(instance, .onAppear))
        }
    }

    /// What the rows' geometry and probes report: frames for the rendered ones, no window for those
    /// that left.
    func reportGeometry() {
        for instance in leftWindow { instance.leaveWindow() }
        leftWindow.removeAll()
        guard let window = view.window, view.isShownInWindow, let viewport = view.frameInWindow else {
            for instance in rendered.values { instance.leaveWindow() }
            return
        }
        let reading = window.declaredWindowReading
        let host = view.nearestControllerView
        for instance in rendered.values { instance.move(to: reading, host: host) }
        for (row, instance) in rendered {
            let frame = Rect(x: viewport.minX, y: viewport.minY + Double(row) * rowHeight - contentOffset, width: viewport.width, height: rowHeight)
            instance.place(frame: frame, viewport: viewport, in: reading)
        }
    }

    private func renderedRange() -> Range<Int> {
        guard view.isShownInWindow, !itemIDs.isEmpty, rowHeight > 0 else { return 0..<0 }
        let margin = Double(prefetchedRows) * rowHeight
        let first = Int(((contentOffset - margin) / rowHeight).rounded(.down))
        let last = Int(((contentOffset + view.frame.height + margin) / rowHeight).rounded(.up))
        let lower = min(max(0, first), itemIDs.count)
        return lower..<min(max(lower, last), itemIDs.count)
    }
}
