#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

@MainActor
private let recordStorage = AssociatedStorage<InheritedTrackingRecord?>(defaultValue: nil)

/// What each view inherits for tracking (screen, cascading ignore and private flags, the type
/// names above it: E3, E7, H4, F15), kept on the view while the hooks are installed, as the
/// headless `View` keeps it, so describing a tap reads it instead of walking up the tree. The
/// core's ``Intercept/InheritedTrackingStateKeeper`` decides everything (when a record is stale,
/// what is computed again and from where); this type only translates: UIKit's `superview`,
/// `subviews` and `window`, and an associated object for the record.
@MainActor
enum UIKitTrackingTree: InheritedTrackingTree {
    /// The keeper the hooks drive (`didMoveToWindow`, `didMoveToSuperview`, the flags' setters,
    /// install and uninstall).
    static let keeper = InheritedTrackingStateKeeper<UIKitTrackingTree>()

    static func parent(of node: UIView) -> UIView? { node.superview }
    static func children(of node: UIView) -> [UIView] { node.subviews }
    static func isInWindow(_ node: UIView) -> Bool { node.window != nil }
    static func record(of node: UIView) -> InheritedTrackingRecord? { recordStorage.value(on: node) }
    static func keep(_ record: InheritedTrackingRecord, on node: UIView) { recordStorage.set(record, on: node) }
}
#endif
