/// The headless counterpart of `UIScreenEdgePanGestureRecognizer`: a pan that starts at the screen's edge.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges the pan may start from.
    public enum Edge: Sendable, Hashable {
        case top, left, bottom, right
    }

    /// The edges the pan may start from.
    open var edges: Set<Edge> = [.left]
}
