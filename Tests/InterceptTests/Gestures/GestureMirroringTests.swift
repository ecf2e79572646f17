import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

// Headless stand-ins for UIKit's private classes, loaded from UIKit's image as theirs are.
private final class UITextTapRecognizer: TapGestureRecognizer {}
private final class UIScrollViewPanGestureRecognizer: PanGestureRecognizer {}
private final class UITextSelectionInteraction {
    var handled = 0
}
private final class UIRemoteKeyboardWindow: Window {}
/// The context-menu interaction's observer of touch durations, and the driver it calls.
private final class _UITouchDurationObservingGestureRecognizer: LongPressGestureRecognizer {}
private final class _UILongPressClickInteractionDriver {
    var observed = 0
}
/// UIKit's dimming view behind sheets and popovers, which dismisses them on a tap.
private final class UIDimmingView: View {
    var dismissals = 0
}
/// MapKit's public map view (not one of the building blocks), loaded from MapKit's image.
private final class MKMapView: View {}
/// The app's own subclass of a platform recognizer, in the app's executable.
private final class AppDoubleTapRecognizer: TapGestureRecognizer {}

private let uiKitImage = "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore"

/// C4, F15: the recognizer hooks see every recognizer of the process; the core decides which get
/// the state relay, and the platform's own get nothing at all.
@MainActor
@Suite("Gesture mirroring")
struct GestureMirroringTests {
    static let relayName = ActionName(rawValue: "interceptStateRelay")
    let screen = SignalScreen()
    let counter = ActionCounter()

    init() {
        ClassImageMap.load(UITextTapRecognizer.self, from: uiKitImage)
        ClassImageMap.load(UIScrollViewPanGestureRecognizer.self, from: uiKitImage)
        ClassImageMap.load(UITextSelectionInteraction.self, from: uiKitImage)
        ClassImageMap.load(UIDimmingView.self, from: uiKitImage)
        ClassImageMap.load(_UITouchDurationObservingGestureRecognizer.self, from: uiKitImage)
        ClassImageMap.load(MKMapView.self, from: "/System/Library/Frameworks/MapKit.framework/MapKit")
        ClassImageMap.load(_UILongPressClickInteractionDriver.self, from: uiKitImage)
    }

    /// A recognizer made the way the hooks meet it: hooks in place, then its first pair.
    func hooked<R: GestureRecognizer>(_ recognizer: R, on view: View, target: AnyObject, action: GestureAction) -> R {
        recognizer.targetHooks = GestureTargetHooks(autoIntercepting: screen.interception)
        view.addGestureRecognizer(recognizer)
        recognizer.addTarget(target, action: action)
        return recognizer
    }

    var systemAction: GestureAction {
        GestureAction("_handleTextTap") { (interaction: UITextSelectionInteraction, _) in interaction.handled += 1 }
    }

    @Test("B2 F16 F15 C4 A2: text interaction's and a scroll view's recognizers (the platform's targets) get no target of Intercept's and no hook; the app's beside them is reported")
    func systemRecognizersAreNotReported() async {
        let field = screen.place(View(), Rect(x: 0, y: 0, width: 200, height: 44))
        let interaction = UITextSelectionInteraction()
        let textTap = hooked(UITextTapRecognizer(), on: field, target: interaction, action: systemAction)
        let scroll = screen.place(ScrollView(), Rect(x: 0, y: 100, width: 200, height: 200))
        let pan = hooked(UIScrollViewPanGestureRecognizer(), on: scroll, target: interaction, action: systemAction)
        let banner = screen.place(View(), Rect(x: 0, y: 400, width: 200, height: 44))
        let appTap = hooked(TapGestureRecognizer(), on: banner, target: counter, action: counter.gesture)

        #expect(appTap.targets.map(\.action) == [Self.relayName, ActionName(rawValue: "count")], "the relay in front of the app's pair")
        #expect(textTap.targets.map(\.action) == [ActionName(rawValue: "_handleTextTap")], "no relay: nothing of Intercept's runs per state change")
        #expect(pan.targets.map(\.action) == [ActionName(rawValue: "_handleTextTap")])
        #expect(textTap.isUnheardTapRecognizer && !appTap.isUnheardTapRecognizer)
        #expect(textTap.simulateRecognition())
        #expect(pan.simulateRecognition())
        #expect(appTap.simulateRecognition())
        #expect(interaction.handled == 3, "the system's handlers run as before (the pan on began and ended)")
        #expect(textTap.gestureTrackingHook == nil && pan.gestureTrackingHook == nil, "the platform's own get no hook")
        #expect(appTap.gestureTrackingHook != nil, "the relay intercepted the app's recognizer on its first state")
        let taps = await screen.events(.tap)
        #expect(taps.count == 1, "only the app's tap is reported")
        let reported = screen.interception.coexistenceReport().hosts.filter { $0.kind == .gestureRecognizer }
        #expect(reported.count == 1)
    }

