import Foundation
import Intercept
import InterceptHeadless
import Testing

/// Third review V8: UIKit's alert action selection scrubs: the finger touches one action, slides
/// to another and lifts there, and UIKit performs the one under the finger at the end. The event
/// names that action, not the row where the finger started.
@MainActor
@Suite("Alert scrubbing")
struct AlertScrubbingTests {
    @Test("G6 V8: touching Cancel, sliding to Delete and lifting reports Delete, the action UIKit performs")
    func scrubbedActionIsReported() async throws {
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        var handled: [String] = []
        let alert = AlertController(title: "Remove item?", layout: .actionGroup)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { handled.append($0.title ?? "") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { handled.append($0.title ?? "") })
        alert.present(in: harness.screen.window)
        // Installed the UIKit way: a relay target, which tells the hook no touched view.
        try harness.interception.interceptThroughStateRelay(alert.actionSelectionRecognizer)

        #expect(alert.simulateUserScrub(fromActionAt: 0, toActionAt: 1))
        #expect(handled == ["Delete"])
        let event = try #require(await harness.events().only)
        #expect(event.element?.type == "AlertAction")
        #expect(event.element?.content == "Delete")
    }
}
