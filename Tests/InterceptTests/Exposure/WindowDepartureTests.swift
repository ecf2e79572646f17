import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

/// F4, F16: a view that leaves its window is told to exposure without the view (on UIKit it may be
/// deallocating, and no weak reference may be formed to it); the next frame still sees it go.
@MainActor
@Suite("Window departures")
struct WindowDepartureTests {
    @Test("F4 X1: a card removed from its window is no longer visible, and is exposed again when it comes back, though the departure named no view")
    func departureWithoutTheView() async {
        let screen = ExposureTests.FeedScreen()
        let card = screen.card("a", y: 0)
        #expect(await screen.frame() == ["a"])
        card.removeFromSuperview()
        #expect(screen.interception.needsExposureFrames, "the unnamed departure asks for a frame")
        #expect(await screen.frame().isEmpty)
        screen.feed.addSubview(card)
        #expect(await screen.frame() == ["a"], "seen leaving, so exposed again")
    }

    @Test("F4 X5: a cover that leaves its window uncovers the view beneath it on the next frame")
    func coverLeaves() async {
        let screen = ExposureTests.FeedScreen()
        screen.card("a", y: 0)
        let cover = View()
        cover.frame = Rect(x: 0, y: 0, width: 390, height: 800)
        cover.isOpaque = true
        cover.backgroundColor = Color(white: 1)
        screen.controller.view.addSubview(cover)
        #expect(await screen.frame().isEmpty, "covered")
        cover.removeFromSuperview()
        #expect(await screen.frame() == ["a"])
    }
}
