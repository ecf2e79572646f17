import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

// Headless stand-ins for a platform framework's own recognizer and its target, loaded from the
// framework's image as theirs are: a selection recognizer of a class other than a tap's, as
// MapKit puts on an annotation view (any private recognizer that handles taps: a highlight, a
// SwiftUI gesture backed by UIKit).
private final class PlatformSelectionRecognizer: GestureRecognizer {}
private final class PlatformPanRecognizer: PanGestureRecognizer {}
private final class PlatformSelectionDriver {
    var selected = 0
}

private let mapKitImage = "/System/Library/Frameworks/MapKit.framework/MapKit"

/// A2, B2, B4: a tap the platform's own recognizers handled, which carry no target of Intercept's,
/// is told from a dead tap by the states they hold when the touch's dispatch returns; that they
/// still hold them then is an assumption, counted where it fails.
///
/// The order is UIKit's as Apple documents it ("About the Gesture Recognizer State Machine"): a
/// recognizer "remains in one of those final states until the current event sequence ends, at
/// which point UIKit resets the gesture recognizer"; the headless application resets them once the
/// dispatch of the touch's end returned.
@MainActor
@Suite("Unheard recognizers")
struct UnheardRecognizerTests {
    let screen = SignalScreen()
    fileprivate let driver = PlatformSelectionDriver()

    init() {
        ClassImageMap.load(PlatformSelectionRecognizer.self, from: mapKitImage)
        ClassImageMap.load(PlatformPanRecognizer.self, from: mapKitImage)
        ClassImageMap.load(PlatformSelectionDriver.self, from: mapKitImage)
    }

    /// A recognizer met as the hooks meet it, with the platform's target: no relay, no hook (B2).
    func platformRecognizer<R: GestureRecognizer>(_ recognizer: R, on view: View) -> R {
        recognizer.targetHooks = GestureTargetHooks(autoIntercepting: screen.interception)
        view.addGestureRecognizer(recognizer)
        recognizer.addTarget(driver, action: GestureAction("_handleSelection:") { (driver: PlatformSelectionDriver, _) in driver.selected += 1 })
        return recognizer
    }

    /// A view that looks tappable, at `y`.
    func annotation(atY y: Double) -> View {
        let view = screen.place(View(), Rect(x: 0, y: y, width: 200, height: 60))
        view.isUserInteractionEnabled = true
        return view
    }

    @Test("A2 B2: a tap only a platform recognizer of another class than a tap's handled (an annotation's selection) is no dead tap; one on a view whose platform recognizer did not recognize (a pan) still is")
    func platformRecognizerOfAnotherClassHandlesTheTap() async throws {
        let selectable = annotation(atY: 100)
        let selection = platformRecognizer(PlatformSelectionRecognizer(), on: selectable)
        let pannable = annotation(atY: 300)
        _ = platformRecognizer(PlatformPanRecognizer(), on: pannable)
        #expect(selection.gestureTrackingHook == nil && !selection.isUnheardTapRecognizer, "unheard, and not a tap recognizer")

        screen.tap(100, 130)
        screen.wait(3)
        #expect(driver.selected == 1, "the platform's handler ran")
        #expect(await screen.events(.deadTap).isEmpty)
        #expect(selection.state == .possible, "reset once the touch's dispatch returned")

        screen.tap(100, 330)
        screen.wait(3)
        let dead = try #require(await screen.events(.deadTap).only, "a pan that never began handled nothing")
        #expect(dead.element?.type == "View")
        #expect(screen.interception.assumptionChecks.violations(of: .recognizerStateLastsThroughTouchDispatch) == 0)
    }

    @Test("B4 A2: a platform that resets a recognizer inside the touch's dispatch is counted, once per heard recognition; UIKit's order counts nothing")
    func earlyResetIsCounted() async throws {
        let counter = heardTapOnAnnotation()
        let checks = screen.interception.assumptionChecks

        screen.tap(100, 130)
        #expect(checks.violations(of: .recognizerStateLastsThroughTouchDispatch) == 0)

        screen.application.resetsRecognizersInsideTouchDispatch = true
        screen.tap(100, 130)
        screen.tap(100, 130, thenWait: 2)
        #expect(counter.count == 3)
        #expect(await screen.events(.tap).count == 3, "the app's taps are reported all the same")
        #expect(checks.violations(of: .recognizerStateLastsThroughTouchDispatch) == 2)
        #expect(checks.details(of: .recognizerStateLastsThroughTouchDispatch) == ["TapGestureRecognizer read possible when its touch's dispatch returned"])
    }

    @Test("B4 B1: a touch that lists no recognizer before its end while a recognizer Intercept heard recognized it is counted, once per touch; UIKit's order counts nothing")
    func emptyTouchRecognizerListIsCounted() async throws {
        let counter = heardTapOnAnnotation()
        let checks = screen.interception.assumptionChecks

        screen.tap(100, 130)
        #expect(checks.violations(of: .touchListsRecognizersBeforeItsEnd) == 0, "UIKit's order: no violation")

        screen.application.listsTouchRecognizersBeforeItsEnd = false
        screen.tap(100, 130)
        screen.tap(100, 130, thenWait: 2)
        #expect(counter.count == 3)
        #expect(await screen.events(.tap).count == 3, "the app's taps are reported all the same")
        #expect(checks.violations(of: .touchListsRecognizersBeforeItsEnd) == 2)
        #expect(checks.details(of: .touchListsRecognizersBeforeItsEnd) == ["TapGestureRecognizer recognized a touch that listed no recognizer before its end"])
        #expect(checks.violations(of: .recognizerStateLastsThroughTouchDispatch) == 0)
    }

    /// An annotation at y 100 with a tap recognizer Intercept hears, counting its actions.
    private func heardTapOnAnnotation() -> ActionCounter {
        let counter = ActionCounter()
        let tap = TapGestureRecognizer()
        tap.targetHooks = GestureTargetHooks(autoIntercepting: screen.interception)
        annotation(atY: 100).addGestureRecognizer(tap)
        tap.addTarget(counter, action: counter.gesture)
        return counter
    }
}
