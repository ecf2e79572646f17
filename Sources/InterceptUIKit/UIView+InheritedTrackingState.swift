#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

@MainActor
private let recordStorage = AssociatedStorage<InheritedTrackingStateRecords.Record?>(defaultValue: nil)

/// What each view inherits for tracking (screen, cascading ignore and private flags: E3, E7, H4),
/// kept on the view while the hooks are installed, as the headless `View` keeps it, so describing
/// a tap reads it instead of walking up the tree. The core's
/// ``Intercept/InheritedTrackingState/propagate(from:parent:children:keptState:store:)`` pushes
/// it down from a view that moved (`didMoveToWindow`, `didMoveToSuperview`) and from the subviews
/// of a view whose ignore scope or private flag changed; this type only says where it is kept.
///
/// A record is trusted only while it is valid: made under the hooks installed now (while they are
/// out, nothing keeps it up to date) and not since its view left its window. A view that moves
/// while out of any window is not updated: it may be one of a deallocating view's subviews, or the
/// root view of a deallocating controller, and the state's weak `screen` must never be formed to
/// an object being torn down. UIKit tells every view of a subtree leaving its window
/// (`didMoveToWindow`), and each marks its own record stale in place (no weak reference formed,
/// nothing stored), so the subtree is computed again when it enters a window. A view whose record
/// is not valid (one the hooks never saw move) is computed from its nearest valid ancestor, at
/// most 1,024 levels up, once, when a view below it needs it.
@MainActor
enum InheritedTrackingStateRecords {
    /// One view's kept state.
    final class Record {
        var state: InheritedTrackingState
        var generation: Int
        var isValid = true

        init(_ state: InheritedTrackingState, generation: Int) {
            self.state = state
            self.generation = generation
        }
    }

    /// How many levels up a view without a valid record is computed from: the core's walk bound.
    private static let maximumDepth = 1_024
    /// Whether records are kept (the hooks are installed).
    private static var isKeeping = false
    /// Changed on every install and uninstall, so records made under earlier hooks are stale.
    private static var generation = 0

    /// The hooks were installed (`true`) or taken out: every record kept so far is stale.
    static func hooksDidChange(installed: Bool) {
        isKeeping = installed
        generation &+= 1
    }

    /// `view`'s kept state, when a valid record keeps it; `nil` otherwise (the core walks up).
    static func state(of view: UIView) -> InheritedTrackingState? {
        guard isKeeping, let record = recordStorage.value(on: view), record.isValid, record.generation == generation else {
            return nil
        }
        return record.state
    }

    /// `view` moved (a hook's `didMoveToWindow` or `didMoveToSuperview`): in a window, its state
    /// and its subtree's are pushed down; out of any window, its record is marked stale.
    static func viewDidMove(_ view: UIView) {
        guard isKeeping else { return }
        if view.window != nil {
            propagate(from: view)
        } else {
            recordStorage.value(on: view)?.isValid = false
        }
    }

    /// `view`'s ignore scope or private flag changed: what its subviews inherit changed.
    static func flagsDidChange(of view: UIView) {
        guard isKeeping, view.window != nil else { return }
        for subview in view.subviews { propagate(from: subview) }
    }

    private static func propagate(from view: UIView) {
        InheritedTrackingState.propagate(
            from: view,
            parent: { $0.superview },
            children: { $0.subviews },
            keptState: { resolvedState(of: $0) },
            store: { store($1, on: $0) }
        )
    }

    /// `view`'s state: its valid record's, or computed (and kept) down from its nearest ancestor
    /// with one, or from its root, at most ``maximumDepth`` levels up.
    private static func resolvedState(of view: UIView) -> InheritedTrackingState {
        if let state = state(of: view) { return state }
        var unresolved = [view]
        var parentState = InheritedTrackingState()
        var above = view.superview
        while let ancestor = above, unresolved.count < maximumDepth {
            if let state = state(of: ancestor) {
                parentState = state
                break
            }
            unresolved.append(ancestor)
            above = ancestor.superview
        }
        for current in unresolved.reversed() {
            parentState = InheritedTrackingState(of: current, parent: current.superview, parentState: parentState)
            _ = store(parentState, on: current)
        }
        return parentState
    }

    /// Keeps `state` on `view`; `false` when a valid record already said the same.
    private static func store(_ state: InheritedTrackingState, on view: UIView) -> Bool {
        guard let record = recordStorage.value(on: view) else {
            recordStorage.set(Record(state, generation: generation), on: view)
            return true
        }
        if record.isValid, record.generation == generation, record.state.isEquivalent(to: state) { return false }
        record.state = state
        record.generation = generation
        record.isValid = true
        return true
    }
}
#endif
