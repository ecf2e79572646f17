/// What keeps a declared screen's visit the same visit across renders (S9).
///
/// A view that keeps its SwiftUI identity can show one thing after another: a
/// `NavigationSplitView` detail follows the sidebar's selection without being re-created. Only
/// what the app declares as the visit's identity tells its visits apart:
/// - With an identity the app declared (`visit:`), a render with another identity starts a new
///   visit, and any title or properties update the visit in place.
/// - Without one, title and property changes update the visit in place, whatever they are: a
///   search query typed letter by letter, a cart's count or an unread badge is one visit, not one
///   per change. A new visit comes only from a new view identity (a new declared screen), so a
///   detail that keeps its identity while it shows another product passes `visit:`.
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
        let isNew = declared != self.declared
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
    /// declared identity, or, with none on either, no title or property going from one value to
    /// another: a new instance showing another product (`.id(product.id)`) is another visit.
    func admits(_ other: VisitIdentity) -> Bool {
        guard declared == other.declared else { return false }
        if declared != nil { return true }
        if let title, let otherTitle = other.title, title != otherTitle { return false }
        return !values.contains { key, value in other.values[key].map { $0 != value } ?? false }
    }

    /// Takes in what `other` declares, as a render of this visit would.
    mutating func merge(_ other: VisitIdentity) {
        _ = isNewVisit(declared: other.declared, title: other.title, properties: other.values)
    }
}
