import Foundation
import Intercept
@_spi(Platform) import InterceptHeadless
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

/// The app's chat screen, whose `inputAccessoryView` is its composer bar (F17).
@MainActor
private final class ChatViewController: ViewController {}

/// The app's composer, a child screen built in a storyboard: its root view is a plain `View`
/// holding a text view and a plain Send button, and the chat screen's `inputAccessoryView` is that
/// root view, so UIKit wraps it in its input host (F17).
@MainActor
private final class ComposerViewController: ViewController {}

/// The app's PIN keypad screen, whose plain root view is a text field's `inputView` (F17).
@MainActor
private final class KeypadViewController: ViewController {}

/// The app's own custom keyboard (`inputView`): a secure PIN keypad of buttons, or of cells in a
/// collection view.
@MainActor
private final class SecureKeypad: View {}

/// A view of a host that keeps no state, of a class loaded from UIKit's image (a plain `UIView`,
/// `UIButton`, UIKit's wrapper): the platform's, whatever the test names it.
@MainActor
private final class PlatformNode: CustomNode {}

/// The app's text view whose `next` is the app's own override, here a loop back to itself.
@MainActor
private final class LoopingTextField: TextField {
    var loops = true
    override var next: Responder? { loops ? self : super.next }
}

/// F15, F17: UIKit installs the app's `inputAccessoryView` and custom `inputView` in its
/// input set host, in the keyboard's window, under its input window controller. The accessory is
/// the app's: its actions and taps are reported; UIKit's own keyboard beside it is not. The app's
/// custom `inputView` is a keyboard too: its keys are what the user types (H8, F17).
@MainActor
@Suite("Input hosts", .serialized)
struct InputHostTests {
    /// The keyboard's window as UIKit builds it, with UIKit's keyboard and the app's two views.
    @MainActor
    fileprivate struct KeyboardScene {
        let screen: SignalScreen
        let window = UITextEffectsWindow()
        let host = UIInputSetHostView()
        let key = Button(title: "q")
        let accessory = ReplyAccessoryBar()
        let send = Button(title: "Send")
        let keypad = SecureKeypad()
        let digit = Button(title: "7")
        let grid = CollectionView()
        let counter = ActionCounter()
        let pinField = TextField(isSecureTextEntry: true)

        init(root: ViewController? = nil) {
            screen = SignalScreen(root: root)
            // UIKit makes the field first responder, then moves its two views into its host.
            pinField.inputView = keypad
            pinField.inputAccessoryView = accessory
            pinField.becomeFirstResponder()
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
            keypad.frame = Rect(x: 0, y: 244, width: 390, height: 200)
            host.addSubview(keypad)
            digit.frame = Rect(x: 0, y: 0, width: 130, height: 50)
            keypad.addSubview(digit)
            grid.frame = Rect(x: 0, y: 50, width: 390, height: 150)
            keypad.addSubview(grid)
            send.addTarget(counter, action: counter.control, for: .touchUpInside)
            digit.addTarget(counter, action: counter.control, for: .touchUpInside)
            key.addTarget(counter, action: counter.control, for: .touchUpInside)
        }
    }

    @Test("F15 F17: the app's input accessory view reports its actions in the keyboard's window; UIKit's keyboard beside it reports nothing")
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

    @Test("H8 F17: the keys of the app's custom input view (a PIN keypad) give no control action, tap, dead or rage tap; the accessory's button beside it still reports")
    func inputViewKeysAreTyping() async throws {
        let scene = KeyboardScene()
        for _ in 0..<4 { #expect(scene.screen.application.simulateTouch(on: scene.digit)); scene.screen.wait(0.2) }
        scene.screen.wait(3)
        #expect(scene.counter.count == 4, "every key still reaches the app")
        #expect(await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap).isEmpty, "a key is what is typed")
        #expect(scene.screen.application.simulateTouch(on: scene.send))
        scene.screen.wait(3)
        let events = await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap)
        #expect(events.map(\.kind) == [.controlAction])
        #expect(events.first?.element?.content == "Send")
    }

    @Test("F15 F17: a chat composer's bar whose own text view is first responder (UIKit keeps the bar shown) is the accessory: its Send reports")
    func composerWithItsTextViewFirst() async throws {
        let scene = KeyboardScene()
        let composerText = TextField()
        composerText.frame = Rect(x: 0, y: 0, width: 290, height: 44)
        scene.accessory.addSubview(composerText)
        composerText.becomeFirstResponder()  // its own accessory is none; the bar stays hosted
        #expect(scene.screen.application.simulateTouch(on: scene.send))
        scene.screen.wait(3)
        let events = await scene.screen.events(.controlAction)
        #expect(events.map { $0.element?.content } == ["Send"])
        #expect(await scene.screen.events(.tap, .deadTap, .rageTap).isEmpty)
    }

