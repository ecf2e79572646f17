import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A1: repeated taps on one element in a short time and distance give one rage tap.
@MainActor
@Suite("Rage taps")
struct RageTapTests {
    /// A screen with a "Pay" button whose action does nothing visible (the classic rage target).
    func payScreen(_ configuration: InterceptionConfiguration = InterceptionConfiguration()) -> (SignalScreen, Button, ActionCounter) {
        let screen = SignalScreen(configuration: configuration)
        let counter = ActionCounter()
        let button = screen.place(Button(title: "Pay"), Rect(x: 100, y: 400, width: 190, height: 50))
        button.addTarget(counter, action: counter.control, for: .touchUpInside)
        return (screen, button, counter)
    }

    @Test("A1: four taps on one button within a second and 44 points of each other give one rageTap with the count")
    func rageTap() async throws {
        let (screen, _, counter) = payScreen()
        for offset in [0.0, 12, -8, 20] { screen.tap(150 + offset, 420 + offset / 2, thenWait: 0.3) }
        #expect(await screen.events(.rageTap).isEmpty, "the burst is still open: more taps may come")
        screen.wait(1)
        let rage = try #require(await screen.events(.rageTap).only)
        #expect(rage.tapCount == 4)
        #expect(rage.element?.type == "Button")
        #expect(rage.element?.content == "Pay")
        #expect(rage.touch?.window == Point(x: 170, y: 430), "where the last tap landed")
        #expect(counter.count == 4, "every tap still reaches the app")
        screen.wait(5)
        #expect(await screen.events(.rageTap).isEmpty, "one event per burst")
    }

    @Test("A1: computed on physical actions: a touch several recognizers see is one tap")
    func onePhysicalActionOneTap() async throws {
        let screen = SignalScreen()
        let counter = ActionCounter()
        let card = screen.place(View(), Rect(x: 0, y: 100, width: 390, height: 200))
        // Two tap recognizers on the card and one on its container: three recognitions per touch.
        card.addGestureRecognizer(TapGestureRecognizer(target: counter, action: counter.gesture))
        card.addGestureRecognizer(TapGestureRecognizer(target: counter, action: counter.gesture))
        screen.controller.view.addGestureRecognizer(TapGestureRecognizer(target: counter, action: counter.gesture))
        screen.interception.interceptGestureRecognizers(in: screen.window)
        screen.tap(100, 200)
        screen.tap(100, 200)
        screen.wait(2)
        #expect(counter.count == 6)
        #expect(await screen.events(.rageTap).isEmpty, "two touches are two taps, not six")
        for _ in 0..<3 { screen.tap(100, 200) }
        screen.wait(2)
        #expect(try #require(await screen.events(.rageTap).only).tapCount == 3)
    }

    @Test("A1: taps too slow, too far apart, on different elements, too long or dragged are not a rage tap")
    func notRage() async throws {
        let (screen, _, _) = payScreen()
        let other = screen.place(Button(title: "Back"), Rect(x: 0, y: 400, width: 90, height: 50))
        other.addTarget(ActionCounter(), action: ActionCounter().control, for: .touchUpInside)
        for _ in 0..<4 { screen.tap(150, 420, thenWait: 1.1) }               // slower than one a second
        for x in [110.0, 170, 230, 280] { screen.tap(x, 420) }                // 60 points apart
        for x in [150.0, 50, 150, 50] { screen.tap(x, 420) }                  // alternating elements
        for _ in 0..<4 {                                                      // held 0.6 s: presses
            let touch = try #require(screen.application.beginTouch(at: Point(x: 150, y: 420), in: screen.window))
            screen.clock.advance(by: 0.6)
            screen.application.endTouch(touch)
        }
        for _ in 0..<4 {                                                      // dragged 30 points
            let touch = try #require(screen.application.beginTouch(at: Point(x: 150, y: 420), in: screen.window))
            screen.application.moveTouch(touch, to: Point(x: 180, y: 420))
            screen.application.endTouch(touch)
        }
        for _ in 0..<4 {                                                      // cancelled by the system
            let touch = try #require(screen.application.beginTouch(at: Point(x: 150, y: 420), in: screen.window))
            screen.application.cancelTouch(touch)
        }
        screen.wait(2)
        #expect(await screen.events(.rageTap).isEmpty)
    }

    @Test("A1: the thresholds are configurable, and the signals switch turns rage taps off (U2)")
    func configurable() async throws {
        var configuration = InterceptionConfiguration()
        configuration.tapSignals.rageTaps = RageTapPolicy(minimumTapCount: 5, maximumInterval: 0.5, maximumDistance: 10)
        let (screen, _, _) = payScreen(configuration)
        for _ in 0..<4 { screen.tap(150, 420) }
        screen.wait(1)
        #expect(await screen.events(.rageTap).isEmpty, "4 taps, 5 needed")
        for _ in 0..<5 { screen.tap(150, 420, thenWait: 0.4) }
        screen.wait(1)
        #expect(try #require(await screen.events(.rageTap).only).tapCount == 5)

        #expect(TapSignalPolicy().rageTaps == RageTapPolicy(minimumTapCount: 3, maximumInterval: 1, maximumDistance: 44))
        screen.interception.setEnabled(false, for: .signals)
        for _ in 0..<6 { screen.tap(150, 420) }
        screen.wait(1)
        #expect(await screen.events(.rageTap).isEmpty)
    }

    @Test("A1: a new burst elsewhere ends the previous one, which is reported at once")
    func burstEndsOnOtherElement() async throws {
        let (screen, _, _) = payScreen()
        let other = screen.place(Button(title: "Back"), Rect(x: 0, y: 400, width: 90, height: 50))
        other.addTarget(ActionCounter(), action: ActionCounter().control, for: .touchUpInside)
        for _ in 0..<3 { screen.tap(150, 420) }
        screen.tap(40, 420)
        let rage = try #require(await screen.events(.rageTap).only)
        #expect(rage.element?.content == "Pay")
        #expect(rage.tapCount == 3)
    }
}

extension Collection {
    /// The only element, or `nil` when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
