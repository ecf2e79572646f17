#if canImport(UIKit)
@_spi(Platform) import Intercept
@testable import InterceptUIKit
import Testing
import UIKit

/// The UIKit adapter, driven through UIKit's own objects on an iOS simulator: the hooks are
/// process-wide, so the tests run one at a time, each pointing the hooks at its own interception.
/// What a simulator test cannot produce (a real `UIEvent` with touches) is stood in for by a
/// `UITouch` made by the test and announced the way the `sendEvent` hook announces one.
///
/// `xcodebuild test` of a package runs its tests without a host application: there is no
/// `UIApplication`, so UIKit's control dispatch (which goes through the application) and display
/// don't run. Tests that need them are enabled only when an application exists
/// (``hasApplication``), with the reason stated.
@MainActor
@Suite("UIKit adapter", .serialized)
struct UIKitAdapterTests {
    let recorder = RecordingTracker()
    let interception: Interception

    /// Whether a `UIApplication` exists in this process. Asked without touching
    /// `UIApplication.shared`, which is declared non-optional and is `nil` in a hostless test run.
    static let hasApplication: Bool = {
        let shared = (UIApplication.self as AnyObject).perform(NSSelectorFromString("sharedApplication"))
        return shared?.takeUnretainedValue() != nil
    }()

    /// Why a test needs the application.
    static let needsApplication: Comment = "needs a running UIApplication (UIKit sends control actions and drives display through it); hostless xcodebuild test has none"

    init() throws {
        interception = Interception(trackers: [recorder])
        try #require(UIKitHooks.install(for: interception), "swizzling is allowed in the tests")
    }

    /// The events of `kind` delivered so far.
    func events(_ kind: InteractionKind) async -> [InteractionEvent] {
        await interception.flush()
        return recorder.events.filter { $0.kind == kind }
    }

    /// Waits, up to two seconds of run-loop time, until `count` events of `kind` were delivered;
    /// for what the display link drives.
    func waitForEvents(_ kind: InteractionKind, count: Int) async throws -> [InteractionEvent] {
        var delivered = await events(kind)
        for _ in 0..<100 where delivered.count < count {
            try await Task.sleep(nanoseconds: 20_000_000)
            delivered = await events(kind)
        }
        return delivered
    }

    /// Plays a physical action on `view`: begun (hit-tested to `view`, as `sendEvent` tells the
    /// core), `body` run while it is in progress, ended.
    func duringTouch(on view: UIView, _ body: () -> Void) {
        let touch = PhysicalActionID(UITouch())
        interception.physicalActionDidBegin(touch)
        interception.physicalAction(touch, isAt: Point(x: 1, y: 1), on: view, phase: .began)
        body()
        interception.physicalActionDidEnd(touch)
    }
}

/// A table delegate that handles selection and answers row heights.
@MainActor
final class TableBusinessDelegate: NSObject, UITableViewDelegate {
    private(set) var selections: [IndexPath] = []

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 77 }
}

/// A collection delegate that handles selection.
@MainActor
final class CollectionBusinessDelegate: NSObject, UICollectionViewDelegate {
    private(set) var selections: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}

/// A target for gesture recognizers and controls that counts its calls.
@MainActor
final class ActionTarget: NSObject {
    private(set) var calls = 0

    @objc func handle(_ sender: Any) { calls += 1 }
    @objc func handleAgain(_ sender: Any) { calls += 1 }
}
#endif
