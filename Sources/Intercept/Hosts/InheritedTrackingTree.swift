/// How ``InheritedTrackingStateKeeper`` reaches a platform's views and where it keeps their
/// records: the translation a platform adapter gives (UIKit: `superview` and an associated
/// object), with no decision in it.
@_spi(Platform) @MainActor public protocol InheritedTrackingTree {
    /// The platform's view type.
    associatedtype Node: ViewNode

    /// The view's superview, `nil` at a root.
    static func parent(of node: Node) -> Node?

    /// The view's superview, `nil` at a root, without retaining either: the check of kept records
    /// that every description runs up to the root reads one per level. A superview is alive while
    /// its subview is in it (each view is held by its superview, the topmost by its window or its
    /// owner), and the check runs no other code, so nothing is released while it holds these.
    static func unretainedParent(of node: Unmanaged<Node>) -> Unmanaged<Node>?

    /// The record kept on the view, if any.
    static func record(of node: Node) -> InheritedTrackingRecord?

    /// ``record(of:)`` of a view read unretained, for the same check, which copies out the fields
    /// it compares at once and keeps no record: a platform that can hand the record back without
    /// retaining it (the headless `View` keeps an unretained copy of it) spares the check a retain
    /// and a release per level.
    static func unretainedRecord(of node: Unmanaged<Node>) -> InheritedTrackingRecord?

    /// Keeps `record` on the view, replacing any other.
    static func keep(_ record: InheritedTrackingRecord, on node: Node)
}
