#if canImport(UIKit)
import Foundation
import Intercept
@testable import InterceptUIKit
import Testing
import UIKit

extension UIKitAdapterTests {
    @Test("G2, G3: targets are mirrored from init(target:action:), addTarget and removeTarget; held weakly")
    func recognizerTargetsMirrored() {
        var target: ActionTarget? = ActionTarget()
        let tap = UITapGestureRecognizer(target: target, action: #selector(ActionTarget.handle(_:)))
        #expect(tap.hasLiveBusinessTarget)
        tap.removeTarget(target, action: #selector(ActionTarget.handle(_:)))
        #expect(!tap.hasLiveBusinessTarget)
        tap.addTarget(target!, action: #selector(ActionTarget.handle(_:)))
        tap.addTarget(target!, action: #selector(ActionTarget.handle(_:)))
        #expect(tap.hasLiveBusinessTarget)
        target = nil
        #expect(!tap.hasLiveBusinessTarget, "the toolkit never retains a business target")
    }

    @Test("G2: removing every pair also removes the state relay; adding a pair again puts it back")
    func stateRelaySurvivesRemoveAll() {
        let target = ActionTarget()
        let tap = UITapGestureRecognizer(target: target, action: #selector(ActionTarget.handle(_:)))
        #expect(tap.isStateRelayAttached)
        tap.removeTarget(nil, action: nil)
        #expect(!tap.isStateRelayAttached, "UIKit removed the relay with the business pairs")
        #expect(!tap.hasLiveBusinessTarget)
        tap.addTarget(target, action: #selector(ActionTarget.handle(_:)))
        #expect(tap.isStateRelayAttached, "the relay comes back with the first pair")
        tap.removeTarget(nil, action: #selector(ActionTarget.handleAgain(_:)))
        #expect(tap.isStateRelayAttached, "a removal that matches no relay leaves it")
    }

    @Test("G2: a recognizer decoded from an archive counts as having targets until all are removed")
    func decodedRecognizer() throws {
        // What counts is that the recognizer came through init(coder:), as a storyboard's does. No
        // recognizer is archived (UIGestureRecognizer does not declare NSCoding, and an archiver
        // raises an Objective-C exception for an object it cannot encode): an empty archive is
        // read, with Foundation's throwing initializer, so a bad archive is a thrown error. Secure
        // coding is off as for a storyboard: UIKit's recognizers do not adopt NSSecureCoding, and
        // a missing key decodes as its default without raising.
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        let decoded = try #require(UILongPressGestureRecognizer(coder: unarchiver))
        unarchiver.finishDecoding()
        #expect(unarchiver.error == nil)
        #expect(decoded.hasLiveBusinessTarget)
        decoded.removeTarget(nil, action: nil)
        #expect(!decoded.hasLiveBusinessTarget)
    }

    @Test("C1, C3, C4: actions sent during a touch give one controlAction; the control's targets are unchanged", .enabled(if: UIKitAdapterTests.hasApplication, UIKitAdapterTests.needsApplication))
    func controlActionOncePerTouch() async throws {
        let target = ActionTarget()
        let button = UIButton(type: .system)
        button.setTitle("Buy", for: .normal)
        button.addTarget(target, action: #selector(ActionTarget.handle(_:)), for: .touchUpInside)
        button.addTarget(target, action: #selector(ActionTarget.handleAgain(_:)), for: .touchUpInside)
        duringTouch(on: button) { button.sendActions(for: .touchUpInside) }
        #expect(target.calls == 2)
        let actions = await events(.controlAction)
        #expect(actions.count == 1)
        #expect(actions.first?.element?.content == "Buy")
        #expect(button.allTargets == [target], "C4: no tracking target was added")

        button.sendActions(for: .touchUpInside)
        #expect(target.calls == 4)
        #expect(await events(.controlAction).count == 1, "sent from code: no event")
    }

    @Test("C1: UIAction handlers, which bypass UIApplication.sendAction, are reported once per touch", .enabled(if: UIKitAdapterTests.hasApplication, UIKitAdapterTests.needsApplication))
    func uiActionReported() async throws {
        var handled = 0
        let button = UIButton(type: .system)
        button.addAction(UIAction(title: "Share") { _ in handled += 1 }, for: .touchUpInside)
        duringTouch(on: button) { button.sendActions(for: .touchUpInside) }
        #expect(handled == 1)
        #expect(await events(.controlAction).count == 1)
    }

    @Test("C5: a bar button item's action is tracked, described by its view", .enabled(if: UIKitAdapterTests.hasApplication, UIKitAdapterTests.needsApplication))
    func barButtonItem() async throws {
        let target = ActionTarget()
        let customView = UIButton(type: .system)
        customView.setTitle("Save", for: .normal)
        let item = UIBarButtonItem(customView: customView)
        item.target = target
        item.action = #selector(ActionTarget.handle(_:))
        duringTouch(on: customView) { _ = UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil) }
        #expect(target.calls == 1)
        let actions = await events(.controlAction)
        #expect(actions.count == 1)
        #expect(actions.first?.element?.content == "Save")
    }
}
#endif
