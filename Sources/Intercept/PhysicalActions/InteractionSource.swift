/// Which kind of source reported an interaction, ordered by how specific it is: when one
/// physical action reaches several sources, the most specific one's event is kept (U1).
public enum InteractionSource: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// A list's row or item selection: the least specific (the touch may have been meant for
    /// something inside the cell).
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
