import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// A document view that performs the app's `UICommand` (a responder implementing its action).
@MainActor
final class DocumentView: View {
    private(set) var duplicates = 0
    static let duplicate = ControlAction("duplicate") { (view: DocumentView, _) in view.duplicates += 1 }
}

/// B5: menu choices are reported by default, as UIKit performs them (`performWithSender:target:`
/// with the interaction that shows the menu as the sender): a context menu's, a button's and a
/// bar button item's (their own interaction), commands and deferred elements included, once each,
/// and never a text input's.
@MainActor
@Suite("Menus by default")
struct MenusByDefaultTests {
    private func sortButton(on screen: SignalScreen, chosen: @escaping @MainActor (String) -> Void) -> Button {
        let sort = screen.place(Button(title: "Sort"), Rect(x: 290, y: 60, width: 90, height: 44))
        sort.menu = Menu(title: "Sort by", children: [
            MenuAction(title: "Price") { chosen($0.title) },
            Menu(title: "More", children: [MenuAction(title: "Rating") { chosen($0.title) }]),
        ])
        sort.showsMenuAsPrimaryAction = true
        return sort
    }

    @Test("B5 M1 N3: a button's menu choice, performed with the button's own interaction, is one controlAction from the button; the holding submenu's title only where displayed text is opted in")
    func buttonMenu() async throws {
        for optedIn in [false, true] {
            var configuration = InterceptionConfiguration()
            if optedIn { configuration.elementRules = .withDisplayedText }
            let screen = SignalScreen(configuration: configuration)
            var chosen: [String] = []
            let sort = sortButton(on: screen) { chosen.append($0) }
            _ = await screen.events()

            screen.tap(300, 70)
            try #require(sort.presentedMenu).simulateUserChoice(of: "Rating")
            #expect(chosen == ["Rating"])
            let event = try #require(await screen.events().only)
            #expect(event.kind == .controlAction)
            #expect(event.element?.type == "MenuAction")
            #expect(event.element?.content == "Rating")
            #expect(event.menu?.sourcePath == screen.interception.elementDescriber.describe(sort)?.element.path)
            #expect(event.menu?.title == (optedIn ? "More" : nil), "the menu holding the choice, found in the button's own menu")
        }
    }

    @Test("B5 M1: the menuActionTriggered target-action a button sends as its menu opens is no event (opening gives nothing); the choice is one, with VoiceOver running too")
    func menuActionTriggeredOnce() async throws {
        let screen = SignalScreen()
        let counter = ActionCounter()
        let sort = sortButton(on: screen) { _ in }
        sort.addTarget(counter, action: counter.control, for: .menuActionTriggered)
        _ = await screen.events()

        screen.tap(300, 70)
        #expect(counter.count == 1, "the app's target ran as the menu opened")
        screen.wait(2)
        #expect(await screen.events().isEmpty)
        try #require(sort.presentedMenu).simulateUserChoice(of: "Price")
        // VoiceOver makes a touchless action a user's (assistive technology): still one event.
        screen.application.isAssistiveTechnologyRunning = true
        screen.tap(300, 70)
        try #require(sort.presentedMenu).simulateUserChoice(of: "Price")
        #expect(counter.count == 2)
        #expect(await screen.events(.controlAction).map(\.element?.content) == ["Price", "Price"])
    }

    @Test("B5 C5: a bar button item's menu, shown by the platform's private bar control, is reported once, found by the item's public menu")
    func barItemMenu() async throws {
        let screen = SignalScreen()
        var chosen: [String] = []
        let item = BarButtonItem(title: "Filter")
        item.menu = Menu(title: "Show", children: [MenuAction(title: "Unread") { chosen.append($0.title) }])
        let toolbar = screen.place(Toolbar(items: [item]), Rect(x: 0, y: 0, width: 390, height: 44))
        // UIKit's `_UIButtonBarButton` is the platform's private class (F15): only the item's
        // menu makes its menu the app's.
        let barControl = try #require(toolbar.subviews.first)
        ClassImageMap.load(type(of: barControl), from: "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore")
        _ = await screen.events()

        #expect(item.simulateUserTap())
        try #require(item.presentedMenu).simulateUserChoice(of: "Unread")
        #expect(chosen == ["Unread"])
        let events = await screen.events(.controlAction)
        #expect(events.map(\.element?.content) == ["Unread"])
        #expect(events.first?.element?.type == "MenuAction")

        // The private control's own menu (not the item's: a back button's history) stays the platform's.
        screen.application.perform(MenuAction(title: "Inbox") { _ in }, sender: (barControl as? Control)?.contextMenuInteraction)
        #expect(await screen.events(.controlAction).isEmpty)
    }

