@_spi(Platform) import Intercept

/// The headless counterpart of `UISegmentedControl`: a tap on a segment selects it and sends
/// `valueChanged`. Its content is the selected segment's title (C1).
@MainActor
open class SegmentedControl: Control {
    /// The segment titles.
    public private(set) var titles: [String]
    /// The selected segment, or -1 for none.
    open var selectedSegmentIndex: Int

    private var touchedSegment: Int?

    /// Creates a segmented control.
    public init(titles: [String], selectedSegmentIndex: Int = -1) {
        self.titles = titles
        self.selectedSegmentIndex = titles.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : -1
        super.init()
    }

    /// Plays a user's tap on a segment. Returns `false` (and does nothing) for a segment that does
    /// not exist or a control that is not in a window.
    @discardableResult
    public func simulateTap(onSegment index: Int) -> Bool {
        guard titles.indices.contains(index), let application = window?.application else { return false }
        touchedSegment = index
        defer { touchedSegment = nil }
        return application.simulateTouch(on: self)
    }

    /// The touched segment becomes selected; `valueChanged` is sent when the selection changes.
    open override func endTracking(with event: TouchEvent) {
        if let touchedSegment, touchedSegment != selectedSegmentIndex {
            selectedSegmentIndex = touchedSegment
            sendActions(for: .valueChanged, with: event)
        }
        super.endTracking(with: event)
    }

    /// The selected segment's title.
    open override var nodeContent: NodeContent {
        .title(titles.indices.contains(selectedSegmentIndex) ? titles[selectedSegmentIndex] : nil)
    }
}
