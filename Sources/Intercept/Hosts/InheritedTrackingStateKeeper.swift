/// Keeps every view's ``InheritedTrackingState`` (screen, cascading ignore and private flags, the
/// type names above it: E3, E7, H4, F15) on a platform whose views cannot store it themselves and
/// that tells of changes only through hooks (UIKit: `didMoveToWindow`, `didMoveToSuperview`, the
/// flags' setters), so that describing a tap reads it instead of walking up the tree. Every rule
/// is here; the platform's ``InheritedTrackingTree`` only says how to reach its views and where a
/// record lies, and its hooks call ``nodeDidMove(_:)``, ``flagsDidChange(of:)`` and
/// ``hooksDidChange(installed:)``.
///
/// A record is trusted only while it is valid: made under the hooks installed now (while they are
/// out, nothing keeps it up to date) and not since its view left its window. A view that moves
/// while out of any window is not updated: it may be one of a deallocating view's subviews, or the
/// root view of a deallocating controller, and the state's weak `screen` must never be formed to
/// an object being torn down. The platform tells every view of a subtree leaving its window, and
/// each marks its own record stale in place (no weak reference formed, nothing stored), so the
/// subtree is computed again when it enters a window. A view whose record is not valid (one the
/// hooks never saw move) is computed from its nearest valid ancestor, at most 1,024 levels up
/// (the core's walk bound, H2), once, when a view below it needs it.
@_spi(Platform) @MainActor public final class InheritedTrackingStateKeeper<Tree: InheritedTrackingTree> {
    /// Whether records are kept (the hooks are installed).
    public private(set) var isKeeping = false
    /// Changed on every install and uninstall, so records made under earlier hooks are stale.
    private var generation = 0

    /// A keeper that keeps nothing until ``hooksDidChange(installed:)`` says the hooks are in.
    public init() {}

    /// The hooks were installed (`true`) or taken out: every record kept so far is stale.
    public func hooksDidChange(installed: Bool) {
        isKeeping = installed
        generation &+= 1
    }

    /// `node`'s kept state, when a valid record keeps it; `nil` otherwise (the core walks up).
    public func state(of node: Tree.Node) -> InheritedTrackingState? {
        guard isKeeping, let record = Tree.record(of: node), record.isValid, record.generation == generation else { return nil }
        return record.state
    }

    /// `node` moved (`didMoveToWindow`, `didMoveToSuperview`): in a window, its state and its
    /// subtree's are pushed down; out of any window, its record is marked stale.
    public func nodeDidMove(_ node: Tree.Node) {
        guard isKeeping else { return }
        if Tree.isInWindow(node) {
            propagate(from: node)
        } else {
            Tree.record(of: node)?.isValid = false
        }
    }

    /// `node`'s ignore scope or private flag changed: what its subviews inherit changed (a view's
    /// own flags are what its subviews inherit, so the state is pushed down from each of them).
    public func flagsDidChange(of node: Tree.Node) {
        guard isKeeping, Tree.isInWindow(node) else { return }
        for child in Tree.children(of: node) { propagate(from: child) }
    }

    private func propagate(from node: Tree.Node) {
        InheritedTrackingState.propagate(
            from: node,
            parent: { Tree.parent(of: $0) },
            children: { Tree.children(of: $0) },
            keptState: { self.resolvedState(of: $0) },
            store: { self.store($1, on: $0) }
        )
    }

    /// `node`'s state: its valid record's, or computed (and kept) down from its nearest ancestor
    /// with one, or from its root, at most 1,024 levels up.
    private func resolvedState(of node: Tree.Node) -> InheritedTrackingState {
        if let state = state(of: node) { return state }
        var unresolved = [node]
        var parentState = InheritedTrackingState()
        var above = Tree.parent(of: node)
        while let ancestor = above, unresolved.count < ViewTreeWalk.maximumDepth {
            if let state = state(of: ancestor) {
                parentState = state
                break
            }
            unresolved.append(ancestor)
            above = Tree.parent(of: ancestor)
        }
        for current in unresolved.reversed() {
            parentState = InheritedTrackingState(of: current, parent: Tree.parent(of: current), parentState: parentState)
            _ = store(parentState, on: current)
        }
        return parentState
    }

    /// Keeps `state` on `node`; `false` when a valid record already said the same.
    private func store(_ state: InheritedTrackingState, on node: Tree.Node) -> Bool {
        guard let record = Tree.record(of: node) else {
            Tree.keep(InheritedTrackingRecord(state, generation: generation), on: node)
            return true
        }
        if record.isValid, record.generation == generation, record.state.isEquivalent(to: state) { return false }
        record.state = state
        record.generation = generation
        record.isValid = true
        return true
    }
}
