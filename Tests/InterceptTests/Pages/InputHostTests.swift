import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

// Headless stand-ins named as UIKit's classes are, loaded from UIKit's image (below): the policy
// matches their names, and their classes are the platform's, as on a device.
private final class UITextEffectsWindow: Window {}
private final class UIInputSetContainerView: View {}
private final class UIInputSetHostView: View {}
private final class UIKBKeyplaneView: View {}

/// The app's own input accessory view: a class of the app's, as `inputAccessoryView` returns.
@MainActor
private final class ReplyAccessoryBar: View {}

/// The app's own custom keyboard (`inputView`), holding a grid of stickers.
@MainActor
private final class StickerKeyboard: View {}

/// F15 (review R10): UIKit installs the app's `inputAccessoryView` and custom `inputView` in its
/// input set host, in the keyboard's window, under its input window controller. They are the
/// app's: their actions, taps and lists are reported; UIKit's own keyboard beside them is not.
@MainActor
@Suite("Input hosts")
struct InputHostTests {
    /// The keyboard's window as UIKit builds it, with UIKit's keyboard and the app's two views.
    @MainActor
    fileprivate struct KeyboardScene {
        let screen = SignalScreen()
        let window = UITextEffectsWindow()
        let host = UIInputSetHostView()
        let key = Button(title: "q")
        let accessory = ReplyAccessoryBar()
        let send = Button(title: "Send")
        let stickers = StickerKeyboard()
        let grid = CollectionView()
        let counter = ActionCounter()

        init() {
            let uiKit = "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore"
            for type in [UITextEffectsWindow.self, UIInputSetContainerView.self, UIInputSetHostView.self, UIKBKeyplaneView.self] as [AnyClass] {
                ClassImageMap.load(type, from: uiKit)
            }
            screen.application.addWindow(window)
            window.rootViewController = UIInputWindowController(title: nil)
            let container = UIInputSetContainerView()
            container.frame = window.bounds
            window.rootViewController?.view.addSubview(container)
            host.frame = Rect(x: 0, y: 400, width: 390, height: 444)
            container.addSubview(host)
            accessory.frame = Rect(x: 0, y: 0, width: 390, height: 44)
            host.addSubview(accessory)
            send.frame = Rect(x: 300, y: 0, width: 90, height: 44)
            accessory.addSubview(send)
            let keyplane = UIKBKeyplaneView()
            keyplane.frame = Rect(x: 0, y: 44, width: 390, height: 200)
            host.addSubview(keyplane)
            key.frame = Rect(x: 0, y: 0, width: 40, height: 40)
            keyplane.addSubview(key)
            stickers.frame = Rect(x: 0, y: 244, width: 390, height: 200)
            host.addSubview(stickers)
            grid.frame = Rect(x: 0, y: 0, width: 390, height: 200)
            stickers.addSubview(grid)
            send.addTarget(counter, action: counter.control, for: .touchUpInside)
            key.addTarget(counter, action: counter.control, for: .touchUpInside)
        }
    }

    @Test("F15 R10: the app's input accessory view reports its actions in the keyboard's window; UIKit's keyboard beside it reports nothing")
    func accessoryViewIsTheApps() async throws {
        let scene = KeyboardScene()
        #expect(scene.screen.application.simulateTouch(on: scene.send))
        #expect(scene.screen.application.simulateTouch(on: scene.key))
        scene.screen.wait(3)
        #expect(scene.counter.count == 2)
        let events = await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap)
        #expect(events.map(\.kind) == [.controlAction], "\(events.map { ($0.kind, $0.element?.type) })")
        #expect(events.first?.element?.type == "Button")
        #expect(events.first?.element?.content == "Send")
        let policy = SystemInterfacePolicy()
        let verdicts = [scene.accessory, scene.send, scene.key, scene.host].map(policy.contains)
        #expect(verdicts == [false, false, true, true])
    }

    @Test("F15 R10: a list in the app's custom input view is the app's list, decided on the hooks' path too; with no input hosts listed, everything there is the platform's")
    func inputViewListIsTheApps() throws {
        let scene = KeyboardScene()
        let policy = SystemInterfacePolicy()
        let appDelegate = SelectionCountingDelegate()
        #expect(!policy.isSystemList(scene.grid, delegate: appDelegate))
        #expect(!policy.contains(scene.grid))
        let uiKitsList = CollectionView()
        scene.key.superview?.addSubview(uiKitsList)
        #expect(policy.isSystemList(uiKitsList, delegate: appDelegate))

        var strict = SystemInterfacePolicy()
        strict.inputHostTypeNames = []
        #expect(strict.isSystemList(scene.grid, delegate: appDelegate))
        #expect(strict.contains(scene.send))
    }
}
