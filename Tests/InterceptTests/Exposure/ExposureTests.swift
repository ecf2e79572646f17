import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A table data source whose cells declare an exposure per item.
@MainActor
final class ExposureFeedDataSource: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel.text = "Item \(indexPath[1])"
        cell.trackingAttributes.exposure = ExposureContext(trackingID: "item-\(indexPath[1])", properties: ["row": .integer(indexPath[1])])
        return cell
    }
}

/// X1-X4: exposure of tracked views, with frames driven by the test.
@MainActor
@Suite("Exposure")
struct ExposureTests {
    /// A launched app whose root controller holds a scrolling feed 390 x 800 points.
    @MainActor
    final class FeedScreen {
        let clock = ManualClock()
        let recorder = RecordingTracker()
        let interception: Interception
        let application = Application()
        let window = Window()
        let controller: ViewController
        let feed = ScrollView()

        init(policy: ExposurePolicy = ExposurePolicy(), root: ViewController? = nil) {
            let clock = self.clock
            interception = Interception(configuration: InterceptionConfiguration(exposure: policy, clock: { clock.now }), trackers: [recorder])
            application.addObserver(interception)
            application.addWindow(window)
            controller = ViewController(title: "Feed")
            window.rootViewController = root ?? controller
            feed.frame = Rect(x: 0, y: 0, width: 390, height: 800)
            controller.view.addSubview(feed)
            application.launch()
        }

        @discardableResult
        func card(_ id: String, y: Double, x: Double = 0, width: Double = 390, height: Double = 200, in parent: View? = nil) -> View {
            let card = View()
            card.frame = Rect(x: x, y: y, width: width, height: height)
            card.addSubview(Label(text: "Card \(id)"))
            card.trackingAttributes.exposure = ExposureContext(trackingID: id, properties: ["card": .string(id)])
            (parent ?? feed).addSubview(card)
            return card
        }

        /// Runs a frame and returns the tracking ids exposed since the last call.
        func frame() async -> [String] {
            let before = recorder.count
            application.runFrame()
            await interception.flush()
            return recorder.events.dropFirst(before).filter { $0.kind == .exposure }.compactMap { $0.element?.trackingID }
        }
    }

    @Test("X1: an event each time a tracked view goes from not visible to visible")
    func exposedEachTimeItBecomesVisible() async throws {
        let screen = FeedScreen()
        screen.card("a", y: 0)
        screen.card("b", y: 300)
        screen.card("c", y: 1_000)
        #expect(await screen.frame().sorted() == ["a", "b"])
        #expect(await screen.frame().isEmpty, "still visible: nothing new")

        screen.feed.contentOffset = Point(x: 0, y: 600)
        #expect(await screen.frame() == ["c"])
        screen.feed.contentOffset = .zero
        #expect(await screen.frame().sorted() == ["a", "b"])

        let event = try #require(screen.recorder.events.first { $0.kind == .exposure })
        #expect(event.element?.type == "View")
        #expect(event.element?.content == nil, "a container gives no text (N3): its declared id and properties say which it was")
        #expect(event.element?.trackingID == "a")
        #expect(event.screen?.name == "ViewController")
        #expect(event.customProperties == ["card": "a"])
    }

    @Test("X1: the visible fraction threshold at the boundary: just below, exactly at, just above")
    func thresholdBoundary() async throws {
        let screen = FeedScreen(policy: ExposurePolicy(minimumVisibleFraction: 0.5))
        screen.card("below", y: 701, x: 0, width: 130)
        screen.card("at", y: 700, x: 130, width: 130)
        screen.card("above", y: 699, x: 260, width: 130)
        #expect(await screen.frame().sorted() == ["above", "at"])

        let own = screen.card("own", y: 790, height: 100)
        own.trackingAttributes.exposure?.minimumVisibleFraction = 0.1
        #expect(await screen.frame() == ["own"], "a view's own threshold wins")
    }

