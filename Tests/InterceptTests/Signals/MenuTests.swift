import Foundation
@_spi(Platform) import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import Testing

/// A context menu delegate with a photo menu: "Share", "Copy", and a "More" submenu with "Delete".
@MainActor
final class PhotoMenuDelegate: ContextMenuInteractionDelegate {
    private(set) var performed: [String] = []
    private(set) var ended = 0
    var offersMenu = true

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, menuAt location: Point) -> Menu? {
        guard offersMenu else { return nil }
        func action(_ title: String) -> MenuAction {
            MenuAction(title: title) { [weak self] action in self?.performed.append(action.title) }
        }
        return Menu(title: "Photo", children: [action("Share"), action("Copy"), Menu(title: "More", children: [action("Delete")])])
    }

    func contextMenuInteractionDidEnd(_ interaction: ContextMenuInteraction) { ended += 1 }
}

/// M1: actions chosen from menus give one control-action event with the menu's details.
@MainActor
@Suite("Menus")
struct MenuTests {
    func photoScreen() -> (SignalScreen, View, ContextMenuInteraction, PhotoMenuDelegate) {
        let screen = SignalScreen()
        let photo = screen.place(ImageView(imageName: "beach", accessibilityLabel: "Beach"), Rect(x: 0, y: 100, width: 390, height: 300))
        let delegate = PhotoMenuDelegate()
        let interaction = ContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        screen.interception.interceptGestureRecognizers(in: screen.window)
        return (screen, photo, interaction, delegate)
    }

    @Test("M1: choosing a context menu action gives one controlAction with its title and the source view's path; UIKit does not say which menu held it, so no menu title")
    func contextMenuChoice() async throws {
        let (screen, photo, interaction, delegate) = photoScreen()
        _ = await screen.events()
        let menu = try #require(interaction.simulateLongPress())
        #expect(await screen.events().isEmpty, "opening the menu reports nothing, not even the long press")
        #expect(menu.simulateUserChoice(of: "Share"))
        #expect(delegate.performed == ["Share"])
        #expect(!menu.isVisible && delegate.ended == 1)

        let event = try #require(await screen.events().only)
        let sourcePath = try #require(screen.interception.elementDescriber.describe(photo)).element.path
        #expect(event.kind == .controlAction)
        #expect(event.element?.type == "MenuAction")
        #expect(event.element?.content == "Share")
        #expect(event.element?.path == sourcePath)
        #expect(event.menu == MenuProperties(title: nil, sourcePath: sourcePath))
        #expect(event.screen?.name == "ViewController")
        #expect(AutotrackEvent(event).event == "$AppClick")
        #expect(AutotrackEvent(event).properties["$menu_title"] == nil)

        // An action in a submenu: its own title, no menu's.
        try #require(interaction.simulateLongPress()).simulateUserChoice(of: "Delete")
        let nested = try #require(await screen.events().only)
        #expect(nested.element?.content == "Delete" && nested.menu?.title == nil)
    }

    @Test("M1: opening and dismissing a menu without choosing gives nothing; no menu, nothing either")
    func dismissWithoutChoosing() async throws {
        let (screen, _, interaction, delegate) = photoScreen()
        _ = await screen.events()
        let menu = try #require(interaction.simulateLongPress())
        menu.simulateDismiss()
        #expect(!menu.simulateUserChoice(of: "Share"), "a closed menu offers nothing")
        delegate.offersMenu = false
        #expect(interaction.simulateLongPress() == nil)
        screen.wait(2)
        #expect(await screen.events().isEmpty)
        #expect(delegate.performed.isEmpty)
    }

    @Test("M1: a button whose menu is its primary action: the tap opens it (no action, no dead tap), the choice gives one event")
    func buttonMenu() async throws {
        let screen = SignalScreen()
        let counter = ActionCounter()
        let sort = screen.place(Button(title: "Sort"), Rect(x: 290, y: 50, width: 90, height: 44))
        sort.addTarget(counter, action: counter.control, for: .touchUpInside)
        var chosen: [String] = []
        sort.menu = Menu(title: "Sort by", children: ["Price", "Rating"].map { title in MenuAction(title: title) { chosen.append($0.title) } })
        sort.showsMenuAsPrimaryAction = true
        _ = await screen.events()

        screen.tap(300, 60)
        let menu = try #require(sort.presentedMenu)
        screen.wait(2)
        #expect(await screen.events().isEmpty, "the tap opened a menu: handled, not an action")
        #expect(counter.count == 0)
        menu.simulateUserChoice(of: "Rating")
        #expect(chosen == ["Rating"])
        let event = try #require(await screen.events().only)
        #expect(event.element?.content == "Rating")
        #expect(event.menu?.title == nil, "a menu's title only where displayed text is opted in (N3)")
        #expect(event.menu?.sourcePath == screen.interception.elementDescriber.describe(sort)?.element.path)
        #expect(sort.presentedMenu == nil)
    }

