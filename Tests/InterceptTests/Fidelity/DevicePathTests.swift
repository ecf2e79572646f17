import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

/// F16: the headless platform hands the core only what UIKit hands the adapter, so a test that
/// passes here exercises the device path.
@MainActor
@Suite("Device paths equal headless paths")
struct DevicePathTests {
    /// The titles of the alert actions performed.
    final class PerformedActions {
        var titles: [String] = []
    }

    /// "Remove item?" with Cancel and Delete, presented and intercepted the UIKit way: a relay
    /// target, which tells the hook no touched view.
    private func presentRemoveAlert(in harness: Harness, recordingInto performed: PerformedActions) throws -> AlertController {
        let alert = AlertController(title: "Remove item?", layout: .actionGroup)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { performed.titles.append($0.title ?? "") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { performed.titles.append($0.title ?? "") })
        alert.present(in: harness.screen.window)
        try harness.interception.interceptThroughStateRelay(alert.actionSelectionRecognizer)
        return alert
    }

    @Test("F16: an alert's action is found from the touch, with no touched view passed by the platform, as on UIKit")
    func alertProcessorFromTheTouch() async throws {
        let harness = Harness()
        let performed = PerformedActions()
        let alert = try presentRemoveAlert(in: harness, recordingInto: performed)

        #expect(alert.simulateUserTap(onActionAt: 1))
        #expect(performed.titles == ["Delete"])
        let event = try #require(await harness.events().only)
        #expect(event.element?.type == "AlertAction")
        #expect(event.element?.content == "Delete")
    }

    @Test("G6: touching Cancel, sliding to Delete and lifting (UIKit's alert scrubbing) reports Delete, the action UIKit performs")
    func scrubbedAlertAction() async throws {
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        let performed = PerformedActions()
        let alert = try presentRemoveAlert(in: harness, recordingInto: performed)

        #expect(alert.simulateUserScrub(fromActionAt: 0, toActionAt: 1))
        #expect(performed.titles == ["Delete"])
        let event = try #require(await harness.events().only)
        #expect(event.element?.type == "AlertAction")
        #expect(event.element?.content == "Delete")
    }

    @Test("F16: a recognition the core saw no touch for is not resolved to a row: the platform supplies no touched view")
    func noTouchedViewFromThePlatform() async throws {
        final class ChipBar: View {}
        final class Chip: View {}
        let harness = Harness()
        let bar = ChipBar()
        let chip = Chip()
        chip.addSubview(Label(text: "Green"))
        bar.addSubview(chip)
        let target = ActionCounter()
        let tap = TapGestureRecognizer(target: target, action: target.gesture)
        bar.addGestureRecognizer(tap)
        harness.screen.controller.view.addSubview(bar)
        harness.interception.gestureElementProcessors["ChipBar"] = ActionRowProcessor(rowTypeNames: ["Chip"])
        try harness.interception.intercept(tap)

        // The recognizer knows its touched view (the app's own logic may use it), but it is not
        // handed to the core, as UIKit's is not: without a touch, no row is found.
        tap.simulateRecognition(touching: chip.subviews[0])
        #expect(await harness.events().isEmpty)
        #expect(harness.screen.application.simulateTouch(on: chip.subviews[0]))
        #expect(await harness.events().only?.element?.content == "Green")
        #expect(target.count == 2)
    }

    @Test("F16: touch phases map in the core: a stationary finger is moving, hovering is not a finger")
    func phaseMapping() {
        #expect(PlatformTouchPhase.began.physicalActionPhase == .began)
        #expect(PlatformTouchPhase.stationary.physicalActionPhase == .moved)
        #expect(PlatformTouchPhase.ended.physicalActionPhase == .ended)
        #expect(PlatformTouchPhase.cancelled.physicalActionPhase == .cancelled)
        #expect(PlatformTouchPhase.region.physicalActionPhase == nil)
        #expect(PlatformTouchPhase.unknown.physicalActionPhase == nil)
    }

    @Test("F16: a standard bar button item supplies no view; the core finds the control its touch landed on")
    func barButtonItemFromTheTouch() async throws {
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        let counter = ActionCounter()
        let item = BarButtonItem(title: "Done", target: counter, action: counter.control)
        #expect(item.controlElementNode == nil, "as UIKit's standard item: no view")
        let toolbar = Toolbar(items: [item])
        harness.screen.controller.view.addSubview(toolbar)
        #expect(item.simulateUserTap())
        let event = try #require(await harness.events().only)
        #expect(event.element?.type == "BarButtonItem")
        #expect(event.element?.content == "Done")
        #expect(event.element?.path.hasSuffix("Toolbar[0]/_BarButtonItemView[0]") == true)
        #expect(counter.count == 1)
    }
}