    @Test("X2: reusable cells: exposure identity follows the tracking id, not the cell object")
    func reusedCells() async throws {
        let screen = FeedScreen()
        let table = TableView(visibleRowCount: 6)
        table.frame = Rect(x: 0, y: 0, width: 390, height: 264)
        let data = ExposureFeedDataSource(count: 40)
        table.dataSource = data
        screen.controller.view.addSubview(table)
        table.reloadData()
        #expect(await screen.frame().sorted() == (0..<6).map { "item-\($0)" }.sorted())

        let firstCells = (0..<6).compactMap { table.cellForRow(at: IndexPath(indexes: [0, $0])) }
        table.scrollToRow(at: IndexPath(indexes: [0, 10]))
        let reused = (10..<16).compactMap { table.cellForRow(at: IndexPath(indexes: [0, $0])) }
        #expect(reused.allSatisfy { cell in firstCells.contains { $0 === cell } }, "the same cell objects show other items")
        #expect(await screen.frame().sorted() == (10..<16).map { "item-\($0)" }.sorted())

        table.scrollToRow(at: IndexPath(indexes: [0, 12]))
        #expect(await screen.frame().sorted() == ["item-16", "item-17"], "items 12-15 stayed visible through reuse")
        let rows = screen.recorder.events.compactMap { $0.customProperties["row"] }
        #expect(rows.count == 14)
    }

    @Test("X1: the exposures of one frame come top to bottom, then left to right, whatever order the views were added in")
    func exposuresOfAFrameInScreenOrder() async throws {
        let screen = FeedScreen()
        for (id, y, x) in [("row2-right", 400.0, 200.0), ("row1-left", 0, 0), ("row2-left", 400, 0), ("row1-right", 0, 200), ("row3", 600, 0)] {
            screen.card(id, y: y, x: x, width: 190, height: 150)
        }
        #expect(await screen.frame() == ["row1-left", "row1-right", "row2-left", "row2-right", "row3"])
    }

    @Test("X3: hidden, alpha 0, clipped by an ancestor, scrolled out or an ancestor hidden: not visible")
    func notVisible() async throws {
        let screen = FeedScreen()
        let hidden = screen.card("hidden", y: 0)
        hidden.isHidden = true
        let transparent = screen.card("transparent", y: 200)
        transparent.alpha = 0
        let clip = View()
        clip.clipsToBounds = true
        clip.frame = Rect(x: 0, y: 400, width: 390, height: 50)
        screen.feed.addSubview(clip)
        screen.card("clipped", y: 0, in: clip)
        let group = View()
        group.frame = Rect(x: 0, y: 500, width: 390, height: 300)
        screen.feed.addSubview(group)
        screen.card("grouped", y: 0, in: group)
        group.isHidden = true
        screen.card("scrolled-out", y: 900)
        #expect(await screen.frame().isEmpty)

        hidden.isHidden = false
        transparent.alpha = 1
        clip.frame.size.height = 150
        #expect(await screen.frame().sorted() == ["clipped", "hidden", "transparent"])
        group.isHidden = false
        #expect(await screen.frame() == ["grouped"], "an ancestor shown again")
    }

    @Test("X3: views on a covered page are not visible; uncovered, they are exposed again")
    func coveredPage() async throws {
        let feedController = ViewController(title: "Feed")
        let navigation = NavigationController(rootViewController: feedController)
        let screen = FeedScreen(root: navigation)
        let card = View()
        card.frame = Rect(x: 0, y: 0, width: 390, height: 200)
        card.trackingAttributes.exposure = ExposureContext(trackingID: "banner")
        feedController.view.addSubview(card)
        #expect(await screen.frame() == ["banner"])

        navigation.pushViewController(ViewController(title: "Detail"))
        #expect(await screen.frame().isEmpty)
        navigation.popViewController()
        #expect(await screen.frame() == ["banner"])

        feedController.present(ViewController(title: "Modal"))
        #expect(await screen.frame().isEmpty)
        feedController.dismiss()
        #expect(await screen.frame() == ["banner"])
    }

