import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

// Headless stand-ins named as UIKit's classes are: the policy matches type names.
private final class UIRemoteKeyboardWindow: Window {}

/// The core's keeper of inherited tracking state (the UIKit adapter's `UIKitTrackingTree` and the
/// headless `HeadlessTrackingTree` are its translations), driven here over headless views through
/// a translation of the test's own that counts how often the keeper reaches a parent. No move is
/// ever told to the keeper, as none can be on UIKit (a class may override `didMoveToSuperview`
/// and `didMoveToWindow` without calling `super`): only the flags' setter tells it anything.
@MainActor
@Suite("Inherited state keeper")
struct InheritedTrackingKeeperTests {
    /// The translation: headless views, a record kept as an associated object, parents counted.
    @MainActor
    enum Tree: InheritedTrackingTree {
        static var parentReads = 0
        static func parent(of node: View) -> View? {
            parentReads += 1
            return node.superview
        }
        static func unretainedParent(of node: Unmanaged<View>) -> Unmanaged<View>? {
            guard let parent = parent(of: node.takeUnretainedValue()) else { return nil }
            return Unmanaged.passUnretained(parent)
        }
        static func record(of node: View) -> InheritedTrackingRecord? { node.associatedObject(forKey: "record") as? InheritedTrackingRecord }
        static func unretainedRecord(of node: Unmanaged<View>) -> InheritedTrackingRecord? {
            record(of: node.takeUnretainedValue())
        }
        static func keep(_ record: InheritedTrackingRecord, on node: View) { node.setAssociatedObject(record, forKey: "record") }
    }

    /// A window with a screen, and a chain of views below the screen's root view.
    @MainActor
    struct Scene {
        let application = Application()
        let window = Window()
        let screen = ViewController(title: "Feed")
        let keeper = InheritedTrackingStateKeeper<Tree>()
        var chain: [View] = []

        init(depth: Int) {
            application.addWindow(window)
            window.rootViewController = screen
            var parent = screen.view
            for _ in 0..<depth {
                let child = View()
                parent.addSubview(child)
                chain.append(child)
                parent = child
            }
        }

        /// The flags' setter, as the platforms call it.
        func setFlags(of view: View, isPrivate: Bool, ignoresSubviews: Bool) {
            view.trackingAttributes.isPrivate = isPrivate
            view.trackingAttributes.ignoreScope = ignoresSubviews ? .viewAndSubviews : nil
            keeper.flagsDidChange(of: view)
        }
    }

    @Test("E3, E7, H4, F15: kept states follow moves no one told, flag changes, and a move out of the window into another")
    func keptStatesFollowTheTree() {
        let scene = Scene(depth: 5)
        let branch = View()
        let leaf = Label(text: "Buy")
        branch.addSubview(leaf)
        scene.chain[4].addSubview(branch)
        #expect(scene.keeper.state(of: leaf).screen === scene.screen)
        #expect(!scene.keeper.state(of: leaf).isPrivateByAncestor)

        // A flag on an ancestor: its subtree's records no longer hold.
        scene.setFlags(of: scene.chain[1], isPrivate: true, ignoresSubviews: true)
        #expect(scene.keeper.state(of: leaf).isPrivateByAncestor)
        #expect(scene.keeper.state(of: leaf).isIgnoredByAncestor)

        // A move within the window, to a branch the flags do not cover, told to no one.
        scene.screen.view.addSubview(branch)
        #expect(!scene.keeper.state(of: leaf).isPrivateByAncestor)
        #expect(!scene.keeper.state(of: leaf).isIgnoredByAncestor)
        // And back under the flags.
        scene.chain[3].addSubview(branch)
        #expect(scene.keeper.state(of: leaf).isPrivateByAncestor)

        // Out of the window, then into the keyboard's: no screen, the platform's interface.
        branch.removeFromSuperview()
        #expect(scene.keeper.state(of: leaf).screen == nil)
        let keyboard = UIRemoteKeyboardWindow()
        scene.application.addWindow(keyboard)
        keyboard.addSubview(branch)
        #expect(scene.keeper.state(of: leaf).screen == nil, "no screen in the keyboard's window")
        #expect(!scene.keeper.state(of: leaf).isPrivateByAncestor)
        #expect(SystemInterfacePolicy().contains(leaf), "and it is the platform's interface (F15)")

        // A view that became a controller's root view in the branch's place.
        let inner = ViewController(title: "Inner")
        scene.chain[4].addSubview(inner.view)
        inner.view.addSubview(branch)
        #expect(scene.keeper.state(of: leaf).screen === inner)
        #expect(scene.keeper.state(of: leaf).isPrivateByAncestor, "privacy crosses screens")
        #expect(!scene.keeper.state(of: leaf).isIgnoredByAncestor, "the ignore cascade stops at a screen's root view")
    }