    @Test("B5 M1: elements a deferred element provides, in a context menu and a button's menu, are reported once each, without a menu title")
    func deferredElements() async throws {
        var configuration = InterceptionConfiguration()
        configuration.elementRules = .withDisplayedText
        let screen = SignalScreen(configuration: configuration)
        var chosen: [String] = []
        let sort = screen.place(Button(title: "Sort"), Rect(x: 290, y: 60, width: 90, height: 44))
        sort.menu = Menu(title: "Sort by", children: [
            DeferredMenuElement { completion in completion([MenuAction(title: "Newest") { chosen.append($0.title) }]) },
        ])
        sort.showsMenuAsPrimaryAction = true
        let photo = screen.place(ImageView(imageName: "beach", accessibilityLabel: "Beach"), Rect(x: 0, y: 100, width: 390, height: 300))
        let delegate = DeferredMenuDelegate { chosen.append($0) }
        let interaction = ContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        _ = await screen.events()

        screen.tap(300, 70)
        try #require(sort.presentedMenu).simulateUserChoice(of: "Newest")
        try #require(interaction.simulateLongPress()).simulateUserChoice(of: "Save")
        #expect(chosen == ["Newest", "Save"])
        let events = await screen.events(.controlAction)
        #expect(events.map(\.element?.content) == ["Newest", "Save"])
        #expect(events.map(\.menu?.title) == [nil, nil], "what a deferred element provides is in no menu the owner's `menu` holds")
    }

    @Test("B5 M1: a UICommand chosen from a context menu is one controlAction from the menu's source, and its action reaches the responder that performs it")
    func commands() async throws {
        let screen = SignalScreen()
        let document = screen.place(DocumentView(), Rect(x: 0, y: 100, width: 390, height: 300))
        let delegate = StaticMenuDelegate(Menu(children: [MenuCommand(title: "Duplicate", action: DocumentView.duplicate)]))
        let interaction = ContextMenuInteraction(delegate: delegate)
        document.addInteraction(interaction)
        _ = await screen.events()

        try #require(interaction.simulateLongPress()).simulateUserChoice(of: "Duplicate")
        #expect(document.duplicates == 1)
        let event = try #require(await screen.events(.controlAction).only)
        #expect(event.element?.type == "MenuCommand")
        #expect(event.element?.content == "Duplicate")
        #expect(event.menu?.sourcePath == screen.interception.elementDescriber.describe(document)?.element.path)
    }

    @Test("B5 H8: a text input's own menu and edit menu (Cut, Copy, Paste, commands included) give nothing, and their actions run")
    func textInputMenus() async throws {
        let screen = SignalScreen()
        let field = screen.place(TextField(text: "4111 1111 1111 1111"), Rect(x: 20, y: 40, width: 350, height: 44))
        let document = screen.place(DocumentView(), Rect(x: 0, y: 100, width: 390, height: 300))
        _ = await screen.events()
        var performed: [String] = []
        func action(_ title: String) -> MenuAction { MenuAction(title: title) { performed.append($0.title) } }

        screen.application.perform(action("Paste"), sender: field.contextMenuInteraction)     // the field's own menu
        screen.application.perform(action("Copy"), sender: nil)                               // the edit menu's
        screen.application.perform(MenuCommand(title: "Cut", action: DocumentView.duplicate), sender: nil)
        field.becomeFirstResponder()
        let documentMenu = ContextMenuInteraction(delegate: StaticMenuDelegate(Menu(children: [])))
        document.addInteraction(documentMenu)
        screen.application.perform(MenuCommand(title: "Duplicate", action: DocumentView.duplicate), sender: documentMenu)  // while typing
        field.resignFirstResponder()
        #expect(performed == ["Paste", "Copy"])
        #expect(await screen.events(.controlAction).isEmpty)
    }
}

/// A context menu delegate giving one fixed menu.
@MainActor
final class StaticMenuDelegate: ContextMenuInteractionDelegate {
    let menu: Menu
    init(_ menu: Menu) { self.menu = menu }
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, menuAt location: Point) -> Menu? { menu }
}

/// A context menu delegate whose menu is a deferred element, provided when the menu opens.
@MainActor
final class DeferredMenuDelegate: ContextMenuInteractionDelegate {
    private let chosen: @MainActor (String) -> Void
    init(chosen: @escaping @MainActor (String) -> Void) { self.chosen = chosen }
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, menuAt location: Point) -> Menu? {
        let chosen = self.chosen
        return Menu(title: "Photo", children: [
            DeferredMenuElement { completion in completion([MenuAction(title: "Save") { chosen($0.title) }]) },
        ])
    }
}
