import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A contact's screen, titled with the contact's name.
@MainActor
final class ProfileController: ViewController {
    init() { super.init(title: "Jane Doe") }
}

/// N3: content is the element's own words by default; the rest is an opt-in.
@MainActor
@Suite("The element's own words")
struct ElementWordsTests {
    /// A screen "Profile" (type `ProfileController`) with a card of labels, a photo, a titled
    /// button, an icon button and a list of cells.
    @MainActor
    final class Profile {
        let fixture = ListScreenFixture(title: "Jane Doe", tableSections: [["Jane Doe", "42 Elm Street"]], controller: ProfileController())
        let card = View()
        let name = Label(text: "Jane Doe")
        let photo = ImageView(imageName: "avatar", accessibilityLabel: "Jane Doe")
        let call = Button(title: "Call")
        let icon = Button()
        let toggle = Switch()

        init() {
            card.addSubview(name)
            card.addSubview(Label(text: "42 Elm Street"))
            card.addSubview(call)
            icon.accessibilityLabel = "Add to favorites"
            for view in [card, photo, icon, toggle] as [View] { fixture.controller.view.addSubview(view) }
        }

        var cell: TableViewCell { fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0))! }
    }

    @Test("N3: by default a control gives its own title (an icon button its accessibility label) and a switch its state; labels, images, cells and containers give no text")
    func ownWordsOnly() {
        let profile = Profile()
        let describer = ElementDescriber()
        #expect(describer.describe(profile.call)?.element.content == "Call")
        #expect(describer.describe(profile.icon)?.element.content == "Add to favorites")
        #expect(describer.describe(profile.toggle)?.element.content == "unchecked")
        for view in [profile.name, profile.photo, profile.card, profile.cell] as [View] {
            let element = describer.describe(view)?.element
            #expect(element != nil && element?.content == nil, "\(type(of: view)) gives no text")
        }
        // What says which element it was is still there.
        let cell = describer.describe(profile.cell)?.element
        #expect(cell?.position == "0:0" && cell?.path.isEmpty == false && cell?.type == "TableViewCell")
    }

    @Test("N3: displayed text is an opt-in everywhere, per screen or per view type, redacted as content is")
    func displayedTextOptIns() {
        let profile = Profile()
        profile.name.text = "Jane Doe (jane@example.com)"
        var rules = ElementTrackingRules()
        rules.displayedText = .everywhere
        let everywhere = ElementDescriber(rules: rules)
        #expect(everywhere.describe(profile.name)?.element.content == "Jane Doe ([email])")
        #expect(everywhere.describe(profile.photo)?.element.content == "Jane Doe")
        #expect(everywhere.describe(profile.card)?.element.content == "Jane Doe ([email])-42 Elm Street-Call")
        #expect(everywhere.describe(profile.cell)?.element.content == "Jane Doe")

        rules.displayedText = TextOptIn(screens: ["ProfileController"])
        #expect(ElementDescriber(rules: rules).describe(profile.card)?.element.content != nil)
        rules.displayedText = TextOptIn(screens: ["Settings"])
        #expect(ElementDescriber(rules: rules).describe(profile.card)?.element.content == nil)

        rules.displayedText = TextOptIn(types: ViewTypeSet(classes: [TableViewCell.self]))
        let cells = ElementDescriber(rules: rules)
        #expect(cells.describe(profile.cell)?.element.content == "Jane Doe")
        #expect(cells.describe(profile.card)?.element.content == nil, "only the opted-in type")
        #expect(cells.describe(profile.call)?.element.content == "Call", "a control's own title either way")

        profile.card.trackingAttributes.isPrivate = true
        rules.displayedText = .everywhere
        #expect(ElementDescriber(rules: rules).describe(profile.card)?.element.content == nil, "a private view stays private (E8)")
    }

    @Test("N3: a tap recognizer on a card or on the root view reports the view's type and path, none of the texts below it")
    func recognizerContainers() async throws {
        let profile = Profile()
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let target = ActionCounter()
        let cardTap = TapGestureRecognizer(target: target, action: target.gesture)
        let rootTap = TapGestureRecognizer(target: target, action: target.gesture)
        profile.card.addGestureRecognizer(cardTap)
        profile.fixture.controller.view.addGestureRecognizer(rootTap)
        #expect(interception.interceptGestureRecognizers(in: profile.fixture.window) == 2)
        #expect(cardTap.simulateRecognition() && rootTap.simulateRecognition())
        await interception.flush()
        let taps = recorder.events(ofKind: .tap)
        #expect(taps.count == 2)
        #expect(taps.allSatisfy { $0.element?.content == nil && $0.element?.type == "View" && $0.screen?.title == nil })
    }

    @Test("N3: a menu's title is sent only where displayed text is opted in")
    func menuTitle() async throws {
        for optIn in [TextOptIn.nowhere, .everywhere] {
            var configuration = InterceptionConfiguration()
            configuration.elementRules.displayedText = optIn
            let screen = SignalScreen(configuration: configuration)
            let sort = screen.place(Button(title: "Sort"), Rect(x: 290, y: 50, width: 90, height: 44))
            sort.menu = Menu(title: "Jane Doe", children: [MenuAction(title: "Call") { _ in }])
            sort.showsMenuAsPrimaryAction = true
            _ = await screen.events()
            screen.tap(300, 60)
            let menu = try #require(sort.presentedMenu)
            #expect(menu.simulateUserChoice(of: "Call"))
            let event = try #require(await screen.events(.controlAction).only)
            #expect(event.element?.content == "Call")
            #expect(event.menu?.title == (optIn.isNowhere ? nil : "Jane Doe"))
        }
    }
}
