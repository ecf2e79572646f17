#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

@MainActor
private let recordStorage = AssociatedStorage<InheritedTrackingRecord?>(defaultValue: nil)

/// What each view inherits for tracking (screen, cascading ignore and private flags, whether it is
/// inside a text input or a picker, the type names above it: E3, E7, H4, H8, F15), kept beside the
/// view as the headless `View` keeps it, so describing a tap mostly reads it instead of walking up
/// the tree. The core's ``Intercept/InheritedTrackingStateKeeper`` decides everything (when a
/// record is trusted, what is computed again and from where); this type only translates: UIKit's
/// `superview`, and an associated object for the record. No move hook feeds it: a record is
/// checked against the view's current superviews when read, so a view whose class overrides
/// `didMoveToSuperview`/`didMoveToWindow` without calling `super` is described as it is now, and
/// nothing is computed (no weak reference to a controller formed) inside a deallocation.
@MainActor
enum UIKitTrackingTree: InheritedTrackingTree {
    /// The keeper: read by describing, told by the flags' setter.
    static let keeper = InheritedTrackingStateKeeper<UIKitTrackingTree>()

    static func parent(of node: UIView) -> UIView? { node.superview }
    static func unretainedParent(of node: Unmanaged<UIView>) -> Unmanaged<UIView>? {
        guard let superview = node.takeUnretainedValue().superview else { return nil }
        return Unmanaged.passUnretained(superview)
    }
    static func record(of node: UIView) -> InheritedTrackingRecord? { recordStorage.value(on: node) }
    static func unretainedRecord(of node: Unmanaged<UIView>) -> InheritedTrackingRecord? {
        recordStorage.value(on: node.takeUnretainedValue())
    }
    static func keep(_ record: InheritedTrackingRecord, on node: UIView) { recordStorage.set(record, on: node) }
}
#endif
