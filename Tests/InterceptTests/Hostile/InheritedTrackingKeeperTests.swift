import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

// Headless stand-ins named as UIKit's classes are: the policy matches type names.
private final class UIRemoteKeyboardWindow: Window {}

/// The core's keeper of inherited tracking state for platforms that learn of changes only through
/// hooks (the UIKit adapter's `UIKitTrackingTree` is its translation), driven here over headless
/// views as UIKit's hooks would drive it: `didMoveToWindow` for every view of a subtree whose
/// window changed, `didMoveToSuperview` for the moved view, the flags' setters, install and
/// uninstall. The headless `View` keeps the same state eagerly at every mutation, so it is the
/// reference each kept state is compared with.
@MainActor
@Suite("Inherited state keeper")
struct InheritedTrackingKeeperTests {
    /// The translation: headless views, a record kept as an associated object.
    @MainActor
    enum Tree: InheritedTrackingTree {
        static func parent(of node: View) -> View? { node.superview }
        static func children(of node: View) -> [View] { node.subviews }
        static func isInWindow(_ node: View) -> Bool { node.window != nil }
        static func record(of node: View) -> InheritedTrackingRecord? { node.associatedObject(forKey: "record") as? InheritedTrackingRecord }
        static func keep(_ record: InheritedTrackingRecord, on node: View) { node.setAssociatedObject(record, forKey: "record") }
    }

    /// A window with a screen, a chain of views below the screen's root view, and an application.
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
            keeper.hooksDidChange(installed: true)
        }

        /// Adds `view` to `parent` and calls the hooks UIKit calls for it.
        func add(_ view: View, to parent: View) {
            let oldWindow = view.window
            parent.addSubview(view)
            moved(view, windowChanged: oldWindow !== view.window)
        }

        /// Removes `view` from its superview and calls the hooks UIKit calls for it.
        func remove(_ view: View) {
            let oldWindow = view.window
            view.removeFromSuperview()
            moved(view, windowChanged: oldWindow !== view.window)
        }

        private func moved(_ view: View, windowChanged: Bool) {
            if windowChanged { Self.visit(view) { keeper.nodeDidMove($0) } }
            keeper.nodeDidMove(view)
        }

        /// Every view of `view`'s subtree, parents first (the order UIKit tells `didMoveToWindow`).
        static func visit(_ view: View, _ body: (View) -> Void) {
            body(view)
            for subview in view.subviews { visit(subview, body) }
        }

        /// Whether every view below `root` has a kept state equivalent to the headless view's own
        /// (same screen, flags and type names); `nil` states count as not kept.
        func matches(below root: View) -> Bool {
            var allMatch = true
            Self.visit(root) { view in
                guard let kept = keeper.state(of: view), let reference = view.inheritedTrackingState, kept.isEquivalent(to: reference) else {
                    allMatch = false
                    return
                }
            }
            return allMatch
        }
    }

    @Test("E3, E7, H4, F15: kept states match the headless view's own through moves, flag changes and a move out of the window and back")
    func keptStatesFollowTheTree() {
        let scene = Scene(depth: 5)
        let branch = View()
        let leaf = Label(text: "Buy")
        branch.addSubview(leaf)
        scene.add(branch, to: scene.chain[4])
        #expect(scene.matches(below: branch), "a subtree entering the window is kept")
        #expect(scene.keeper.state(of: leaf)?.screen === scene.screen)

        // A flag on an ancestor: pushed down from its subviews.
        scene.chain[1].trackingAttributes.isPrivate = true
        scene.chain[1].trackingAttributes.ignoreScope = .viewAndSubviews
        scene.keeper.flagsDidChange(of: scene.chain[1])
        #expect(scene.keeper.state(of: leaf)?.isPrivateByAncestor == true)
        #expect(scene.keeper.state(of: leaf)?.isIgnoredByAncestor == true)
        #expect(scene.matches(below: branch))

        // A move within the window, to a branch the flags do not cover.
        scene.add(branch, to: scene.screen.view)
        #expect(scene.keeper.state(of: leaf)?.isPrivateByAncestor == false)
        #expect(scene.matches(below: branch))

        // Out of the window: stale, and not updated while out; back in: computed again.
        scene.remove(branch)
        #expect(scene.keeper.state(of: branch) == nil && scene.keeper.state(of: leaf) == nil, "records of a subtree out of its window are not trusted")
        let keyboard = UIRemoteKeyboardWindow()
        scene.application.addWindow(keyboard)
        scene.add(branch, to: keyboard)
        #expect(scene.matches(below: branch))
        #expect(scene.keeper.state(of: leaf)?.screen == nil, "no screen in the keyboard's window")
        #expect(SystemInterfacePolicy().contains(leaf), "and it is the platform's interface (F15)")
    }

    @Test("E3: records made under hooks since taken out are stale; a view the hooks never saw is resolved from its nearest kept ancestor, once")
    func staleRecordsAndResolution() {
        let scene = Scene(depth: 8)
        let leaf = Label(text: "Row")
        scene.add(leaf, to: scene.chain[7])
        #expect(scene.keeper.state(of: leaf) != nil)
        #expect(scene.keeper.state(of: scene.chain[3]) != nil, "resolving the leaf kept every ancestor up to the root on the way")

        scene.keeper.hooksDidChange(installed: false)
        #expect(scene.keeper.state(of: leaf) == nil, "nothing is trusted while the hooks are out")
        scene.keeper.nodeDidMove(leaf)
        #expect(scene.keeper.state(of: leaf) == nil, "and nothing is kept")

        scene.keeper.hooksDidChange(installed: true)
        #expect(scene.keeper.state(of: leaf) == nil, "records of the earlier install are stale")
        // The tree changed while the hooks were out: a screen now owns the middle of the chain.
        let inner = UIInputWindowController(title: nil)
        inner.view.addSubview(scene.chain[5])
        scene.chain[4].addSubview(inner.view)
        scene.keeper.nodeDidMove(leaf)
        #expect(scene.keeper.state(of: leaf)?.screen === inner, "computed again from the root, with the change")
        #expect(scene.matches(below: scene.window))
        #expect(SystemInterfacePolicy().contains(leaf), "an input controller's view is the platform's (F15)")
        #expect(!SystemInterfacePolicy().contains(scene.chain[3]), "the views above it are the app's")
    }

    @Test("H2: a view further than 1,024 levels from any kept ancestor or root is not trusted to a guess")
    func resolutionIsBounded() {
        let scene = Scene(depth: 1_100)
        scene.keeper.hooksDidChange(installed: false)
        scene.keeper.hooksDidChange(installed: true)
        let leaf = Label(text: "Deep")
        scene.add(leaf, to: scene.chain[1_099])
        let kept = scene.keeper.state(of: leaf)
        #expect(kept != nil)
        #expect(kept?.screen == nil, "the screen 1,100 levels up is out of reach")
        #expect(kept.map { !$0.isEquivalent(to: leaf.inheritedTrackingState!) } == true, "and the type names above it are not claimed known")
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
