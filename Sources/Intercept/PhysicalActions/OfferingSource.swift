/// A source offering its event for a physical action, and the view it is attached to: decides
/// which of the sources that saw one touch is the most specific (U1).
///
/// The most specific source is the one on the deepest view, the one nearest the touch: every
/// source of one touch sits on the touched view or on one of its ancestors (a recognizer on its
/// view, a control, a list on the selected cell), so the deeper of two views is inside the other.
/// Only sources on the same view, or whose views are not known, are ordered by their kind
/// (``InteractionSource``): so a control inside a cell beats the cell's selection, a recognizer on
/// the cell itself beats it too, and a recognizer on the list or on the screen's root view ("tap
/// to dismiss the keyboard", touches not cancelled) loses to the row the user tapped. One
/// exception: a control's action beats a recognizer on a view inside the control, since that
/// action arrives only when the recognizer let the control have its touch (both ran). A declared
/// action (S2) beats every other source, wherever it is.
///
/// The ancestry is walked only when two sources compete for one touch, at most
/// ``ViewTreeWalk/maximumDepth`` levels; views are held weakly.
struct OfferingSource {
    let kind: InteractionSource
    private weak var view: (any ViewNode)?

    init(_ kind: InteractionSource, on view: (any ViewNode)?) {
        self.kind = kind
        self.view = view
    }

    /// Whether this source is strictly more specific than `other`, so that `other`'s later event
    /// for the same touch does not replace this one's.
    @MainActor func beats(_ other: OfferingSource) -> Bool {
        guard kind != .declared, other.kind != .declared, let mine = view, let theirs = other.view else {
            return kind > other.kind
        }
        if mine === theirs { return kind > other.kind }
        if Self.isAncestor(theirs, of: mine) { return !Self.isInside(kind, control: other.kind) }
        if Self.isAncestor(mine, of: theirs) { return Self.isInside(other.kind, control: kind) }
        // Views on different branches (a touch the platform moved): the kinds decide.
        return kind > other.kind
    }

    /// Whether a source of kind `inner`, on a view inside a control that offers `outer`, gives way
    /// to the control: a recognizer on a control's subview. The control's action for the touch
    /// arrives only when the recognizer did not cancel the control's touch (its
    /// `cancelsTouchesInView` is `false`: both ran, the recognizer first), and the control is the
    /// element the user tapped; with UIKit's default the control gets no touch-up, sends nothing,
    /// and the recognizer's tap is the one event.
    private static func isInside(_ inner: InteractionSource, control outer: InteractionSource) -> Bool {
        inner == .gesture && outer == .control
    }

    @MainActor private static func isAncestor(_ ancestor: any ViewNode, of node: any ViewNode) -> Bool {
        var current = node.parentNode
        var level = 0
        while let view = current, level < ViewTreeWalk.maximumDepth {
            if view === ancestor { return true }
            current = view.parentNode
            level += 1
        }
        return false
    }
}