    @Test("H8 F17: a keypad whose own display field is first responder (UIKit keeps the keypad shown) is still a keyboard: its keys give nothing")
    func keypadWithItsDisplayFirst() async throws {
        let scene = KeyboardScene()
        let display = TextField(isSecureTextEntry: true)
        display.frame = Rect(x: 200, y: 0, width: 190, height: 50)
        scene.keypad.addSubview(display)
        display.becomeFirstResponder()  // it has no input views of its own: the keypad stays hosted
        for _ in 0..<4 { #expect(scene.screen.application.simulateTouch(on: scene.digit)); scene.screen.wait(0.2) }
        scene.screen.wait(3)
        #expect(scene.counter.count == 4)
        #expect(await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap).isEmpty, "a key is what is typed")
    }

    @Test("F15 H8 F17: a plain toolbar of the platform's own classes set as the accessory reports its Done item once; the keyboard beside it still reports nothing")
    func plainToolbarAccessoryReports() async throws {
        let scene = KeyboardScene()
        let field = TextField()
        let done = BarButtonItem(title: "Done", target: scene.counter, action: scene.counter.control)
        let bar = Toolbar(items: [done])
        field.inputAccessoryView = bar
        scene.accessory.removeFromSuperview()
        field.becomeFirstResponder()  // UIKit hosts the field's plain bar where the app's was
        bar.frame = Rect(x: 0, y: 0, width: 390, height: 44)
        scene.host.addSubview(bar)
        #expect(done.simulateUserTap())
        #expect(scene.screen.application.simulateTouch(on: scene.key))
        scene.screen.wait(3)
        #expect(scene.counter.count == 2)
        let events = await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap)
        #expect(events.map(\.kind) == [.controlAction], "\(events.map { ($0.kind, $0.element?.type) })")
        #expect(events.first?.element?.content == "Done")
    }

