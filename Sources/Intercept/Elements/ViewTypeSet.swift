/// A set of view types, matched the way tracking rules need (E7, G5): public types by kind, so a
/// subclass of an ignored public type is ignored too; private (system-internal) types by exact
/// class name, because their subclasses are unrelated internals.
public struct ViewTypeSet: Sendable, Equatable {
    /// Public type names, matched against the view's class and all its superclasses.
    public var kinds: Set<String>
    /// Private type names, matched against the view's own class name only.
    public var exactNames: Set<String>
    /// Classes given as metatypes (``insert(_:)``), matched by identity with their subclasses:
    /// no typo, and no other module's class of the same name, can match.
    var classes: Set<ObjectIdentifier> = []

    /// Creates a set.
    public init(kinds: Set<String> = [], exactNames: Set<String> = []) {
        self.kinds = kinds
        self.exactNames = exactNames
    }

    /// `true` when nothing is in the set.
    public var isEmpty: Bool { kinds.isEmpty && exactNames.isEmpty && classes.isEmpty }

    /// Whether `object`'s class is in the set.
    @MainActor
    public func contains(_ object: AnyObject) -> Bool {
        if isEmpty { return false }
        var type: AnyClass? = Swift.type(of: object)
        var isOwnClass = true
        while let current = type {
            if !classes.isEmpty, classes.contains(ObjectIdentifier(current)) { return true }
            let name = TypeNames.name(of: current)
            if kinds.contains(name) || (isOwnClass && exactNames.contains(name)) { return true }
            isOwnClass = false
            type = _getSuperclass(current)
        }
        return false
    }
}
