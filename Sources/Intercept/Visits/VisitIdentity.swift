/// What keeps a declared screen's visit the same visit across renders (S9).
///
/// A view that keeps its SwiftUI identity can show one thing after another: a
/// `NavigationSplitView` detail follows the sidebar's selection without being re-created. What the
/// screen declares tells its visits apart:
/// - With an identity the app declared (`visit:`), a render with another identity starts a new
///   visit, and any title or properties update the visit in place.
/// - Without one, the values the visit is about are its title and property values: a title or a
///   property that goes from one value to another starts a new visit; a value that was absent and
///   is now given (a placeholder replaced by loaded data, a `nil` title filled) updates the visit
///   in place, as does a value removed. A value removed and then given again, different, is still
///   another value than the visit's: sku-1, nothing, sku-2 is two visits.
struct VisitIdentity {
    /// The identity the app declared, if any.
    private var declared: AnyHashable?
    /// The title the visit has had, once one was given.
    private var title: String?
    /// The latest value each property has had during the visit: what its `pageExit` carries.
    private(set) var values: [String: PropertyValue]

    init(declared: AnyHashable?, title: String?, properties: [String: PropertyValue]) {
        self.declared = declared
        self.title = title
        self.values = properties
    }

    /// Notes what a render declares; returns whether it is another visit than the current one
    /// (the identity then begins anew from this render).
    mutating func isNewVisit(declared: AnyHashable?, title: String?, properties: [String: PropertyValue]) -> Bool {
        let isNew: Bool
        if declared != nil || self.declared != nil {
            isNew = declared != self.declared
        } else {
            isNew = Self.differs(self.title, title) || properties.contains { key, value in Self.differs(values[key], value) }
        }
        if isNew {
            self = VisitIdentity(declared: declared, title: title, properties: properties)
        } else {
            self.title = title ?? self.title
            values.merge(properties) { _, new in new }
        }
        return isNew
    }

    /// Whether a visit with `other`'s values is this visit going on (S9): another instance of
    /// the same declaration (a `Group`'s member, a conditional's new branch) with an equal
    /// declared identity or, with none, no title or property going from one value to another.
    func admits(_ other: VisitIdentity) -> Bool {
        if declared != nil || other.declared != nil { return declared == other.declared }
        return !Self.differs(title, other.title) && !other.values.contains { key, value in Self.differs(values[key], value) }
    }

    /// Takes in what `other` declares, as a render of this visit would.
    mutating func merge(_ other: VisitIdentity) {
        _ = isNewVisit(declared: other.declared, title: other.title, properties: other.values)
    }

    /// Whether a value the visit had is replaced by another one (not merely given or removed).
    private static func differs<Value: Equatable>(_ old: Value?, _ new: Value?) -> Bool {
        guard let old, let new else { return false }
        return old != new
    }
}