    @Test("F15 H8 F17: a keypad of plain views and buttons (the platform's own classes) as the custom input view gives no control action, tap, dead or rage tap")
    func plainViewKeypadGivesNothing() async throws {
        let scene = KeyboardScene()
        let field = TextField(isSecureTextEntry: true)
        let keypad = View()
        let seven = Button(title: "7")
        field.inputView = keypad
        scene.keypad.removeFromSuperview()
        field.becomeFirstResponder()
        keypad.frame = Rect(x: 0, y: 244, width: 390, height: 200)
        scene.host.addSubview(keypad)
        seven.frame = Rect(x: 0, y: 0, width: 130, height: 50)
        keypad.addSubview(seven)
        seven.addTarget(scene.counter, action: scene.counter.control, for: .touchUpInside)
        for _ in 0..<4 { #expect(scene.screen.application.simulateTouch(on: seven)); scene.screen.wait(0.2) }
        scene.screen.wait(3)
        #expect(scene.counter.count == 4, "every key still reaches the app")
        #expect(await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap).isEmpty, "a key is what is typed")
        #expect(SystemInterfacePolicy().contains(seven))
    }

    @Test("F15 F17: a chat composer's Send (the chat screen's accessory, its own text view first responder) names the chat screen, not UIKit's input window controller")
    func composerEventNamesTheChatScreen() async throws {
        let chat = ChatViewController(title: "Chat")
        let scene = KeyboardScene(root: chat)
        let bar = Toolbar()
        let composerText = TextField()
        let send = Button(title: "Send")
        chat.inputAccessoryView = bar
        scene.accessory.removeFromSuperview()
        chat.becomeFirstResponder()  // UIKit hosts the chat screen's bar and makes the screen its next responder
        bar.frame = Rect(x: 0, y: 0, width: 390, height: 44)
        scene.host.addSubview(bar)
        composerText.frame = Rect(x: 0, y: 0, width: 290, height: 44)
        bar.addSubview(composerText)
        send.frame = Rect(x: 300, y: 0, width: 90, height: 44)
        bar.addSubview(send)
        send.addTarget(scene.counter, action: scene.counter.control, for: .touchUpInside)
        composerText.becomeFirstResponder()
        #expect(scene.screen.application.simulateTouch(on: send))
        scene.screen.wait(3)
        let events = await scene.screen.events(.controlAction)
        #expect(events.map { $0.element?.content } == ["Send"])
        #expect(events.first?.screen?.name == "ChatViewController")
        #expect(events.first?.screen?.title == nil, "no title unless the app opts in (N4)")
        #expect(events.first?.element?.path == "Toolbar[0]/Button[0]", "the bar's own path, not UIKit's windows above it")
    }

    @Test("F15 H8 F17: a plain keypad that is a controller's root view, set as the custom input view (UIKit wraps it in its input host), gives nothing; a wrapped plain accessory bar beside it reports its Send once")
    func wrappedPlainKeypadGivesNothing() async throws {
        let scene = KeyboardScene()
        let field = TextField(isSecureTextEntry: true)
        let keypadScreen = KeypadViewController()
        let seven = Button(title: "7")
        let composer = ComposerViewController()
        let send = Button(title: "Send")
        field.inputView = keypadScreen.view
        field.inputAccessoryView = composer.view
        scene.keypad.removeFromSuperview()
        scene.accessory.removeFromSuperview()
        field.becomeFirstResponder()
        let barWrapper = scene.host.placeInInputHost(composer.view, frame: Rect(x: 0, y: 0, width: 390, height: 44))
        let keypadWrapper = scene.host.placeInInputHost(keypadScreen.view, frame: Rect(x: 0, y: 244, width: 390, height: 200))
        #expect(keypadWrapper.nodeTypeName == "_UIKBCompatInputView" && keypadScreen.view.superview === keypadWrapper, "UIKit's wrapping")
        #expect(barWrapper !== composer.view && composer.view.superview === barWrapper)
        seven.frame = Rect(x: 0, y: 0, width: 130, height: 50)
        keypadScreen.view.addSubview(seven)
        send.frame = Rect(x: 300, y: 0, width: 90, height: 44)
        composer.view.addSubview(send)
        seven.addTarget(scene.counter, action: scene.counter.control, for: .touchUpInside)
        send.addTarget(scene.counter, action: scene.counter.control, for: .touchUpInside)
        for _ in 0..<4 { #expect(scene.screen.application.simulateTouch(on: seven)); scene.screen.wait(0.2) }
        scene.screen.wait(3)
        #expect(scene.counter.count == 4, "every key still reaches the app")
        #expect(await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap).isEmpty, "a key is what is typed")
        let policy = SystemInterfacePolicy()
        #expect(policy.contains(seven) && policy.contains(keypadScreen.view) && policy.contains(keypadWrapper))

        #expect(scene.screen.application.simulateTouch(on: send))
        scene.screen.wait(3)
        #expect(scene.counter.count == 5)
        let events = await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap)
        #expect(events.map(\.kind) == [.controlAction], "\(events.map { ($0.kind, $0.element?.type) })")
        #expect(events.first?.element?.content == "Send")
        #expect(!policy.contains(send) && !policy.contains(composer.view) && policy.contains(barWrapper))
    }

    @Test("F15 F17: a chat composer that is a child controller's root view (UIKit wraps it in its input host) reports its Send once on the chat screen that supplied it, with the bar's own path; with the composer's own text view first, the chat is not on its chain and the bar is withheld (the safe default)")
    func wrappedComposerNamesTheChatScreen() async throws {
        let chat = ChatViewController(title: "Chat")
        let scene = KeyboardScene(root: chat)
        let composer = ComposerViewController(title: "Composer")
        let composerText = TextField()
        let send = Button(title: "Send")
        chat.addChild(composer)
        chat.inputAccessoryView = composer.view
        scene.accessory.removeFromSuperview()
        chat.becomeFirstResponder()  // UIKit hosts the chat screen's bar and makes the screen its next responder
        let wrapper = scene.host.placeInInputHost(composer.view, frame: Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(wrapper.nodeTypeName == "_UIKBCompatInputView" && composer.view.superview === wrapper, "UIKit's wrapping")
        composerText.frame = Rect(x: 0, y: 0, width: 290, height: 44)
        composer.view.addSubview(composerText)
        send.frame = Rect(x: 300, y: 0, width: 90, height: 44)
        composer.view.addSubview(send)
        send.addTarget(scene.counter, action: scene.counter.control, for: .touchUpInside)
        #expect(scene.screen.application.simulateTouch(on: send))
        scene.screen.wait(3)
        #expect(scene.counter.count == 1)
        let events = await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap)
        #expect(events.map { $0.element?.content } == ["Send"])
        #expect(events.first?.screen?.name == "ChatViewController")
        #expect(events.first?.screen?.title == nil, "no title unless the app opts in (N4)")
        #expect(events.first?.element?.path == "View[0]/Button[0]", "the bar's own path, not UIKit's wrapper and windows above it")

        // UIKit does not make the chat the wrapped bar's next responder (the bar keeps its
        // controller), so from the composer's own text view the chain never reaches the chat.
        composerText.becomeFirstResponder()
        #expect(scene.screen.application.simulateTouch(on: send))
        scene.screen.wait(3)
        #expect(scene.counter.count == 2, "the app's button still gets its touch")
        #expect(await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap).count == 1, "not known as the accessory: withheld")
    }

    @Test("H8 H2: a first responder whose next responder loops (an app's override, on the composer's own text view in its bar) ends the walk after a bounded number of responders: the bar is withheld as a keyboard, the safe default, and nothing hangs", arguments: [true, false])
    func loopingResponderChain(loops: Bool) async throws {
        let scene = KeyboardScene()
        let composerText = LoopingTextField()
        composerText.loops = loops
        composerText.frame = Rect(x: 0, y: 0, width: 290, height: 44)
        scene.accessory.addSubview(composerText)
        composerText.becomeFirstResponder()
        #expect(scene.screen.application.simulateTouch(on: scene.send))
        scene.screen.wait(3)
        #expect(scene.counter.count == 1, "the app's button still gets its touch")
        let events = await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap)
        #expect(events.map { $0.element?.content } == (loops ? [] : ["Send"]), "without the loop, the chain reaches the bar's owner (F17)")
    }