    @Test("M1: chosen during a touch it is that touch's one event (U1); controls off (U2) or a private source hide it")
    func rules() async throws {
        let (screen, photo, interaction, delegate) = photoScreen()
        let counter = ActionCounter()
        let background = TapGestureRecognizer(target: counter, action: counter.gesture)
        screen.controller.view.addGestureRecognizer(background)
        try screen.interception.intercept(background)
        _ = await screen.events()
        let menu = try #require(interaction.simulateLongPress())
        let touch = try #require(screen.application.beginTouch(at: Point(x: 200, y: 600), in: screen.window))
        menu.simulateUserChoice(of: "Copy")          // the finger lifts on the menu's row
        screen.application.endTouch(touch)           // the background's recognizer sees it too
        #expect(counter.count == 1)
        #expect(await screen.events().map(\.element?.content) == ["Copy"], "one event: the menu choice beats the gesture")

        screen.interception.setEnabled(false, for: .controls)
        try #require(interaction.simulateLongPress()).simulateUserChoice(of: "Share")
        #expect(await screen.events().isEmpty)
        screen.interception.setEnabled(true, for: .controls)

        photo.trackingAttributes.isPrivate = true
        try #require(interaction.simulateLongPress()).simulateUserChoice(of: "Share")
        let event = try #require(await screen.events().only)
        #expect(event.element?.content == nil && event.menu?.title == nil)
        #expect(delegate.performed == ["Copy", "Share", "Share"], "the app's handlers always run")
    }

    @Test("H4, H5: a menu opened inside a private card gives no titles; a title holding a card number is redacted")
    func menuTitlesArePrivateAndScreened() async throws {
        let screen = SignalScreen(configuration: InterceptionConfiguration(elementRules: .withDisplayedText))
        let card = screen.place(View(), Rect(x: 0, y: 100, width: 390, height: 300))
        card.trackingAttributes.isPrivate = true
        let inside = screen.place(ImageView(imageName: "beach", accessibilityLabel: "Beach"), Rect(x: 0, y: 0, width: 390, height: 300), in: card)
        let outside = screen.place(ImageView(imageName: "sea", accessibilityLabel: "Sea"), Rect(x: 0, y: 420, width: 390, height: 100))
        screen.interception.interceptGestureRecognizers(in: screen.window)
        _ = await screen.events()

        screen.interception.menuElementChosen(title: "Share", elementType: "MenuAction", menuTitle: "Photo", from: inside)
        let privateEvent = try #require(await screen.events().only)
        #expect(privateEvent.element?.content == nil && privateEvent.menu?.title == nil, "H4: the whole subtree of a private view")

        screen.interception.menuElementChosen(title: "Pay with 4111 1111 1111 1111", elementType: "MenuAction", menuTitle: "Card 4111111111111111", from: outside)
        let screened = try #require(await screen.events().only)
        #expect(screened.element?.content?.contains("4111") == false)
        #expect(screened.menu?.title?.contains("4111") == false)
    }

    @Test("H8: a menu opened from a text input is not tracked: its chosen titles reach no event, and the app's handler runs")
    func textInputMenusAreNotTracked() async throws {
        let screen = SignalScreen()
        let field = screen.place(TextField(text: "4111 1111 1111 1111"), Rect(x: 20, y: 100, width: 350, height: 44))
        let delegate = PhotoMenuDelegate()
        let interaction = ContextMenuInteraction(delegate: delegate)
        field.addInteraction(interaction)
        screen.interception.interceptGestureRecognizers(in: screen.window)
        _ = await screen.events()
        #expect(!Interception.tracksMenu(from: field))
        #expect(Interception.tracksMenu(from: Label(text: "Photo")))

        #expect(try #require(interaction.simulateLongPress()).simulateUserChoice(of: "Share"))
        screen.interception.menuElementChosen(title: "Paste", elementType: "MenuAction", menuTitle: nil, from: field)
        #expect(await screen.events(.controlAction).isEmpty)
        #expect(delegate.performed == ["Share"])
    }
}
