import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// A view of the platform's own private code (a web view's content, say) that an interaction is
/// added to.
@MainActor
final class PrivateContentView: View {}

/// M1: actions the app defines but the platform performs from its own private interface
/// (a context menu's choice performed with the interaction as its sender; a swipe action's
/// private button sending to its private pull view) are reported once, as the app's; the
/// platform's own menus, a text input's and what a control already reported are not.
@MainActor
@Suite("Platform-performed app actions")
struct PlatformPerformedActionTests {
    private func photo(on screen: SignalScreen) -> (View, ContextMenuInteraction, PhotoMenuDelegate) {
        let photo = screen.place(ImageView(imageName: "beach", accessibilityLabel: "Beach"), Rect(x: 0, y: 100, width: 390, height: 300))
        let delegate = PhotoMenuDelegate()
        let interaction = ContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        return (photo, interaction, delegate)
    }

    @Test("M1: UIKit's perform of a context menu's choice (the interaction as its sender) gives one controlAction from the menu's source view, with the action's title")
    func contextMenuPerform() async throws {
        let screen = SignalScreen()
        let (photo, interaction, delegate) = photo(on: screen)
        _ = await screen.events()
        var shared = 0
        // What `-[UIContextMenuInteraction contextMenuPresentation:didSelectMenuLeaf:]` does.
        screen.application.perform(MenuAction(title: "Share") { _ in shared += 1 }, sender: interaction)
        #expect(shared == 1)
        let event = try #require(await screen.events().only)
        let sourcePath = try #require(screen.interception.elementDescriber.describe(photo)).element.path
        #expect(event.kind == .controlAction)
        #expect(event.element?.type == "MenuAction")
        #expect(event.element?.content == "Share")
        #expect(event.element?.path == sourcePath)
        #expect(event.menu == MenuProperties(title: nil, sourcePath: sourcePath), "the platform does not say which menu held it")

        // Through the headless menu, the same path: one event a choice.
        try #require(interaction.simulateLongPress()).simulateUserChoice(of: "Delete")
        let deleteEvents = await screen.events()
        #expect(deleteEvents.map(\.element?.content) == ["Delete"], "\(deleteEvents.map { ($0.kind, $0.element?.type) })")
        #expect(delegate.performed == ["Delete"])
    }

    @Test("H8 F15 M1: no edit-menu choice in a text input, no choice while a text input is first responder, no menu of the platform's own view, no sender it knows: nothing, and the handlers run")
    func privateAndSystemMenus() async throws {
        let screen = SignalScreen()
        let field = screen.place(TextField(text: "4111 1111 1111 1111"), Rect(x: 20, y: 40, width: 350, height: 44))
        let fieldMenu = ContextMenuInteraction(delegate: PhotoMenuDelegate())
        field.addInteraction(fieldMenu)
        ClassImageMap.load(PrivateContentView.self, from: "/System/Library/Frameworks/WebKit.framework/WebKit")
        let web = screen.place(PrivateContentView(), Rect(x: 0, y: 500, width: 390, height: 200))
        let webMenu = ContextMenuInteraction(delegate: PhotoMenuDelegate())
        web.addInteraction(webMenu)
        let (_, photoMenu, _) = photo(on: screen)
        _ = await screen.events()
        var performed: [String] = []
        func action(_ title: String) -> MenuAction { MenuAction(title: title) { performed.append($0.title) } }

        screen.application.perform(action("Paste"), sender: fieldMenu)       // the field's own menu (H8)
        screen.application.perform(action("Look Up"), sender: webMenu)      // the platform's view (F15)
        screen.application.perform(action("Copy"), sender: nil)             // an edit menu's perform, no sender it knows
        field.becomeFirstResponder()
        screen.application.perform(action("Share"), sender: photoMenu)      // while typing (H8)
        field.resignFirstResponder()
        #expect(performed == ["Paste", "Look Up", "Copy", "Share"])
        #expect(await screen.events(.controlAction).isEmpty)
    }

