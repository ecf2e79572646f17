#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
@testable import InterceptUIKit
import Testing
import UIKit

extension UIKitAdapterTests {
    @Test("B3 B4: a hooked method this iOS version lacks is not skipped silently: counted once, with what goes untracked")
    func missingHookedMethodIsReported() {
        UIKitHooks.hook(UIView.self, NSSelectorFromString("interceptTestsNoSuchMethod"), untracked: "nothing real") { _ in
            { (_: UIView) in } as @convention(block) (UIView) -> Void
        }
        UIKitHooks.tellMissingMethods(to: interception)
        UIKitHooks.tellMissingMethods(to: interception)
        let report = interception.coexistenceReport()
        #expect(report.notTracked.contains("-[UIView interceptTestsNoSuchMethod] is missing: not tracked on this version: nothing real"))
        #expect(interception.assumptionChecks.details(of: .hookedMethodExists).filter { $0.contains("interceptTestsNoSuchMethod") }.count == 1)
        if #unavailable(iOS 16.0) {
            #expect(report.notTracked.contains { $0.contains("performWithSender:target:") }, "iOS 15 says what it does not track")
        }
    }

    @Test("B2: a recognizer UIKit makes with its own target gets no relay; the app's gets one")
    func platformRecognizerGetsNoRelay() {
        let scroll = UIScrollView()
        #expect(!scroll.panGestureRecognizer.isStateRelayAttached, "UIKit's pan, UIKit's target: nothing of Intercept's")
        let target = ActionTarget()
        let tap = UITapGestureRecognizer(target: target, action: #selector(ActionTarget.handle(_:)))
        #expect(tap.isStateRelayAttached)
    }
}
#endif
