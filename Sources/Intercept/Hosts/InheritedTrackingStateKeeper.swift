/// Keeps every view's ``InheritedTrackingState`` (screen, cascading ignore and private flags,
/// whether it is inside a text input, whether inside a picker, the type names above it: E3, E7,
/// H4, H8, F15) on a platform whose views cannot store it themselves, so that describing a tap
/// mostly reads it instead of computing it. Every rule is here; the platform's
/// ``InheritedTrackingTree`` only says how to reach a view's parent and where its record lies,
/// and the flags' setter calls ``flagsDidChange(of:)``.
///
/// **A record is trusted only if it was computed under the view's current parent, and that
/// parent's record is trusted in turn and hands down what it handed down then** (its
/// `InheritedTrackingRecord.stamp`). ``state(of:)`` checks that chain up to the root with a walk
/// of identities (no names, no flags), and computes again from the topmost level that fails,
/// downwards. So no record depends on a move having been told: on UIKit moves are told only
/// through `didMoveToSuperview` and `didMoveToWindow`, override points whose default "does
/// nothing" and which a subclass may override without calling `super`, so a hook on `UIView`'s
/// implementations misses every move of such a view (or of an ancestor of it), and a record kept
/// from a move hook would say "not private" for a view now inside a private container (H4). A
/// view's own flags are what its subviews inherit: a change gives its record a new stamp, so its
/// subtree's records fail the check. A record whose parent is now another object that happens to
/// lie at the old one's address fails too, because stamps are never reused.
///
/// **Nothing is computed from a hook**, and so no weak reference to a screen is formed there.
/// UIKit calls `didMoveToWindow` and `didMoveToSuperview` from deallocations too, and an app's
/// `deinit` may assign a list's delegate or add a recognizer's target: a view controller's
/// `deinit` body that does so runs those hooks while the controller, which
/// `-[UIView nextResponder]` still returns, is being deallocated, and forming a weak reference to
/// an object being deallocated aborts the process in the Objective-C runtime (objc4's
/// `weak_register_no_lock`: "Cannot form weak reference to instance … It is possible that this
/// object was over-released, or is in the process of deallocation"). A state (whose
/// ``InheritedTrackingState/screen`` is weak) is computed only by ``state(of:)``, which
/// describing an element calls from a touch, an action, a selection or an exposure frame. The
/// hooks' own question, whether a list is the platform's
/// (``SystemInterfacePolicy/isSystemList(_:delegate:)``), is
/// answered from names, classes and root views' owners alone, reading neither a kept state nor
/// ``ViewNode/screenNode`` (F4); the flags' setter only gives a new stamp. (Copying a
/// kept state reads its weak reference, which the runtime answers with `nil` for an object being
/// deallocated, without aborting.)
///
/// The walk is bounded by the core's walk bound (H2, 1,024 levels): above it, the topmost level
/// looked at is trusted as it is, and a view computed there starts from an empty state (no screen,
/// no flags, type names unknown, so the interface policy walks up instead of guessing).
@_spi(Platform) @MainActor public final class InheritedTrackingStateKeeper<Tree: InheritedTrackingTree> {
    /// The last stamp given: stamps start at 1 and are never reused (0 means "no parent record").
    private var lastStamp: UInt64 = 0

    /// A keeper with no records yet.
    public init() {}

    /// `node`'s state: its record's when the chain of records above it holds; otherwise computed
    /// again (and kept) from the topmost level where it does not. (Inlinable, so that the check,
    /// run at every tap, is specialized for the platform's views: no generic dispatch per level.)
    @inlinable
    public func state(of node: Tree.Node) -> InheritedTrackingState {
        // (No closures here: one formed on the main actor costs an executor check per call.
        // Views are read unretained: see ``InheritedTrackingTree/unretainedParent(of:)``. Of each
        // record only what the check compares is copied out, at once, so that no record is held
        // from one level to the next: each is read without being retained.)
        let own = Tree.record(of: node)
        var link = RecordLink(own)
        var view = Unmanaged.passUnretained(node)
        var level = 0
        var topmostStale = -1
        while true {
            let parent = Tree.unretainedParent(of: view)
            var parentLink = RecordLink(nil)
            if let parent { parentLink = RecordLink(Tree.unretainedRecord(of: parent)) }
            if !link.holds(parent: parent, parentStamp: parentLink.stamp) { topmostStale = level }
            guard let parent, level + 1 < ViewTreeWalk.maximumDepth else { break }
            view = parent
            link = parentLink
            level += 1
        }
        if topmostStale < 0, let own { return own.state }
        return recompute(from: node, levels: topmostStale, isTopmostAtBound: topmostStale == level && level + 1 == ViewTreeWalk.maximumDepth)
    }

