import Foundation
import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// ContactsUI's contact card as a device presents it in-process: a controller of a system image
/// (below), neither a building block nor on any name list.
@MainActor
private final class CNContactContentViewController: ViewController {}

/// SwiftUI's alert as `.alert` and `.confirmationDialog` present it: a subclass of the platform's
/// alert, of SwiftUI's image (below).
@MainActor
private final class PlatformAlertController: AlertController {}

/// F15: a private platform screen (ContactsUI's, EventKitUI's, QuickLook's
/// chrome) is the platform's interface for every family, by the rule lists already follow (F15):
/// its contents (a contact's name) are never reported as the app's, and it is none of the app's
/// pages.
@MainActor
@Suite("Private platform screens")
struct PrivatePlatformScreenTests {
    /// Places a contact's name and a "call" button in `parent`, taps the name four times quickly
    /// (a rage tap on an app's screen), then the button.
    func rageTapNameThenCall(on screen: SignalScreen, in parent: View) -> (Label, Button, ActionCounter) {
        let name = screen.place(Label(text: "Jane Appleseed"), Rect(x: 20, y: 100, width: 300, height: 40), in: parent)
        let call = screen.place(Button(title: "call"), Rect(x: 20, y: 200, width: 100, height: 44), in: parent)
        let counter = ActionCounter()
        call.addTarget(counter, action: counter.control, for: .touchUpInside)
        for _ in 0..<4 { screen.tap(60, 120, thenWait: 0.2) }
        screen.wait(2)
        #expect(screen.application.simulateTouch(on: call))
        screen.wait(2)
        return (name, call, counter)
    }

    @Test("F15: on ContactsUI's contact card, a rage tap on the name and a button's action give nothing, and the card is not a page")
    func contactCardReportsNothing() async throws {
        ClassImageMap.load(CNContactContentViewController.self, from: "/System/Library/Frameworks/ContactsUI.framework/ContactsUI")
        let card = CNContactContentViewController(title: "Contact")
        let screen = SignalScreen(root: card)
        let (name, call, counter) = rageTapNameThenCall(on: screen, in: card.view)
        #expect(counter.count == 1, "the card's own action still runs")
        let events = await screen.events()
        let reported = events.filter { [.rageTap, .deadTap, .tap, .controlAction, .pageEnter].contains($0.kind) }
        #expect(reported.isEmpty, "\(reported.map { ($0.kind, $0.element?.content, $0.element?.type) })")
        let policy = SystemInterfacePolicy()
        #expect(policy.contains(name) && policy.contains(call))
        #expect(policy.isPrivatePlatformScreen(card))
        #expect(!PagePolicy().isPage(card, systemInterface: policy))

        // A building block by the app's configuration is the app's: the remembered verdicts go.
        var configured = policy
        configured.buildingBlockTypeNames.insert("CNContactContentViewController")
        #expect(!configured.contains(name) && !configured.isPrivatePlatformScreen(card))
        #expect(PagePolicy().isPage(card, systemInterface: configured))
    }

    @Test("F15: what SwiftUI's sheet host (a system image's class) shows is the app's: a rage tap and a button's action there are reported, and the host is no page")
    func swiftUISheetHostReports() async throws {
        // SwiftUI's sheet host as a device presents it: generic (the class of RuntimeNameAndScreenTests), of SwiftUI's image.
        ClassImageMap.load(PresentationHostingController<Int>.self, from: "/System/Library/Frameworks/SwiftUI.framework/SwiftUI")
        let sheet = PresentationHostingController<Int>(title: "Checkout")
        let screen = SignalScreen(root: sheet)
        _ = rageTapNameThenCall(on: screen, in: sheet.view)
        let kinds = Set(await screen.events().map(\.kind))
        #expect(kinds.isSuperset(of: [.rageTap, .controlAction]), "\(kinds)")
        #expect(!SystemInterfacePolicy().isPrivatePlatformScreen(sheet))
        #expect(!PagePolicy().isPage(sheet, systemInterface: SystemInterfacePolicy()))
    }

    @Test("F15 G6: an alert of a system image's subclass of the platform's alert (SwiftUI's `.alert`, `PlatformAlertController`) reports its tapped action once")
    func systemImageAlertSubclassReports() async throws {
        ClassImageMap.load(PlatformAlertController.self, from: "/System/Library/Frameworks/SwiftUI.framework/SwiftUI")
        let screen = SignalScreen()
        var handled: [String] = []
        let alert = PlatformAlertController(title: "Delete?")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { handled.append($0.title ?? "") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { handled.append($0.title ?? "") })
        alert.present(in: screen.window)
        screen.interception.interceptGestureRecognizers(in: screen.window)
        #expect(alert.simulateUserTap(onActionAt: 1))
        screen.wait(2)
        #expect(handled == ["Delete"])
        let events = await screen.events(.tap, .controlAction, .deadTap, .rageTap)
        #expect(events.map(\.kind) == [.tap], "\(events.map { ($0.kind, $0.element?.type, $0.element?.content) })")
        #expect(events.first?.element?.type == "AlertAction")
        #expect(events.first?.element?.content == "Delete")
        #expect(events.first?.screen?.name == "PlatformAlertController")
        let policy = SystemInterfacePolicy()
        #expect(!policy.isPrivatePlatformScreen(alert))
        // Another system image's subclass of a building block that is not the alert stays private.
        ClassImageMap.load(CNContactContentViewController.self, from: "/System/Library/Frameworks/ContactsUI.framework/ContactsUI")
        #expect(policy.isPrivatePlatformScreen(CNContactContentViewController(title: "Contact")))
    }

    @Test("F15: the same label and button on the app's own screen are reported, and the screen is a page")
    func appScreenReports() async throws {
        let screen = SignalScreen()
        _ = rageTapNameThenCall(on: screen, in: screen.controller.view)
        let kinds = Set(await screen.events().map(\.kind))
        #expect(kinds.isSuperset(of: [.rageTap, .controlAction, .pageEnter]), "\(kinds)")
        #expect(PagePolicy().isPage(screen.controller, systemInterface: SystemInterfacePolicy()))
    }
}

extension PrivatePlatformScreenTests {
    @Test("F15: a host that keeps no state is walked to its nearest screen: the app's screen inside a private one is the app's, and the private one's views are not")
    func walkedHostNearestScreen() {
        ClassImageMap.load(CNContactContentViewController.self, from: "/System/Library/Frameworks/ContactsUI.framework/ContactsUI")
        let card = StandInNode("View", ownedBy: CNContactContentViewController(title: "Contact"))
        let name = StandInNode("Label", in: StandInNode("View", in: card))
        let appScreen = StandInNode("View", in: card, ownedBy: ViewController(title: "Notes"))
        let note = StandInNode("Label", in: appScreen)
        let policy = SystemInterfacePolicy()
        #expect(policy.contains(name))
        #expect(!policy.contains(note), "the nearest screen decides")
    }
}