    @Test("H8: a view below a text input or a picker keeps that it is, and loses it when moved out")
    func insideTextInputOrPicker() {
        let scene = Scene(depth: 2)
        let field = TextField(text: "hunter2")
        let box = View()
        let digit = Label(text: "7")
        box.addSubview(digit)
        field.addSubview(box)
        scene.chain[1].addSubview(field)
        #expect(!scene.keeper.state(of: field).isInsideTextInputOrPicker, "the input itself reports its own content by its own rules")
        #expect(scene.keeper.state(of: box).isInsideTextInputOrPicker)
        #expect(scene.keeper.state(of: digit).isInsideTextInputOrPicker)
        scene.chain[0].addSubview(box)
        #expect(!scene.keeper.state(of: digit).isInsideTextInputOrPicker)
    }

    @Test("H2: a read with nothing changed checks each level once; a move three levels up computes those levels again, not the ones above")
    func costOfAReadAndOfARecomputation() {
        let scene = Scene(depth: 20)
        let leaf = Label(text: "Row")
        scene.chain[19].addSubview(leaf)
        let levels = 23  // the leaf, 20 views, the screen's root view, the window
        _ = scene.keeper.state(of: leaf)
        Tree.parentReads = 0
        _ = scene.keeper.state(of: leaf)
        #expect(Tree.parentReads == levels, "a check reaches each parent once")

        let sibling = View()
        scene.chain[15].addSubview(sibling)
        sibling.addSubview(scene.chain[17])  // the same depth, under another parent
        _ = scene.keeper.state(of: leaf)
        Tree.parentReads = 0
        _ = scene.keeper.state(of: leaf)
        #expect(Tree.parentReads == levels, "the sibling was computed on the read before")

        sibling.trackingAttributes.isPrivate = true
        scene.keeper.flagsDidChange(of: sibling)
        Tree.parentReads = 0
        #expect(scene.keeper.state(of: leaf).isPrivateByAncestor)
        // chain[17], chain[18], chain[19] and the leaf: 3 parents to collect them, 4 to compute.
        #expect(Tree.parentReads == levels + 7)
    }

    @Test("H2: a view further than 1,024 levels from its root is not trusted to a guess")
    func resolutionIsBounded() {
        let scene = Scene(depth: 1_100)
        let leaf = Label(text: "Deep")
        scene.chain[1_099].addSubview(leaf)
        let kept = scene.keeper.state(of: leaf)
        #expect(kept.screen == nil, "the screen 1,100 levels up is out of reach")
        #expect(!kept.isEquivalent(to: leaf.inheritedTrackingState!) || leaf.inheritedTrackingState?.screen == nil)
        Tree.parentReads = 0
        _ = scene.keeper.state(of: leaf)
        #expect(Tree.parentReads == 1_024, "a check stops at the bound, and holds once computed")
    }

    @Test("F15: with kept state, a view any depth inside the keyboard's window is the platform's; a policy changed later is honored; a view moved out is the app's again")
    func systemInterfaceFromKeptState() {
        let scene = Scene(depth: 3)
        let keyboard = UIRemoteKeyboardWindow()
        scene.application.addWindow(keyboard)
        var parent: View = keyboard
        for _ in 0..<40 {
            let child = View()
            parent.addSubview(child)
            parent = child
        }
        let key = Label(text: "q")
        parent.addSubview(key)
        let describer = ElementDescriber()
        #expect(SystemInterfacePolicy().contains(key), "40 levels down: beyond the 32 a walk looks at")
        #expect(describer.describe(key) == nil)

        var custom = SystemInterfacePolicy()
        custom.viewTypeNames.remove("UIRemoteKeyboardWindow")
        #expect(!custom.contains(key), "a policy without the keyboard's window decides for itself")
        custom.viewTypeNames.insert("Label")
        #expect(custom.contains(key), "and again when its lists change")
        #expect(SystemInterfacePolicy().contains(key), "the default policy's verdict is its own")

        scene.chain[2].addSubview(key)
        #expect(!SystemInterfacePolicy().contains(key), "moved into the app's screen, it is the app's")
        #expect(describer.describe(key)?.element.type == "Label")
    }
}