    @Test("C5 M1 B5: what a control already reported is reported once: a bar button item's primary action, a button's own menu")
    func exactlyOnce() async throws {
        let screen = SignalScreen()
        var composed = 0
        let item = BarButtonItem(primaryAction: MenuAction(title: "Compose") { _ in composed += 1 })
        screen.place(Toolbar(items: [item]), Rect(x: 0, y: 0, width: 390, height: 44))
        let sort = screen.place(Button(title: "Sort"), Rect(x: 290, y: 60, width: 90, height: 44))
        sort.menu = Menu(title: "Sort by", children: [MenuAction(title: "Price") { _ in }])
        sort.showsMenuAsPrimaryAction = true
        _ = await screen.events()

        #expect(item.simulateUserTap())
        #expect(composed == 1)
        #expect(await screen.events(.controlAction).map(\.element?.content) == ["Compose"])
        screen.tap(300, 70)
        // UIKit performs a control's menu choice with the control's own context menu interaction
        // as the sender: reported from that perform alone (B5).
        try #require(sort.presentedMenu).simulateUserChoice(of: "Price")
        let events = await screen.events(.controlAction)
        #expect(events.map(\.element?.content) == ["Price"])
        #expect(events.first?.menu?.title == nil, "a menu's title only where displayed text is opted in (N3)")
    }

    @Test("M1: a list's row menu (the list's own interaction, contextMenuConfigurationForRowAt) is reported from the pressed row")
    func listRowMenu() async throws {
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        _ = try harness.interception.intercept(harness.table)
        let row = try #require(harness.table.cellForRow(at: .row(2)))
        let delegate = PhotoMenuDelegate()
        let interaction = ContextMenuInteraction(delegate: delegate)
        harness.table.addInteraction(interaction)
        let before = await harness.events().count
        let press = Point(x: row.frame.minX + row.frame.width / 2, y: row.frame.minY + row.frame.height / 2)
        try #require(interaction.simulateLongPress(at: press)).simulateUserChoice(of: "Share")
        #expect(delegate.performed == ["Share"])
        let events = await harness.events().dropFirst(before).filter { $0.kind == .controlAction }
        let rowPath = try #require(harness.interception.elementDescriber.describe(row)).element.path
        #expect(events.map(\.element?.content) == ["Share"])
        #expect(events.first?.element?.path == rowPath)
        #expect(events.first?.menu?.sourcePath == rowPath)
    }

    private func swipeHarness(_ configuration: InterceptionConfiguration = InterceptionConfiguration()) throws -> (Harness, TableViewCell) {
        let harness = Harness(configuration: configuration)
        harness.screen.application.addObserver(harness.interception)
        _ = try harness.interception.intercept(harness.table)
        return (harness, try #require(harness.table.cellForRow(at: .row(1))))
    }

    @Test("C1 M1: a swipe action's tap (UIKit's private button sending _tappedButton: to its private pull view) gives one controlAction, the app's action by its title")
    func swipeAction() async throws {
        let (harness, cell) = try swipeHarness()
        var deleted = 0
        #expect(cell.simulateUserSwipe(revealing: [ContextualAction(title: "Delete") { _ in deleted += 1 }, ContextualAction(title: "Archive") { _ in }]))
        #expect(cell.simulateUserTap(onSwipeAction: "Delete"))
        #expect(deleted == 1)
        let all = await harness.events()
        #expect(all.map(\.kind) == [.controlAction], "one event for the touch, the row not selected")
        let events = all.filter { $0.kind == .controlAction }
        #expect(events.first?.element?.type == "ContextualAction")
        #expect(events.first?.element?.content == "Delete")
        let rowPath = try #require(harness.interception.elementDescriber.describe(cell)).element.path
        #expect(events.first?.element?.path.hasPrefix(rowPath) == true, "inside the swiped row")

        // A press dragged off the button and lifted there performs nothing and reports nothing.
        #expect(cell.simulateUserSwipe(revealing: [ContextualAction(title: "Delete") { _ in deleted += 1 }]))
        let application = harness.screen.application
        let button = try #require(cell.subviews.last?.subviews.first)
        let touch = try #require(application.beginTouch(on: button))
        application.moveTouch(touch, to: Point(x: 2_000, y: 2_000))
        application.endTouch(touch)
        #expect(deleted == 1)
        #expect(await harness.events().count == all.count)
    }

    @Test("C5 M1: only the listed swipe hop is the app's action; without it the private hop stays the platform's (C5)")
    func unlistedPrivateHop() async throws {
        var configuration = InterceptionConfiguration()
        configuration.controlActions.appActionHops = []
        let (harness, cell) = try swipeHarness(configuration)
        var deleted = 0
        #expect(cell.simulateUserSwipe(revealing: [ContextualAction(title: "Delete") { _ in deleted += 1 }]))
        #expect(cell.simulateUserTap(onSwipeAction: "Delete"))
        #expect(deleted == 1)
        #expect(await harness.events().filter { $0.kind == .controlAction }.isEmpty)
    }
}