    /// `node`'s ignore scope or private flag changed: what it hands down changed, so its subtree's
    /// records no longer hold. Only a new stamp: nothing is computed here.
    public func flagsDidChange(of node: Tree.Node) {
        guard let record = Tree.record(of: node) else { return }
        lastStamp &+= 1
        record.stamp = lastStamp
    }

    /// What the check compares of one level's record: the parent it was computed under and that
    /// parent's stamp then, and its own stamp, which its subviews' records compare in turn.
    @usableFromInline @MainActor
    struct RecordLink {
        @usableFromInline let isKept: Bool
        @usableFromInline let parent: UnsafeMutableRawPointer?
        @usableFromInline let parentStamp: UInt64
        /// The record's stamp; 0 without a record, as a subview's record says of a parent it had none of.
        @usableFromInline let stamp: UInt64

        @inlinable
        init(_ record: InheritedTrackingRecord?) {
            if let record {
                isKept = true
                parent = record.parent
                parentStamp = record.parentStamp
                stamp = record.stamp
            } else {
                isKept = false
                parent = nil
                parentStamp = 0
                stamp = 0
            }
        }

        /// Whether the record was computed under `parent`, whose record's stamp is `parentStamp` now.
        @inlinable
        func holds(parent: Unmanaged<Tree.Node>?, parentStamp: UInt64) -> Bool {
            guard isKept else { return false }
            guard let parent else { return self.parent == nil }
            return self.parent == parent.toOpaque() && self.parentStamp == parentStamp
        }
    }

    /// Computes the states of `node` and the `levels` views above it, top down, each from its
    /// parent's record (the one above the topmost holds), and keeps them.
    @usableFromInline
    func recompute(from node: Tree.Node, levels: Int, isTopmostAtBound: Bool) -> InheritedTrackingState {
        var stale = [node]
        stale.reserveCapacity(levels + 1)
        var view = node
        for _ in 0..<levels {
            guard let parent = Tree.parent(of: view) else { break }
            stale.append(parent)
            view = parent
        }
        var state = InheritedTrackingState()
        for (index, view) in stale.enumerated().reversed() {
            let parent = Tree.parent(of: view)
            var parentState = InheritedTrackingState()
            var parentStamp: UInt64 = 0
            if let parent, let parentRecord = Tree.record(of: parent) {
                parentStamp = parentRecord.stamp
                // Above the walk's bound nothing was checked: no state is guessed from there.
                if !(isTopmostAtBound && index == stale.count - 1) { parentState = parentRecord.state }
            }
            state = InheritedTrackingState(of: view, parent: parent, parentState: parentState)
            keep(state, on: view, parent: parent, parentStamp: parentStamp)
        }
        return state
    }

    /// Keeps `state` on `view`, computed under `parent` as stamped `parentStamp`; the stamp changes
    /// only when the state does, so a subtree below a view whose state is the same still holds.
    private func keep(_ state: InheritedTrackingState, on view: Tree.Node, parent: Tree.Node?, parentStamp: UInt64) {
        var parentID: UnsafeMutableRawPointer?
        if let parent { parentID = Unmanaged.passUnretained(parent).toOpaque() }
        guard let record = Tree.record(of: view) else {
            lastStamp &+= 1
            Tree.keep(InheritedTrackingRecord(state, parent: parentID, parentStamp: parentStamp, stamp: lastStamp), on: view)
            return
        }
        if !record.state.isEquivalent(to: state) {
            record.state = state
            lastStamp &+= 1
            record.stamp = lastStamp
        }
        record.parent = parentID
        record.parentStamp = parentStamp
    }
}