    @Test("H8 F17: a list in the app's custom input view (a keypad of cells) is a keyboard: a selection there is not reported; with no first responder, an app view in the input host is a keyboard too")
    func inputViewListIsTyping() async throws {
        let scene = KeyboardScene()
        let keys = StaticCollectionViewDataSource(sections: [["1", "2", "3"]])
        let appDelegate = SelectionCountingDelegate()
        scene.grid.dataSource = keys
        scene.grid.delegate = appDelegate
        scene.grid.reloadData()
        try scene.screen.interception.intercept(scene.grid)
        #expect(scene.grid.simulateUserTap(onItemAt: .item(1)))
        scene.screen.wait(1)
        #expect(appDelegate.selections == [.item(1)], "the app's keypad still gets its key")
        #expect(await scene.screen.events(.itemSelected).isEmpty, "no selection: the cell is the key")

        scene.pinField.resignFirstResponder()
        let orphan = ReplyAccessoryBar()
        let done = Button(title: "Done")
        orphan.frame = Rect(x: 0, y: 0, width: 390, height: 44)
        scene.host.addSubview(orphan)
        orphan.addSubview(done)
        done.frame = Rect(x: 0, y: 0, width: 90, height: 44)
        done.addTarget(scene.counter, action: scene.counter.control, for: .touchUpInside)
        #expect(scene.screen.application.simulateTouch(on: done))
        scene.screen.wait(3)
        #expect(await scene.screen.events(.controlAction, .tap, .deadTap, .rageTap).isEmpty, "not known as the accessory: the safe default")
    }

    /// Makes each node the parent of the next: a chain from a window down to a key.
    private func link(_ nodes: [CustomNode]) {
        for (parent, child) in zip(nodes, nodes.dropFirst()) { parent.link(child) }
    }

    @Test("H8 F17: on a host that keeps no state, walked up, an app view in the input host is a keyboard too, unless it is the first responder's accessory")
    func walkedInputView() throws {
        _ = KeyboardScene()  // the class-image reader, as an app has it
        let window = CustomNode("UITextEffectsWindow")
        let host = CustomNode("UIInputSetHostView")
        let keypad = CustomNode("SecureKeypad")
        let key = CustomNode("UIButton", content: .title("7"))
        link([window, host, keypad, key])
        defer { window.breakCycles() }
        let describer = ElementDescriber()
        let described = try #require(describer.describe(key), "the app's view, not UIKit's")
        #expect(described.element.content == nil, "a key's title is what is typed")
        keypad.isAccessory = true
        #expect(try #require(describer.describe(key)).element.content == "7", "an accessory's button keeps its title")
    }

    @Test("F15 H8 F17: on a host that keeps no state, walked up, a plain view UIKit wrapped in its input host is judged by its slot: the accessory's button reports, a keypad's gives nothing")
    func walkedWrappedView() throws {
        _ = KeyboardScene()  // the class-image reader, as an app has it
        ClassImageMap.load(PlatformNode.self, from: "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore")
        let window = CustomNode("UITextEffectsWindow")
        let host = CustomNode("UIInputSetHostView")
        let wrapper = PlatformNode("_UIKBCompatInputView")
        let bar = PlatformNode("UIView")
        let send = PlatformNode("UIButton", content: .title("Send"))
        link([window, host, wrapper, bar, send])
        defer { window.breakCycles() }
        let describer = ElementDescriber()
        let policy = SystemInterfacePolicy()
        #expect(describer.describe(send) == nil && policy.contains(send), "not known as the accessory: a keyboard, the safe default")
        bar.isAccessory = true
        #expect(try #require(describer.describe(send), "the accessory, below UIKit's wrapper").element.content == "Send")
        #expect(!policy.contains(send) && !policy.contains(bar) && policy.contains(wrapper))
    }
}
