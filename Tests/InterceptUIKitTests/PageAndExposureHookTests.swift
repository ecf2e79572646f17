#if canImport(UIKit)
@_spi(Platform) import Intercept
@testable import InterceptUIKit
import Testing
import UIKit

/// A screen with a title, as an app's controller.
@MainActor
final class CheckoutController: UIViewController {}

extension UIKitAdapterTests {
    @Test("P1: viewDidAppear enters the page, viewDidDisappear exits it with its duration")
    func pageEnterAndExit() async throws {
        let controller = CheckoutController()
        controller.title = "Checkout"
        controller.viewDidAppear(false)
        controller.viewDidDisappear(false)
        let enters = await events(.pageEnter), exits = await events(.pageExit)
        #expect(enters.map(\.screen?.name) == ["CheckoutController"])
        #expect(enters.first?.screen?.title == nil, "no title unless the app opts in (N4)")
        #expect(exits.count == 1)
        #expect(exits.first?.duration != nil)
    }

    @Test("P4: a navigation controller is a container, not a page")
    func containerIsNotAPage() async {
        let navigation = UINavigationController(rootViewController: CheckoutController())
        navigation.viewDidAppear(false)
        #expect(await events(.pageEnter).isEmpty)
    }

    @Test("X1: a tracked view in a window is exposed once by the display link, which then pauses", .enabled(if: UIKitAdapterTests.hasApplication, UIKitAdapterTests.needsApplication))
    func exposureThroughDisplayLink() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.isHidden = false
        let card = UILabel(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        card.text = "Card"
        window.addSubview(card)
        card.trackingAttributes.exposure = ExposureContext(trackingID: "card")
        #expect(interception.needsExposureFrames)
        #expect(try await waitForEvents(.exposure, count: 1).map(\.element?.trackingID) == ["card"])
        #expect(!interception.needsExposureFrames, "nothing left to do: the display link can pause")

        card.isHidden = true
        try await Task.sleep(nanoseconds: 100_000_000)
        card.isHidden = false
        #expect(try await waitForEvents(.exposure, count: 2).count == 2, "hidden and shown again: exposed again")
    }
}
#endif