    @Test("B2 G1 G7: a platform recognizer the app adds its own pair to is mirrored from then on, its relay after the platform's pair, and reports as the app's")
    func appPairOnPlatformRecognizer() async {
        let banner = screen.place(View(), Rect(x: 0, y: 0, width: 200, height: 44))
        let interaction = UITextSelectionInteraction()
        let tap = hooked(TapGestureRecognizer(), on: banner, target: interaction, action: systemAction)
        #expect(tap.targets.map(\.action) == [ActionName(rawValue: "_handleTextTap")], "the platform's alone: no relay")

        tap.addTarget(counter, action: counter.gesture)

        #expect(tap.targets.map(\.action) == [ActionName(rawValue: "_handleTextTap"), Self.relayName, ActionName(rawValue: "count")])
        #expect(tap.simulateRecognition())
        #expect(interaction.handled == 1 && counter.count == 1)
        #expect(await screen.events(.tap).count == 1)
    }

    @Test("F15 C4: the app's tap recognizers on a plain image view and a plain label (the platform's public classes) are hooked and reported")
    func appRecognizersOnPublicPlatformViews() async {
        let photo = screen.place(ImageView(imageName: "photo", accessibilityLabel: "Photo"), Rect(x: 0, y: 0, width: 200, height: 100))
        let caption = screen.place(Label(text: "See all"), Rect(x: 0, y: 200, width: 200, height: 44))
        let photoTap = hooked(TapGestureRecognizer(), on: photo, target: counter, action: counter.gesture)
        let captionTap = hooked(TapGestureRecognizer(), on: caption, target: counter, action: counter.gesture)
        #expect(photoTap.simulateRecognition())
        #expect(captionTap.simulateRecognition())
        #expect(photoTap.gestureTrackingHook != nil && captionTap.gestureTrackingHook != nil)
        let taps = await screen.events(.tap)
        #expect(taps.map { $0.element?.type } == ["ImageView", "Label"])
    }

    @Test("A2: a tap only the platform's own recognizer handles (a text caret's) is no dead tap")
    func privateRecognitionHandlesTheTouch() async {
        await expectTextTapHandled(atY: 0)
    }

    /// A tap on a field whose only recognizer is the platform's text tap: handled, no dead tap.
    func expectTextTapHandled(atY y: Double) async {
        let field = screen.place(View(), Rect(x: 0, y: y, width: 200, height: 44))
        field.isUserInteractionEnabled = true
        let interaction = UITextSelectionInteraction()
        _ = hooked(UITextTapRecognizer(), on: field, target: interaction, action: systemAction)
        screen.tap(50, y + 20)
        screen.wait(3)
        #expect(interaction.handled == 1)
        #expect(await screen.events(.deadTap).isEmpty)
    }

    @Test("A2: a 300 ms press on a dead label in a list with a context menu is a dead tap (the menu's touch-duration observer begins and ends, handling nothing); a private recognizer that handles (a text tap) still marks its tap handled")
    func observingRecognizerLeavesTheTouchDead() async throws {
        let table = screen.place(TableView(visibleRowCount: 3), Rect(x: 0, y: 100, width: 390, height: 132))
        let label = screen.place(Label(text: "Recent"), Rect(x: 20, y: 0, width: 200, height: 30), in: table)
        label.isUserInteractionEnabled = true
        let driver = _UILongPressClickInteractionDriver()
        let observer = _UITouchDurationObservingGestureRecognizer()
        observer.minimumPressDuration = 0.15
        let observe = GestureAction("_handleGestureRecognizer:") { (driver: _UILongPressClickInteractionDriver, _) in driver.observed += 1 }
        _ = hooked(observer, on: table, target: driver, action: observe)
        #expect(observer.gestureTrackingHook == nil)

        let touch = try #require(screen.application.beginTouch(at: Point(x: 50, y: 110), in: screen.window))
        screen.clock.advance(by: 0.15)
        #expect(observer.simulateBegan(touching: label))
        screen.clock.advance(by: 0.15)
        #expect(observer.simulateEnded())
        screen.application.endTouch(touch)
        screen.wait(2)
        #expect(driver.observed == 2)
        let dead = try #require(await screen.events(.deadTap).only)
        #expect(dead.element?.type != nil && dead.element?.content == nil, "a label's text is displayed text (N3)")
        await expectTextTapHandled(atY: 300)
    }