    @Test("X4: with a dwell time, an exposure counts only after that long; leaving earlier re-arms it")
    func dwellTime() async throws {
        let screen = FeedScreen(policy: ExposurePolicy(minimumDwell: 2))
        let card = screen.card("slow", y: 0)
        #expect(await screen.frame().isEmpty)
        screen.clock.advance(by: 1.9)
        #expect(await screen.frame().isEmpty)
        screen.clock.advance(by: 0.1)
        #expect(await screen.frame() == ["slow"])

        let other = screen.card("brief", y: 300)
        #expect(await screen.frame().isEmpty)
        screen.clock.advance(by: 1)
        other.isHidden = true
        #expect(await screen.frame().isEmpty)
        screen.clock.advance(by: 0.5)
        other.isHidden = false
        #expect(await screen.frame().isEmpty)
        screen.clock.advance(by: 1.9)
        #expect(await screen.frame().isEmpty, "the dwell started again when it came back")
        screen.clock.advance(by: 0.1)
        #expect(await screen.frame() == ["brief"])
        _ = card
    }

    @Test("U2: the exposure switch turns exposure events off; back on, it resumes from the current state")
    func exposureSwitch() async throws {
        let screen = FeedScreen()
        screen.interception.setEnabled(false, for: .exposure)
        screen.card("a", y: 0)
        #expect(await screen.frame().isEmpty)
        screen.interception.setEnabled(true, for: .exposure)
        #expect(await screen.frame() == ["a"])
    }

    @Test("X1: bad input: a tracked view of no size, or outside any window, is never exposed")
    func badInput() async throws {
        let screen = FeedScreen()
        screen.card("empty", y: 0, height: 0)
        let detached = View()
        detached.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        detached.trackingAttributes.exposure = ExposureContext(trackingID: "detached")
        #expect(await screen.frame().isEmpty)
        #expect(screen.interception.exposureTrackedViewCount == 1, "the empty card is tracked (it is in a window), the detached view is not")
    }

    @Test("X1, X4: frames are needed only while changes are pending or a dwell timer runs")
    func framesNeededOnlyWhileWorkIsPending() async throws {
        let screen = FeedScreen(policy: ExposurePolicy(minimumDwell: 1))
        _ = await screen.frame()
        #expect(!screen.interception.needsExposureFrames, "launched and looked at: nothing pending")

        let card = screen.card("a", y: 0)
        #expect(screen.interception.needsExposureFrames, "a new tracked view needs a look")
        #expect(await screen.frame().isEmpty)
        #expect(screen.interception.needsExposureFrames, "its dwell timer runs")
        screen.clock.advance(by: 1)
        #expect(await screen.frame() == ["a"])
        #expect(!screen.interception.needsExposureFrames, "reported: idle again")

        screen.feed.contentOffset = Point(x: 0, y: 10)
        #expect(screen.interception.needsExposureFrames, "a scroll needs a look")
        _ = await screen.frame()
        #expect(!screen.interception.needsExposureFrames)

        screen.interception.setEnabled(false, for: .exposure)
        card.isHidden = true
        #expect(!screen.interception.needsExposureFrames, "switched off, frames are not needed, though the change is kept")
        screen.interception.setEnabled(true, for: .exposure)
        #expect(screen.interception.needsExposureFrames)
    }
}

extension ExposureTests {
    @Test("X1 H5: a UIKit exposure id is screened as an identifier, as a SwiftUI one is: a GTIN leaves whole, an e-mail and a card number as their markers")
    func trackingIDsAreScreenedAsIdentifiers() async {
        let screen = FeedScreen()
        screen.card("4006381333931", y: 0, height: 150)
        screen.card("jane.doe@example.com", y: 200, height: 150)
        screen.card("4111 1111 1111 1111", y: 400, height: 150)
        let ids = await screen.frame()
        #expect(ids.sorted() == ["4006381333931", "[card]", "[email]"], "\(ids)")
    }
}
