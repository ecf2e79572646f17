import Foundation
import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

// Headless stand-ins named as UIKit's classes are: the policy matches type names.
private final class UIKeyboardCandidateGridDelegate: SelectionCountingDelegate {}
private final class UIPickerView: View {}
private final class UIRemoteKeyboardWindow: Window {}
private final class _UIContextMenuListView: View {}
private class UISplitViewController: ViewController {}
private final class AppSplitController: UISplitViewController {}
private final class UIAlertController: ViewController {}
private final class SFSafariViewController: ViewController {}
private final class UIActivityViewController: ViewController {}

/// F15: the platform's own interface is not the app's.
@MainActor
@Suite("System interface")
struct SystemInterfaceTests {
    @Test("F15: the platform's own lists are not intercepted: a private delegate, a list inside a picker, a list in the keyboard's window")
    func systemListsNotIntercepted() async throws {
        let harness = Harness()
        harness.table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: harness.interception)
        let candidates = UIKeyboardCandidateGridDelegate()
        harness.table.delegate = candidates
        #expect(harness.table.existingDelegateSlot == nil, "a keyboard candidate list's delegate")
        harness.table.simulateUserTap(onRowAt: .row(0))
        #expect(candidates.selections == [.row(0)], "UIKit's own list works as before")

        let picker = UIPickerView()
        harness.screen.controller.view.addSubview(picker)
        let column = TableView()
        picker.addSubview(column)
        column.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: harness.interception)
        column.delegate = SelectionCountingDelegate()
        #expect(column.existingDelegateSlot == nil, "a picker's column")

        let keyboard = UIRemoteKeyboardWindow()
        harness.screen.application.addWindow(keyboard)
        let emoji = CollectionView()
        keyboard.addSubview(emoji)
        emoji.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: harness.interception)
        emoji.delegate = SelectionCountingDelegate()
        #expect(emoji.existingDelegateSlot == nil, "a list in the keyboard's window")

        let appList = CollectionView()
        harness.screen.controller.view.addSubview(appList)
        appList.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: harness.interception)
        appList.delegate = SelectionCountingDelegate()
        #expect(appList.existingDelegateSlot != nil, "the app's own list is intercepted")
        #expect(await harness.events().isEmpty)
    }

    @Test("F15: nothing in the keyboard's windows, input screens or context menus is reported, in any family")
    func nothingReportedFromSystemInterface() async throws {
        let screen = SignalScreen()
        let keyboard = UIRemoteKeyboardWindow()
        screen.application.addWindow(keyboard)
        let key = Button(title: "q")
        key.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        keyboard.addSubview(key)
        let counter = ActionCounter()
        key.addTarget(counter, action: counter.control, for: .touchUpInside)
        #expect(screen.application.simulateTouch(on: key))
        #expect(screen.application.simulateTouch(on: keyboard))

        let menu = screen.place(_UIContextMenuListView(), Rect(x: 0, y: 400, width: 200, height: 200))
        let row = View()
        row.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        row.addSubview(Label(text: "Copy"))
        menu.addSubview(row)
        let tap = TapGestureRecognizer(target: counter, action: counter.gesture)
        row.addGestureRecognizer(tap)
        try screen.interception.intercept(tap)
        #expect(screen.application.simulateTouch(on: row))

        let input = UIInputWindowController(title: nil)
        let inputWindow = Window()
        screen.application.addWindow(inputWindow)
        inputWindow.rootViewController = input
        let inputButton = Button(title: "Next")
        input.view.addSubview(inputButton)
        inputButton.addTarget(counter, action: counter.control, for: .touchUpInside)
        #expect(screen.application.simulateTouch(on: inputButton))

        screen.wait(3)
        #expect(counter.count == 3, "the platform's controls work as before")
        #expect(await screen.events(.controlAction, .tap, .deadTap, .rageTap).isEmpty, "no action, tap or dead tap")
        #expect(screen.interception.elementDescriber.describe(key) == nil)
    }

    @Test("F15: a recognizer inside the keyboard's window is neither intercepted nor reported; one in the app beside it still is")
    func systemRecognizersNotIntercepted() async throws {
        let screen = SignalScreen()
        let keyboard = UIRemoteKeyboardWindow()
        screen.application.addWindow(keyboard)
        let key = View()
        key.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        keyboard.addSubview(key)
        let counter = ActionCounter()
        let keyTap = TapGestureRecognizer(target: counter, action: counter.gesture)
        key.addGestureRecognizer(keyTap)
        let appView = screen.place(View(), Rect(x: 0, y: 100, width: 100, height: 44))
        let appTap = TapGestureRecognizer(target: counter, action: counter.gesture)
        appView.addGestureRecognizer(appTap)

        // The platform's hooks meet every recognizer; the walk is their headless counterpart.
        #expect(screen.interception.interceptGestureRecognizers(in: keyboard) == 0)
        #expect(screen.interception.interceptGestureRecognizers(in: screen.window) == 1)
        #expect(keyTap.gestureTrackingHook == nil, "the keyboard's recognizer has no hook")
        #expect(appTap.gestureTrackingHook != nil, "the app's recognizer beside it has one")
        let reported = screen.interception.coexistenceReport().hosts.filter { $0.kind == .gestureRecognizer }
        #expect(reported.count == 1, "only the app's recognizer is in the report")

        #expect(keyTap.simulateRecognition())
        #expect(appTap.simulateRecognition())
        #expect(screen.application.simulateTouch(on: key), "a touch on the key, its recognizer unhooked")
        screen.wait(3)
        #expect(counter.count == 3, "the key's recognizer (twice) and the app's call their targets as before")
        let events = await screen.events()
        #expect(events.filter { $0.kind == .tap }.count == 1, "only the app's tap is reported")
        #expect(!events.contains { [.deadTap, .rageTap, .controlAction].contains($0.kind) }, "nor a dead tap on the key")
    }

    @Test("F15: split view controllers are containers; alerts, Safari and share sheets are not pages; the lists are configurable")
    func systemScreensAreNotPages() {
        let policy = PagePolicy()
        #expect(!policy.isPage(UISplitViewController(title: "Mail")))
        #expect(!policy.isPage(AppSplitController(title: "Mail")), "a subclass of a container is one")
        #expect(!policy.isPage(UIAlertController(title: "Delete?")))
        #expect(!policy.isPage(SFSafariViewController(title: "Terms")))
        #expect(!policy.isPage(UIActivityViewController(title: nil)))
        #expect(policy.isPage(ViewController(title: "Feed")))

        var custom = PagePolicy()
        custom.systemScreenTypes.kinds.remove("SFSafariViewController")
        #expect(custom.isPage(SFSafariViewController(title: "Terms")))
        let declared = UIAlertController(title: "Rate us")
        declared.pageAttributes.isPage = true
        #expect(policy.isPage(declared), "a screen the app declares a page is one")
    }
}
