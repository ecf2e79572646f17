/// How ``InheritedTrackingStateKeeper`` reaches a platform's views and where it keeps their
/// records: the translation a platform adapter gives (UIKit: `superview` and an associated
/// object), with no decision in it.
@_spi(Platform) @MainActor public protocol InheritedTrackingTree {
    /// The platform's view type.
    associatedtype Node: ViewNode

    /// The view's superview, `nil` at a root.
    static func parent(of node: Node) -> Node?

    /// The record kept on the view, if any.
    static func record(of node: Node) -> InheritedTrackingRecord?

    /// Keeps `record` on the view, replacing any other.
    static func keep(_ record: InheritedTrackingRecord, on node: Node)
}
