import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// H1: non-finite, negative or absurd geometry never crashes or hangs exposure; such a view is
/// not visible, and the work of a frame stays bounded however large a view is.
@MainActor
@Suite("Hostile geometry")
struct HostileGeometryTests {
    typealias FeedScreen = ExposureTests.FeedScreen

    static let absurdValues: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 2e9]

    @Test("H1: a tracked view with a negative, non-finite or absurd frame is not visible, and nothing traps")
    func absurdFrames() async throws {
        let screen = FeedScreen()
        screen.card("negative-height", y: 0, height: -1_000)
        screen.card("negative-width", y: 0, width: -10)
        var frames: [Rect] = []
        for value in Self.absurdValues {
            frames.append(Rect(x: value, y: 0, width: 100, height: 100))
            frames.append(Rect(x: 0, y: value, width: 100, height: 100))
            frames.append(Rect(x: 0, y: 0, width: value, height: 100))
            frames.append(Rect(x: 0, y: 0, width: 100, height: value))
        }
        for (index, frame) in frames.enumerated() {
            let inFeed = screen.card("feed-\(index)", y: 0)
            inFeed.frame = frame
            let outside = screen.card("plain-\(index)", y: 0, in: screen.controller.view)
            outside.frame = frame
        }
        #expect(await screen.frame().isEmpty, "not visible, in a scroll container or not")

        screen.card("sane", y: 0)
        #expect(await screen.frame() == ["sane"], "the sane view beside them is still reported")
    }

    @Test("H1: an ancestor with an absurd frame or scroll offset hides its subtree")
    func absurdAncestors() async throws {
        let screen = FeedScreen()
        let group = View()
        group.frame = Rect(x: 0, y: 0, width: 390, height: 400)
        screen.controller.view.addSubview(group)
        let card = screen.card("inside", y: 0, in: group)
        #expect(await screen.frame() == ["inside"])
        for value in Self.absurdValues {
            group.frame = Rect(x: 0, y: value, width: 390, height: 400)
            #expect(await screen.frame().isEmpty)
            group.boundsOrigin = Point(x: 0, y: 0)
            group.frame = Rect(x: 0, y: 0, width: 390, height: 400)
            #expect(await screen.frame() == ["inside"], "back to sane geometry, visible again (\(value))")
            group.boundsOrigin = Point(x: value, y: 0)
            #expect(await screen.frame().isEmpty)
            group.boundsOrigin = .zero
            #expect(await screen.frame() == ["inside"])
        }
        _ = card
    }

    @Test("H1: a scroll to a non-finite or absurd content offset and back never traps")
    func absurdContentOffsets() async throws {
        let screen = FeedScreen()
        screen.card("a", y: 0)
        screen.card("b", y: 900)
        #expect(await screen.frame() == ["a"])
        for value in Self.absurdValues + [-2e9] {
            screen.feed.contentOffset = Point(x: 0, y: value)
            #expect(await screen.frame().isEmpty, "offset \(value): nothing is visible")
            screen.feed.contentOffset = .zero
            #expect(await screen.frame() == ["a"], "offset \(value) and back")
            screen.feed.contentOffset = Point(x: value, y: 0)
            _ = await screen.frame()
            screen.feed.contentOffset = .zero
            _ = await screen.frame()
        }
        screen.feed.contentOffset = Point(x: 0, y: 700)
        #expect(await screen.frame() == ["b"], "the scroll index still works")
        screen.feed.frame.size.height = .nan
        screen.feed.contentOffset = Point(x: 0, y: 0)
        #expect(await screen.frame().isEmpty, "a container of NaN height shows nothing")
    }

    @Test("H1: a view a billion points tall costs a bounded frame, and so does scrolling across it")
    func hugeView() async throws {
        let screen = FeedScreen()
        let tall = screen.card("tall", y: 0, height: 1e9)
        tall.trackingAttributes.exposure?.minimumVisibleFraction = 0
        // Only the frames' main-thread work is timed (a flush waits for tests running in parallel).
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        func frame() async -> [String] {
            let before = screen.recorder.count
            elapsed += clock.measure { screen.application.runFrame() }
            await screen.interception.flush()
            return screen.recorder.events.dropFirst(before).compactMap { $0.element?.trackingID }
        }
        #expect(await frame() == ["tall"], "plausible, so visible at the smallest threshold")
        screen.feed.contentOffset = Point(x: 0, y: 5e8)
        #expect(await frame().isEmpty, "still visible, not reported again")
        screen.feed.contentOffset = Point(x: 0, y: -1e9)
        #expect(await frame().isEmpty)
        screen.feed.contentOffset = Point(x: 0, y: 1e9 - 100)
        #expect(await frame() == ["tall"])
        tall.frame.size.height = 1e9 - 1
        _ = await frame()
        // Before the fix indexing this view alone took about 8 s and 520 MB.
        #expect(elapsed < .seconds(2))
    }
}
