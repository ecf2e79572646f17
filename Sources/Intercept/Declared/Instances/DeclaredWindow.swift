/// The window a declared view's probe is in, as the platform reads it (S1, S3, S12): the window
/// object's identity (its surface, and the scene it belongs to, P3) and its bounds.
@_spi(Platform) public struct DeclaredWindow: Sendable, Hashable {
    /// The platform's window object, by identity.
    @_spi(Platform) public var id: ObjectIdentifier
    /// Its bounds, in its own coordinates.
    @_spi(Platform) public var bounds: Rect

    /// A window reading.
    @_spi(Platform) public init(id: ObjectIdentifier, bounds: Rect) {
        self.id = id
        self.bounds = bounds
    }
}
