/// The window a declared view's probe is in, as the platform reads it (S1, S3, S11, S12): the
/// window object's identity (its surface, and the scene it belongs to, P3), its bounds, and where
/// it is on its screen, so what the platform tells in screen coordinates (the keyboard's frame)
/// can be placed in it.
@_spi(Platform) public struct DeclaredWindow: Sendable, Hashable {
    /// The platform's window object, by identity.
    @_spi(Platform) public var id: ObjectIdentifier
    /// Its bounds, in its own coordinates.
    @_spi(Platform) public var bounds: Rect
    /// The screen it is on, by identity (`nil`: not known; then anything told of a screen is
    /// taken to be on its screen).
    @_spi(Platform) public var screen: ObjectIdentifier?
    /// Its bounds in its screen's coordinates (UIKit: converted to the screen's
    /// `coordinateSpace`): offset in Split View, Slide Over and Stage Manager.
    @_spi(Platform) public var frameInScreen: Rect
    /// Where it is drawn among the app's windows (UIKit's `windowLevel`): the keyboard covers only
    /// windows below its own (S11).
    @_spi(Platform) public var level: Double
    /// Whether it is one of the keyboard's windows (``KeyboardRelay/isKeyboardWindow(typeName:)``):
    /// its input accessory view and keyboard toolbar are drawn there, and the keyboard never
    /// covers them.
    @_spi(Platform) public var isKeyboardWindow: Bool

    /// A window reading; without `frameInScreen`, the window fills its screen from the origin.
    @_spi(Platform) public init(
        id: ObjectIdentifier, bounds: Rect, screen: ObjectIdentifier? = nil, frameInScreen: Rect? = nil, level: Double = 0,
        isKeyboardWindow: Bool = false
    ) {
        self.id = id
        self.bounds = bounds
        self.screen = screen
        self.frameInScreen = frameInScreen ?? Rect(origin: .zero, size: bounds.size)
        self.level = level
        self.isKeyboardWindow = isKeyboardWindow
    }
}
