import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

// `UIInputWindowController` (a headless stand-in named as UIKit's class) is RuntimeNameAndScreenTests'.

/// A view answering as the UIKit adapter's `UIView` does where third review V6 lies: reading its
/// kept state (`inheritedTrackingState`) or its screen (`screenNode`) computes the kept state, and
/// on UIKit that forms a weak reference to the screen, which aborts the process inside the
/// screen's deallocation. This one counts those reads instead; its root view's owner
/// (`screenOwningThisView`) forms no reference on UIKit (`nextResponder`) and is not counted.
@MainActor
private final class KeptStateProbe: ViewNode {
    static var keptStateReads = 0
    let nodeTypeName: String
    weak var parent: KeptStateProbe?
    var children: [KeptStateProbe] = []
    var owner: ViewController?

    init(_ typeName: String, in parent: KeptStateProbe? = nil, ownedBy owner: ViewController? = nil) {
        nodeTypeName = typeName
        self.parent = parent
        self.owner = owner
        parent?.children.append(self)
    }

    var parentNode: (any ViewNode)? { parent }
    var childNodes: [any ViewNode] { children }
    var screenOwningThisView: (any ScreenNode)? { owner }
    var screenNode: (any ScreenNode)? {
        Self.keptStateReads += 1
        return owner ?? parent?.screenNode
    }
    var inheritedTrackingState: InheritedTrackingState? {
        Self.keptStateReads += 1
        return InheritedTrackingState(of: self, parent: parent, parentState: parent?.inheritedTrackingState ?? InheritedTrackingState())
    }
    var nodeContent: NodeContent { .container }
    var nodeIsHidden: Bool { false }
    var nodeAlpha: Double { 1 }
    var isAttachedToWindow: Bool { true }
    var nodeFrame: Rect { Rect(x: 0, y: 0, width: 100, height: 100) }
    var nodeBoundsOrigin: Point { .zero }
    var nodeClipsToBounds: Bool { false }
    var isScrollContainer: Bool { false }
    var trackingAttributes: ViewTrackingAttributes { ViewTrackingAttributes() }
}

/// A recognizer on a probe view.
@MainActor
private final class ProbeRecognizer: GestureHost {
    let view: KeptStateProbe
    var gestureTrackingHook: GestureTrackingHook?
    init(on view: KeptStateProbe) { self.view = view }
    var recognizerViewNode: (any ViewNode)? { view }
    var hasLiveBusinessTarget: Bool { true }
    var hasLiveAppTarget: Bool { true }
}

/// A delegate of the app's.
private final class AppDelegate {}

/// F4, F15 (third review V6): the hooks that may run inside a view controller's deallocation (a
/// list's delegate setter, a list entering a window, a recognizer's target added) decide whether
/// the list or the recognizer is the platform's from names, classes and root views' owners
/// alone: they read no kept state, so no weak reference to the dying controller is formed.
@MainActor
@Suite("Hooks inside a deallocation")
struct TeardownHookPathTests {
    @Test("F4 F15 V6: whether a list or a recognizer is the platform's is decided without reading any kept state or screen, and still right")
    func hookDecisionsReadNoKeptState() throws {
        let policy = SystemInterfacePolicy()
        let interception = Interception()
        let feed = ViewController(title: "Feed")
        let root = KeptStateProbe("View", ownedBy: feed)
        let list = KeptStateProbe("TableView", in: KeptStateProbe("StackView", in: root))
        let keyboard = KeptStateProbe("View", ownedBy: UIInputWindowController())
        let emoji = KeptStateProbe("CollectionView", in: KeptStateProbe("View", in: keyboard))

        KeptStateProbe.keptStateReads = 0
        #expect(!policy.isSystemList(list, delegate: AppDelegate()), "the app's list")
        #expect(policy.isSystemList(emoji, delegate: AppDelegate()), "a list under the keyboard's input screen")
        #expect(interception.shouldMirrorTargets(of: ProbeRecognizer(on: list), addingTarget: nil))
        #expect(interception.shouldMirrorTargets(of: ProbeRecognizer(on: emoji), addingTarget: nil), "mirrored whatever its view (W10)")
        #expect(KeptStateProbe.keptStateReads == 0, "the hooks' decisions read the kept state \(KeptStateProbe.keptStateReads) times")

        // A tap's description does read it (the probe counts).
        #expect(policy.contains(emoji))
        #expect(KeptStateProbe.keptStateReads > 0)
    }
}
