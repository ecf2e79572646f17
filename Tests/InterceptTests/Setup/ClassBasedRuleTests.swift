import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// Two public classes of the same unqualified name, as two modules may have.
enum Promotions {
    final class Banner: View {}
    final class BannerTap: TapGestureRecognizer {}
}
/// A recognizer class the app declares, and the subclass key-value observing would make of it.
class ObservedTap: TapGestureRecognizer {}
final class NSKVONotifying_ObservedTap: ObservedTap {}

enum Onboarding {
    final class Banner: View {}
    final class BannerTap: TapGestureRecognizer {}
}

/// Configuration by metatype beside configuration by class name: no typo, no name collision.
@MainActor
@Suite("Class-based rules")
struct ClassBasedRuleTests {
    final class Target {
        var calls = 0
    }

    /// `tap` on `view`, in the harness's screen, calling `target`.
    private func tappable(
        _ view: View, recognizer tap: TapGestureRecognizer, in harness: Harness, target: Target
    ) -> (View, TapGestureRecognizer) {
        view.addSubview(Label(text: "Hello"))
        tap.addTarget(target, action: GestureAction("tap") { (target: Target, _) in target.calls += 1 })
        view.addGestureRecognizer(tap)
        harness.screen.controller.view.addSubview(view)
        return (view, tap)
    }

    @Test("G1: a recognizer class tracked by metatype is tracked exactly, not a same-named class of elsewhere")
    func trackedByClass() async throws {
        let harness = Harness()
        let target = Target()
        let (_, promo) = tappable(View(), recognizer: Promotions.BannerTap(), in: harness, target: target)
        let (_, onboarding) = tappable(View(), recognizer: Onboarding.BannerTap(), in: harness, target: target)
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)
        harness.interception.configuration.gestures.track(Promotions.BannerTap.self, as: .longPress)

        promo.simulateRecognition()
        onboarding.simulateRecognition()
        #expect(await harness.events().map(\.kind) == [.longPress])

        harness.interception.configuration.gestures.stopTracking(Promotions.BannerTap.self)
        promo.simulateRecognition()
        #expect(await harness.events().count == 1)

        // The name form cannot tell the two apart: both are "BannerTap".
        harness.interception.configuration.gestures.trackedRecognizers["BannerTap"] = .tap
        promo.simulateRecognition()
        onboarding.simulateRecognition()
        #expect(await harness.events().map(\.kind) == [.longPress, .tap, .tap])
        #expect(target.calls == 5)
    }

    @Test("G1, F8: a class tracked by metatype still matches once the runtime subclassed an object (key-value observing)")
    func runtimeSubclassMatches() async throws {
        let harness = Harness()
        let target = Target()
        let (_, observed) = tappable(View(), recognizer: NSKVONotifying_ObservedTap(), in: harness, target: target)
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)
        harness.interception.configuration.gestures.track(ObservedTap.self, as: .tap)

        observed.simulateRecognition()
        #expect(await harness.events().map(\.kind) == [.tap])
    }

    @Test("G5, E7: view classes ignored by metatype match subclasses, not a same-named class of elsewhere")
    func ignoredByClass() async throws {
        let harness = Harness()
        let target = Target()
        let (_, promo) = tappable(Promotions.Banner(), recognizer: TapGestureRecognizer(), in: harness, target: target)
        let (_, onboarding) = tappable(Onboarding.Banner(), recognizer: TapGestureRecognizer(), in: harness, target: target)
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)

        var ignored = ViewTypeSet(classes: [Promotions.Banner.self])
        #expect(ignored.containsClass(Promotions.Banner.self) && !ignored.containsClass(Onboarding.Banner.self))
        harness.interception.configuration.gestures.ignoredViewTypes = ignored
        promo.simulateRecognition()
        onboarding.simulateRecognition()
        let events = await harness.events()
        #expect(events.map { $0.element?.path } == ["View[0]/Banner[1]"], "only the onboarding banner (second of its name)")

        ignored.remove(Promotions.Banner.self)
        ignored.insert(View.self)                      // a class matches its subclasses
        harness.interception.configuration.gestures.ignoredViewTypes = ViewTypeSet()
        harness.interception.configuration.elementRules.ignoredViewTypes = ignored
        promo.simulateRecognition()
        #expect(await harness.events().count == 1, "every view is a View: the element is ignored")
    }

    @Test("G6: a processor registered for a view class wins over one registered for its name")
    func processorByClass() async throws {
        final class ChipBar: View {}
        final class Chip: View {}
        let harness = Harness()
        let target = Target()
        let bar = ChipBar()
        for title in ["Red", "Green"] {
            let chip = Chip()
            chip.addSubview(Label(text: title))
            bar.addSubview(chip)
        }
        let tap = TapGestureRecognizer(target: target, action: GestureAction("tap") { (target: Target, _) in target.calls += 1 })
        bar.addGestureRecognizer(tap)
        harness.screen.controller.view.addSubview(bar)
        try harness.interception.intercept(tap)
        harness.interception.gestureElementProcessors["ChipBar"] = ActionRowProcessor(rowTypeNames: ["Nothing"])
        harness.interception.setGestureElementProcessor(ActionRowProcessor(rowTypeNames: ["Chip"]), forViewsOf: ChipBar.self)

        harness.screen.application.simulateTouch(on: bar.subviews[1].subviews[0])
        let event = try #require(await harness.events().only)
        #expect(event.element?.content == "Green")

        harness.interception.setGestureElementProcessor(nil, forViewsOf: ChipBar.self)
        harness.screen.application.simulateTouch(on: bar.subviews[1].subviews[0])
        #expect(await harness.events().count == 1, "the name registration finds no row: no event")
    }
}
