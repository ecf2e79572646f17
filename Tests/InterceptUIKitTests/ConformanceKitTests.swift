#if canImport(UIKit)
import Intercept
import InterceptTesting
import InterceptUIKit
import Testing
import UIKit

/// An app's own Objective-C delegate protocol, as UIKit-style code writes it.
@MainActor
@objc protocol PlayerViewDelegate: NSObjectProtocol {
    @objc optional func playerView(_ playerView: PlayerView, shouldPlay item: Int) -> Bool
    @objc optional func playerView(_ playerView: PlayerView, didFinish item: Int)
}

/// The app's host: one weak storage, which it calls; the slot decides what it holds.
@MainActor
final class PlayerView: UIView, DelegateHost {
    let delegateSlot = DelegateSlot<PlayerViewDelegateProxy>()
    private(set) weak var storedDelegate: (any PlayerViewDelegate)?
    var delegate: (any PlayerViewDelegate)? {
        get { DelegateSlot<PlayerViewDelegateProxy>.delegateToReport(stored: storedDelegate) }
        set { apply(delegateSlot.assign(newValue)) }
    }
    func storeDelegate(_ value: (any PlayerViewDelegate)?) { storedDelegate = value }
}

/// The app's own UIKit delegate proxy: answers `responds(to:)` as its forwardee (D2) and reports
/// finished items.
@MainActor
final class PlayerViewDelegateProxy: NSObject, DelegateProxy, PlayerViewDelegate {
    weak var forwardee: (any PlayerViewDelegate)?
    let context: DelegateProxyContext
    var asDelegate: any PlayerViewDelegate { self }
    init(context: DelegateProxyContext) { self.context = context }

    nonisolated override func responds(to selector: Selector!) -> Bool {
        let forwarded = selector == #selector(PlayerViewDelegate.playerView(_:shouldPlay:))
            || selector == #selector(PlayerViewDelegate.playerView(_:didFinish:))
        guard forwarded else { return super.responds(to: selector) }
        return MainActor.assumeIsolated { forwardee?.responds(to: selector) ?? false }
    }

    func playerView(_ playerView: PlayerView, shouldPlay item: Int) -> Bool {
        forwardee?.playerView?(playerView, shouldPlay: item) ?? true
    }

    func playerView(_ playerView: PlayerView, didFinish item: Int) {
        guard let business = forwardee else { return }
        business.playerView?(playerView, didFinish: item)
        guard !context.isDetached, context.host != nil, let interception = context.interception, interception.isEnabled else { return }
        interception.emit(InteractionEvent(kind: InteractionKind(rawValue: "playerFinished"), timestamp: interception.now, host: context.hostIdentity))
    }
}

/// A recording spy of the protocol.
@MainActor
final class PlayerViewDelegateSpy: NSObject, PlayerViewDelegate, DelegateCallRecording {
    let callRecorder = DelegateCallRecorder()
    func playerView(_ playerView: PlayerView, shouldPlay item: Int) -> Bool { callRecorder.answer("shouldPlay", [playerView, item], with: false) }
    func playerView(_ playerView: PlayerView, didFinish item: Int) { callRecorder.answer("didFinish", [playerView, item], with: ()) }
}

/// A delegate implementing none of the protocol's optional methods.
@MainActor
final class SilentPlayerViewDelegate: NSObject, PlayerViewDelegate {}

@MainActor
let playerViewConformance: DelegateConformance<PlayerView> = {
    var kit = DelegateConformance(
        host: { PlayerView() }, assign: { $0.delegate = $1 }, delegate: { PlayerViewDelegateSpy() },
        invocations: { view in [
            DelegateInvocation("playerView(_:shouldPlay:)") { $0.playerView?(view, shouldPlay: 1) },
            DelegateInvocation("playerView(_:didFinish:)", emits: [InteractionKind(rawValue: "playerFinished")]) { $0.playerView?(view, didFinish: 2) },
        ] })
    kit.storage = { $0.storedDelegate }
    kit.unimplementingDelegate = { SilentPlayerViewDelegate() }
    return kit
}()

/// K3 on iOS: the kit against UIKit's lists with Intercept's UIKit proxies, and against an app's
/// own UIKit delegate proxy; one test case per behavior and method.
@MainActor
@Suite("Conformance kit on UIKit")
struct ConformanceKitTests {
    @Test("K3: UITableView and Intercept's UIKit proxy pass every check", arguments: await DelegateConformance.uiTableView.checks)
    func tableView(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }

    @Test("K3: UICollectionView and Intercept's UIKit proxy pass every check", arguments: await DelegateConformance.uiCollectionView.checks)
    func collectionView(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }

    @Test("K3: an app's own UIKit delegate proxy passes every check", arguments: await playerViewConformance.checks)
    func ownProxy(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }
}
#endif
