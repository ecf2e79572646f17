import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A view that overrides the move callbacks without calling `super`, as UIKit allows (their
/// default "does nothing"): `class CardView: UIView { override func didMoveToSuperview() {
/// updateShadow() } }`. On UIKit the hooks on `UIView`'s implementations never run for it.
@MainActor
private final class CardView: View {
    private(set) var moves = 0
    override func didMoveToSuperview() { moves += 1 }
    override func didMoveToWindow() { moves += 1 }
}

/// E9: what a view inherits (private, ignored, screen) follows moves that no callback told, so a
/// kept record can never say "not private" for a view now inside a private container.
@MainActor
@Suite("Moves no callback told")
struct UnseenMoveTests {
    @Test("H4, E7, E3, F16: a card whose move callbacks skip super gives no text once moved into a private container, no event inside an ignored one, and the screen it is moved to")
    func movesWithinTheWindow() async throws {
        let harness = Harness(configuration: .withDisplayedTextAndTitles)
        let root = harness.screen.controller.view
        let open = View(), secure = View(), ignored = View()
        secure.trackingAttributes.isPrivate = true
        ignored.trackingAttributes.ignoreScope = .viewAndSubviews
        let inner = ViewController(title: "Inner")
        inner.pageID = "Inner"
        for container in [open, secure, ignored, inner.view] { root.addSubview(container) }
        let card = CardView()
        let balance = Label(text: "Balance $1,234")
        card.addSubview(balance)
        open.addSubview(card)
        let target = ActionRecorder()
        let tap = TapGestureRecognizer(target: target, action: target.action())
        card.addGestureRecognizer(tap)
        try harness.interception.intercept(tap)
        let describer = harness.interception.elementDescriber

        #expect(tap.simulateRecognition())
        #expect(describer.describe(balance)?.element.content == "Balance $1,234")
        secure.addSubview(card)
        #expect(tap.simulateRecognition())
        #expect(describer.describe(balance)?.element.content == nil, "the label below the card is private too")
        ignored.addSubview(card)
        _ = tap.simulateRecognition()
        #expect(describer.describe(balance) == nil, "the ignore cascade covers the label")
        inner.view.addSubview(card)
        #expect(tap.simulateRecognition())
        #expect(card.moves > 0, "the callbacks ran, and skipped super")

        let events = await harness.events()
        #expect(events.map(\.element?.content) == ["Balance $1,234", nil, "Balance $1,234"])
        #expect(events.map(\.screen?.name) == ["ViewController", "ViewController", "Inner"])
    }

    @Test("H4, E7, F16: a subtree whose root skips super in didMoveToWindow, taken out of the window and put back inside a private container, gives no text")
    func outOfTheWindowAndBack() throws {
        let screen = ListScreenFixture()
        let describer = ElementDescriber(rules: .withDisplayedText)
        let open = View(), secure = View()
        secure.trackingAttributes.isPrivate = true
        screen.controller.view.addSubview(open)
        screen.controller.view.addSubview(secure)
        let card = CardView()
        let row = View()
        let balance = Label(text: "Balance $1,234")
        row.addSubview(balance)
        card.addSubview(row)
        open.addSubview(card)
        #expect(describer.describe(balance)?.element.content == "Balance $1,234")

        card.removeFromSuperview()
        #expect(balance.window == nil)
        secure.addSubview(card)
        #expect(balance.window === screen.window)
        #expect(describer.describe(balance)?.element.content == nil)
        #expect(describer.describe(row)?.element.content == nil)

        // The private flag cleared on the container: the text comes back.
        secure.trackingAttributes.isPrivate = false
        #expect(describer.describe(balance)?.element.content == "Balance $1,234")
    }
}
