import Intercept
import InterceptHeadless

/// A launched app with a 390 x 800 scroll feed of `cards` tracked cards, 100 points each, shared
/// by the timed exposure benchmarks and the instruction counts.
///
/// With `occluders`, the screen also has what covers a feed in a real app (X5): an opaque sticky
/// header over the feed's top 120 points and an opaque bottom bar over its last 100, both drawn
/// above the feed, so every scroll frame works out what they cover.
@MainActor
public final class ExposureFeed {
    public let application = Application()
    public let window = Window()
    public let controller = ViewController()
    public let feed = ScrollView()
    public let interception = Interception(trackers: [NoOpTracker()])
    private var offset = 0.0

    public init(cards: Int, occluders: Bool = false) {
        application.addObserver(interception)
        application.addWindow(window)
        window.rootViewController = controller
        feed.frame = Rect(x: 0, y: 0, width: 390, height: 800)
        controller.view.addSubview(feed)
        for index in 0..<cards {
            let card = View()
            card.frame = Rect(x: 0, y: Double(index) * 100, width: 390, height: 100)
            card.trackingAttributes.exposure = ExposureContext(trackingID: "card-\(index)")
            feed.addSubview(card)
        }
        if occluders {
            for frame in [Rect(x: 0, y: 0, width: 390, height: 120), Rect(x: 0, y: 700, width: 390, height: 100)] {
                let bar = View()
                bar.frame = frame
                bar.backgroundColor = .white
                controller.view.addSubview(bar)
            }
        }
        application.launch()
        application.runFrame()
    }

    /// Scrolls by 30 points (wrapping around the first 3,000 points) and runs a frame.
    public func scrollFrame() {
        offset = (offset + 30).truncatingRemainder(dividingBy: 3_000)
        feed.contentOffset = Point(x: 0, y: offset)
        application.runFrame()
    }
}
