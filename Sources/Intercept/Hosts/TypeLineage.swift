/// The distinct type names of a view, the views above it and the screens owning them, kept in a
/// view's ``InheritedTrackingState`` so that whether the view is inside the platform's interface
/// (F15) is answered once per lineage, not by a walk up the tree at every tap.
///
/// What it holds does not depend on any ``SystemInterfacePolicy``, so one kept state serves every
/// interception whatever its lists; the verdict of the policy asked last is remembered with it.
/// A view whose own type and screen are already in its parent's lineage shares the parent's (most
/// views: a cell's labels, a stack's rows), so a tree of thousands of views holds a few dozen.
@MainActor
final class TypeLineage {
    /// The type names of the view and the views above it, each once.
    let viewTypeNames: [String]
    /// The type names of the screens whose root view is the view or one above it, each once.
    let screenTypeNames: [String]
    /// The declared class name (generic arguments dropped) of the nearest screen at or above the
    /// view when that class was loaded from a system image, `nil` when it is the app's or there is
    /// none: whether the view is on one of the platform's private screens (ContactsUI's card, F15)
    /// is then part of the lineage's verdict, decided once per record and policy.
    let nearestSystemImageScreenName: String?
    /// The verdict cache of the policy whose verdict ``verdict`` is (held, so that its identity is
    /// never taken by another), and the verdict.
    private var verdictSource: AnyObject?
    private var verdict = Verdict(isSystem: false, holdsPicker: false)

    /// What a policy decided about a lineage, so that a tap asks it nothing by name.
    struct Verdict {
        /// Whether a view or screen type of the lineage is on the policy's lists, or the nearest
        /// screen is one of the platform's private screens (F15).
        let isSystem: Bool
        /// Whether a view type of the lineage is one of the policy's pickers (the view may be
        /// below one: decided per view).
        let holdsPicker: Bool
    }

    /// No names: above a root.
    static let empty = TypeLineage(viewTypeNames: [], screenTypeNames: [], nearestSystemImageScreenName: nil)

    private init(viewTypeNames: [String], screenTypeNames: [String], nearestSystemImageScreenName: String?) {
        self.viewTypeNames = viewTypeNames
        self.screenTypeNames = screenTypeNames
        self.nearestSystemImageScreenName = nearestSystemImageScreenName
    }

    /// The lineage of a view named `viewTypeName`, owned as root view by `screen` (or none), below
    /// a view of lineage `parent` (or at a root): `parent` itself when it already holds both names
    /// and the same nearest screen of a system image.
    static func extending(_ parent: TypeLineage?, viewTypeName: String, screen: (any ScreenNode)?) -> TypeLineage {
        guard let parent else {
            return TypeLineage(
                viewTypeNames: [viewTypeName], screenTypeNames: screen.map { [$0.screenTypeName] } ?? [],
                nearestSystemImageScreenName: screen.flatMap(SystemInterfacePolicy.systemImageClassName(of:)))
        }
        let hasView = parent.viewTypeNames.contains(viewTypeName)
        // Most views own no screen: their nearest is their parent's, nothing to compare.
        guard let screen else {
            if hasView { return parent }
            return TypeLineage(
                viewTypeNames: parent.viewTypeNames + [viewTypeName], screenTypeNames: parent.screenTypeNames,
                nearestSystemImageScreenName: parent.nearestSystemImageScreenName)
        }
        let screenTypeName = screen.screenTypeName
        let nearest = SystemInterfacePolicy.systemImageClassName(of: screen)
        let hasScreen = parent.screenTypeNames.contains(screenTypeName)
        if hasView, hasScreen, nearest == parent.nearestSystemImageScreenName { return parent }
        var views = parent.viewTypeNames
        var screens = parent.screenTypeNames
        if !hasView { views.append(viewTypeName) }
        if !hasScreen { screens.append(screenTypeName) }
        return TypeLineage(viewTypeNames: views, screenTypeNames: screens, nearestSystemImageScreenName: nearest)
    }

    /// Whether the two hold the same names (a host updating a subtree stops where nothing changed).
    static func same(_ lhs: TypeLineage?, _ rhs: TypeLineage?) -> Bool {
        if lhs === rhs { return true }
        guard let lhs, let rhs else { return false }
        return lhs.viewTypeNames == rhs.viewTypeNames && lhs.screenTypeNames == rhs.screenTypeNames
            && lhs.nearestSystemImageScreenName == rhs.nearestSystemImageScreenName
    }

    /// The verdict remembered for `source` (a policy's verdict cache, replaced whenever its lists
    /// change), if that is the policy asked last.
    func verdict(from source: AnyObject) -> Verdict? {
        verdictSource === source ? verdict : nil
    }

    /// Remembers `verdict` as `source`'s.
    func remember(_ verdict: Verdict, from source: AnyObject) {
        self.verdict = verdict
        verdictSource = source
    }
}
