/// One level of a declared element's path (S4, E4): a name the app gave a container
/// (`.interceptElement("cart")`), with the identity of a `ForEach` item when it is one
/// (`.interceptElement("row", id: item.id)`), so the path names what the app named and stays the
/// same whichever recycled row shows the item. SwiftUI's view-graph internals never appear.
@_spi(Platform) public struct DeclaredPathSegment: Sendable, Hashable {
    /// The declared name.
    public var name: String
    /// The item's identity, for a segment inside a `ForEach`.
    public var identity: String?

    /// Creates a segment.
    public init(_ name: String, identity: String? = nil) {
        self.name = name
        self.identity = identity
    }
}
