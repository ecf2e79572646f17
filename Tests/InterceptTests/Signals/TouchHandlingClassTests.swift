@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// A view class of the system's images that handles touches for its own purposes, as
/// `UIScrollView` does.
class SystemTouchView: View {
    override class var touchMethodOverrides: (declaredBy: AnyClass, methods: Set<TouchHandlingMethod>)? { (SystemTouchView.self, [.touchesBegan, .touchesEnded]) }
}
/// The app's subclass of it, overriding `touchesEnded` itself.
final class AppTouchView: SystemTouchView {
    override class var touchMethodOverrides: (declaredBy: AnyClass, methods: Set<TouchHandlingMethod>)? { (AppTouchView.self, [.touchesEnded]) }
}
/// The app's subclass of it, overriding nothing.
final class PlainSystemSubclass: SystemTouchView {}
/// An app view overriding `touchesBegan` only.
class BeganView: View {
    override class var touchMethodOverrides: (declaredBy: AnyClass, methods: Set<TouchHandlingMethod>)? { (BeganView.self, [.touchesBegan]) }
}
/// A subclass of it that overrides nothing: it inherits the handling.
final class InheritingView: BeganView {}
/// App views overriding only methods that do not act on a tap.
final class MovedView: View {
    override class var touchMethodOverrides: (declaredBy: AnyClass, methods: Set<TouchHandlingMethod>)? { (MovedView.self, [.touchesMoved]) }
}
final class CancelledView: View {
    override class var touchMethodOverrides: (declaredBy: AnyClass, methods: Set<TouchHandlingMethod>)? { (CancelledView.self, [.touchesCancelled]) }
}
final class PressesView: View {
    override class var touchMethodOverrides: (declaredBy: AnyClass, methods: Set<TouchHandlingMethod>)? { (PressesView.self, [.pressesBegan, .pressesEnded]) }
}

/// Whether the app's code handles touches in a view (A2), decided in the core from the classes'
/// overrides and images (F16, A2): the headless views answer through the same rule as
/// UIKit's.
@MainActor
@Suite("Touch-handling classes")
struct TouchHandlingClassTests {
    init() {
        ClassImageMap.load(SystemTouchView.self, from: "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore")
    }

    @Test("F16 A2: touchesBegan and touchesEnded overrides count, inherited by subclasses; touchesMoved, touchesCancelled and presses overrides do not")
    func countedMethods() {
        #expect(BeganView().handlesTouchesInCode)
        #expect(InheritingView().handlesTouchesInCode, "a subclass inherits its superclass's handling")
        #expect(!MovedView().handlesTouchesInCode, "a tap that does not move never reaches touchesMoved")
        #expect(!CancelledView().handlesTouchesInCode)
        #expect(!PressesView().handlesTouchesInCode, "a press is no tap")
        #expect(!View().handlesTouchesInCode)
        #expect(TouchHandlingClasses.countedMethods == [.touchesBegan, .touchesEnded])
    }

    @Test("F16 A2: a system class's touch handling never counts; the app's subclass overriding a touch method does")
    func systemClassesNeverCount() {
        #expect(!SystemTouchView().handlesTouchesInCode)
        #expect(!PlainSystemSubclass().handlesTouchesInCode, "the app's subclass only inherits the system's code")
        #expect(AppTouchView().handlesTouchesInCode)
    }

    @Test("F16 A2: a tap on a system touch-handling view's background is a dead tap; on the app's overriding subclass it is not")
    func deadTapsFollowTheRule() async {
        let screen = SignalScreen()
        screen.place(SystemTouchView(), Rect(x: 0, y: 100, width: 390, height: 100))
        screen.place(AppTouchView(), Rect(x: 0, y: 300, width: 390, height: 100))
        screen.place(MovedView(), Rect(x: 0, y: 500, width: 390, height: 100))
        screen.tap(200, 350)
        screen.wait(3)
        #expect(await screen.events(.deadTap).isEmpty)
        screen.tap(200, 150)
        screen.wait(3)
        screen.tap(200, 550)
        screen.wait(3)
        #expect(await screen.events(.deadTap).map(\.element?.type) == ["SystemTouchView", "MovedView"])
    }
}