    @Test("G1: the app's tap recognizer (its target the app's code) on a public framework view that is not a building block (a map view) is reported; UIKit's own public-class recognizer there (its target UIKit's) is not")
    func appRecognizerOnFrameworkView() async throws {
        let map = screen.place(MKMapView(), Rect(x: 0, y: 100, width: 390, height: 300))
        let dropPin = hooked(TapGestureRecognizer(), on: map, target: counter, action: counter.gesture)
        #expect(dropPin.simulateRecognition())
        #expect(counter.count == 1)
        #expect(dropPin.gestureTrackingHook != nil)
        let tap = try #require(await screen.events(.tap).only)
        #expect(tap.element?.type == "MKMapView")

        let interaction = UITextSelectionInteraction()
        let platformTap = hooked(TapGestureRecognizer(), on: map, target: interaction, action: systemAction)
        #expect(platformTap.simulateRecognition())
        #expect(interaction.handled == 1)
        #expect(platformTap.gestureTrackingHook == nil)
        #expect(await screen.events(.tap).isEmpty)
    }

    @Test("F15 C4 F16: a recognizer attached inside the keyboard's window gets the relay appended, as on a device; one the app tracks by private class name, or of its own subclass, is mirrored")
    func viewsAndTrackedClasses() {
        let keyboard = UIRemoteKeyboardWindow()
        screen.application.addWindow(keyboard)
        let key = View()
        keyboard.addSubview(key)
        let keyTap = hooked(TapGestureRecognizer(), on: key, target: counter, action: counter.gesture)
        #expect(keyTap.targets.count == 2, "a relay inside system UI too, as on a device (F16)")

        let row = screen.place(View(), Rect(x: 0, y: 0, width: 200, height: 44))
        let doubleTap = hooked(AppDoubleTapRecognizer(), on: row, target: counter, action: counter.gesture)
        #expect(doubleTap.targets.first?.action == Self.relayName, "the app's subclass is the app's code")

        var configuration = InterceptionConfiguration()
        configuration.gestures.trackedRecognizers["UITextTapRecognizer"] = .tap
        let tracking = SignalScreen(configuration: configuration)
        let text = tracking.place(View(), Rect(x: 0, y: 0, width: 200, height: 44))
        let tracked = UITextTapRecognizer()
        tracked.targetHooks = GestureTargetHooks(autoIntercepting: tracking.interception)
        text.addGestureRecognizer(tracked)
        tracked.addTarget(counter, action: counter.gesture)
        #expect(tracked.targets.first?.action == Self.relayName, "a private class the app chose to track")
    }

    @Test("F15 F16: a recognizer inside system UI made as UIKit makes its own (target first, view later) gets the relay, and reports nothing")
    func systemRecognizerMadeBeforeItsView() async {
        let keyboard = UIRemoteKeyboardWindow()
        screen.application.addWindow(keyboard)
        let key = View()
        keyboard.addSubview(key)
        let keyTap = TapGestureRecognizer()
        keyTap.targetHooks = GestureTargetHooks(autoIntercepting: screen.interception)
        keyTap.addTarget(counter, action: counter.gesture)
        key.addGestureRecognizer(keyTap)
        #expect(keyTap.targets.count == 2 && keyTap.targets.contains { $0.action == Self.relayName })
        #expect(keyTap.simulateRecognition())
        #expect(counter.count == 1, "the key's own action runs")
        let events = await screen.events(.tap, .longPress, .deadTap, .rageTap)
        #expect(events.isEmpty, "\(events.map(\.kind))")
    }

    @Test("F15: the headless walk leaves the platform's private recognizers alone, as the hooks do")
    func walkLeavesPrivateRecognizers() {
        let field = screen.place(View(), Rect(x: 0, y: 0, width: 200, height: 44))
        let textTap = UITextTapRecognizer(target: UITextSelectionInteraction(), action: systemAction)
        field.addGestureRecognizer(textTap)
        let appTap = TapGestureRecognizer(target: counter, action: counter.gesture)
        field.addGestureRecognizer(appTap)
        #expect(screen.interception.interceptGestureRecognizers(in: screen.window) == 1)
        #expect(textTap.gestureTrackingHook == nil)
        #expect(appTap.gestureTrackingHook != nil)
    }

    @Test("F15: UIKit's own tap-to-dismiss on a dimming view (a public tap class, view and target both UIKit's) is not the app's: no hook, no tap")
    func dimmingViewTap() async {
        let dimming = screen.place(UIDimmingView(), Rect(x: 0, y: 0, width: 390, height: 800))
        let dismiss = hooked(TapGestureRecognizer(), on: dimming, target: dimming, action: GestureAction("handleSingleTap:") { (view: UIDimmingView, _) in view.dismissals += 1 })
        #expect(dismiss.targets.first?.target === dimming || dismiss.targets.last?.target === dimming, "UIKit's pair kept")
        #expect(dismiss.simulateRecognition())
        #expect(dimming.dismissals == 1)
        #expect(dismiss.gestureTrackingHook == nil)
        #expect(await screen.events(.tap).isEmpty)
    }
}
