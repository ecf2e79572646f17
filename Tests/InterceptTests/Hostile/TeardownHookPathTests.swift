import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

// `UIInputWindowController` (a headless stand-in named as UIKit's class) is RuntimeNameAndScreenTests'.

/// A recognizer on a probe view.
@MainActor
private final class ProbeRecognizer: GestureHost {
    let view: StandInNode
    var gestureTrackingHook: GestureTrackingHook?
    init(on view: StandInNode) { self.view = view }
    var recognizerViewNode: (any ViewNode)? { view }
    var hasLiveBusinessTarget: Bool { true }
    var hasLiveAppTarget: Bool { true }
}

/// A delegate of the app's.
private final class AppDelegate {}

/// F4, F15: the hooks that may run inside a view controller's deallocation (a
/// list's delegate setter, a list entering a window, a recognizer's target added) decide whether
/// the list or the recognizer is the platform's from names, classes and root views' owners
/// alone: they read no kept state, so no weak reference to the dying controller is formed.
@MainActor
@Suite("Hooks inside a deallocation")
struct TeardownHookPathTests {
    @Test("F4 F15: whether a list or a recognizer is the platform's is decided without reading any kept state or screen, and still right")
    func hookDecisionsReadNoKeptState() throws {
        let policy = SystemInterfacePolicy()
        let interception = Interception()
        let feed = ViewController(title: "Feed")
        let root = StandInNode("View", ownedBy: feed, keepsState: true)
        let list = StandInNode("TableView", in: StandInNode("StackView", in: root, keepsState: true), keepsState: true)
        let keyboard = StandInNode("View", ownedBy: UIInputWindowController(), keepsState: true)
        let emoji = StandInNode("CollectionView", in: StandInNode("View", in: keyboard, keepsState: true), keepsState: true)

        StandInNode.keptStateReads = 0
        #expect(!policy.isSystemList(list, delegate: AppDelegate()), "the app's list")
        #expect(policy.isSystemList(emoji, delegate: AppDelegate()), "a list under the keyboard's input screen")
        #expect(interception.shouldMirrorTargets(of: ProbeRecognizer(on: list), addingTarget: nil))
        #expect(interception.shouldMirrorTargets(of: ProbeRecognizer(on: emoji), addingTarget: nil), "mirrored whatever its view (F16)")
        #expect(StandInNode.keptStateReads == 0, "the hooks' decisions read the kept state \(StandInNode.keptStateReads) times")

        // A tap's description does read it (the probe counts).
        #expect(policy.contains(emoji))
        #expect(StandInNode.keptStateReads > 0)
    }
}
