/// Which kind of source reported an interaction, ordered by how specific it is: when one
/// physical action reaches several sources, the one on the deepest view is kept, and the kind
/// decides between sources on the same view (or offered without one, U1).
public enum InteractionSource: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// A list's row or item selection: the least specific of the sources on one cell (a
    /// recognizer on the cell itself was meant for the cell rather than for the row).
    case listSelection = 0
    /// A gesture recognizer on a view.
    case gesture = 1
    /// A control's action.
    case control = 2
    /// An action the app declared (a tracked SwiftUI `Button` or binding): the most specific, as
    /// the app named it; it replaces what UIKit saw of the same touch (the private control under a
    /// SwiftUI `Toggle`, the cell of a `List` row) (S2).
    case declared = 3

    public static func < (lhs: InteractionSource, rhs: InteractionSource) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
