/// Target-action pairs with UIKit's semantics, kept by the toolkit itself.
///
/// UIKit does not let anyone read a gesture recognizer's or a control's targets, so to know
/// whether a live business target exists (G2), the toolkit mirrors every add and remove here.
/// The headless platform keeps its pairs here directly; the UIKit adapter mirrors its hooks of
/// `addTarget`/`removeTarget` into one.
///
/// - Targets are held weakly, never retained (G2).
/// - Adding a pair already there is ignored, and so is adding with a `nil` target or action (a
///   documented no-op where UIKit would reject the call) (G3).
/// - Removing with a `nil` target matches every target, with a `nil` action every action.
/// - Pairs keep the order they were added in, which is the order actions are delivered in (G7).
public struct TargetActionList<Action> {
    /// One pair.
    public struct Entry {
        /// The target, held weakly; `nil` once it is gone.
        public private(set) weak var target: AnyObject?
        /// The action's name, its identity.
        public let name: ActionName
        /// What the platform calls.
        public let action: Action
    }

    private var entries: [Entry] = []

    /// Creates an empty list.
    public init() {}

    /// Adds a pair; returns `false` (and changes nothing) when it is already there or when the
    /// target or the action is `nil`.
    @discardableResult
    public mutating func add(target: AnyObject?, name: ActionName?, action: Action?) -> Bool {
        guard let target, let name, let action else { return false }
        entries.removeAll { $0.target == nil }
        guard !entries.contains(where: { $0.target === target && $0.name == name }) else { return false }
        entries.append(Entry(target: target, name: name, action: action))
        return true
    }

    /// Removes the pairs matching `target` and `name`; `nil` matches everything.
    public mutating func remove(target: AnyObject?, name: ActionName?) {
        entries.removeAll { entry in
            (target == nil || entry.target === target) && (name == nil || entry.name == name)
        }
    }

    /// The pairs whose target is alive, in the order they were added, with their targets held
    /// strongly for the time of a delivery.
    public var liveEntries: [(target: AnyObject, entry: Entry)] {
        entries.compactMap { entry in entry.target.map { ($0, entry) } }
    }

    /// Whether at least one pair has a live target (G2).
    public var hasLiveTarget: Bool {
        entries.contains { $0.target != nil }
    }

    /// Whether at least one pair has a live target whose declared class (F8) was not loaded from a
    /// system image: the app's code, not the platform's (G1, G7).
    @MainActor
    public var hasLiveAppTarget: Bool {
        entries.contains { entry in
            entry.target.map { !ClassImages.isSystemClass(TypeNames.declaredClass(of: type(of: $0))) } ?? false
        }
    }

    /// Whether a pair of `target` and `name` is in the list.
    public func contains(target: AnyObject, name: ActionName) -> Bool {
        entries.contains { $0.target === target && $0.name == name }
    }
}
