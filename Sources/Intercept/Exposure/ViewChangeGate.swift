/// Which view changes a platform's hooks pass on to exposure (X1-X4, F16).
///
/// The hooks sit on the platform's hottest setters (on UIKit `center`, `frame`, `bounds`,
/// `contentOffset`), so an app that tracks no exposure must pay no more than one check per call:
/// the gate stays closed until a view declares an exposure context, and then stays open (a stale
/// read on another thread only misses changes made before any exposure was declared). Once open:
///
/// - a view entering or leaving a window always passes: leaving changes what its whole subtree
///   shows, and must be noted before the view is gone;
/// - a change of geometry or visibility, or a scroll, passes only for a view in a window: a view
///   in no window shows nothing, and UIKit runs setters on a view during its `dealloc`, when
///   noting it would form a weak reference to a deallocating object (fatal); a deallocating view
///   is in no window.
@_spi(Platform) public struct ViewChangeGate: Sendable {
    /// A kind of view change.
    @_spi(Platform) public enum Change: Sendable {
        /// Frame, center, transform, bounds (``isViewChange(boundsFrom:to:isScrollContainer:)``),
        /// alpha or hidden changed.
        case geometryOrVisibility
        /// The view entered or left a window.
        case window
        /// A scroll container's content moved.
        case scroll
    }

    /// Whether any view has declared an exposure context.
    @_spi(Platform) public private(set) var isOpen = false

    /// A closed gate.
    @_spi(Platform) public init() {}

    /// A view's tracking attributes changed; declaring an exposure context opens the gate for good.
    @_spi(Platform) public mutating func trackingAttributesDidChange(declaringExposure: Bool) {
        if declaringExposure { isOpen = true }
    }

    /// Whether a change of a view's bounds from `old` to `new` is a change of the view (X1).
    /// A change of size is: the view lays out and clips anew. A change of origin alone moves
    /// the view's content: a scroll container's is a scroll, which its content offset reports (a
    /// ``Change/scroll``), so it is nothing more here; any other view's (a custom scroller that moves
    /// its bounds origin as a scroll view does) moves every subview on screen, so it is.
    @_spi(Platform) public static func isViewChange(boundsFrom old: Rect, to new: Rect, isScrollContainer: Bool) -> Bool {
        if old.width != new.width || old.height != new.height { return true }
        return !isScrollContainer && (old.minX != new.minX || old.minY != new.minY)
    }

    /// Whether `change` of a view (in a window or not) goes on to exposure.
    @_spi(Platform) public func passes(_ change: Change, isInWindow: Bool) -> Bool {
        guard isOpen else { return false }
        switch change {
        case .window: return true
        case .geometryOrVisibility, .scroll: return isInWindow
        }
    }
}
