/// The platform's keyboard, told to every interception with declared views (S11): a platform
/// makes one for the keyboard it has (UIKit: one per process; the headless platform: one per
/// application) and passes it the keyboard's notifications.
///
/// - Who hears it: every interception given declared geometry (``DeclaredFrameClients``) with a
///   window of this platform, whichever `.interception(_:)` named it, not only the one the hooks
///   were installed for.
/// - Who joins late: the relay keeps the last frame, and an interception whose first declared
///   view reports in one of the platform's windows while the keyboard is up (installed, or first
///   rendered, then) learns it there.
///
/// Relays are held weakly; a relay whose platform is gone tells nothing.
@_spi(Platform) @MainActor public final class KeyboardRelay {
    /// The live relays, for an interception's new window to find its keyboard.
    private static var relays: [WeakRelay] = []

    private struct WeakRelay {
        weak var relay: KeyboardRelay?
    }

    /// Whether a window, by identity, is one of this platform's.
    private let ownsWindow: @MainActor (ObjectIdentifier) -> Bool
    /// The keyboard as last told (`nil`: hidden, or never shown).
    private(set) var cover: KeyboardCover?

    /// A relay for the platform whose windows `ownsWindow` recognizes (UIKit: every window of the
    /// process).
    @_spi(Platform) public init(ownsWindow: @escaping @MainActor (ObjectIdentifier) -> Bool) {
        self.ownsWindow = ownsWindow
        Self.relays.removeAll { $0.relay == nil }
        Self.relays.append(WeakRelay(relay: self))
    }

    /// The keyboard will end its animation at `frame`, in the coordinates of `screen` (`nil`: not
    /// said), drawn in a window of `windowLevel` (`nil`: none found; see
    /// ``windowLevel(among:)``). A frame below the screen (the keyboard hiding) covers nothing, nor
    /// does one it cannot place (zero: floating or undocked).
    @_spi(Platform) public func keyboardWillChangeFrame(to frame: Rect, onScreen screen: ObjectIdentifier?, windowLevel: Double?) {
        var next = KeyboardCover(frame: frame, screen: screen, windowLevel: windowLevel)
        next.followsUnplaceableFrame = (cover?.followsUnplaceableFrame ?? false) || !next.isPlaceable
        cover = next
        for interception in listeners { interception.keyboardWillChange(to: next) }
    }

    /// The keyboard is gone.
    @_spi(Platform) public func keyboardDidHide() {
        cover = nil
        for interception in listeners { interception.keyboardDidHide() }
    }

    /// The interceptions given declared geometry in one of this platform's windows.
    private var listeners: [Interception] {
        DeclaredFrameClients.interceptions.filter { $0.hasDeclaredSurface(where: ownsWindow) }
    }

    /// The relay of the platform that has `window`, for an interception whose first declared view
    /// reports there to learn the keyboard.
    static func relay(owning window: ObjectIdentifier) -> KeyboardRelay? {
        relays.lazy.compactMap(\.relay).first { $0.ownsWindow(window) }
    }

    /// Whether a window whose type is named `typeName` is one of the keyboard's (UIKit's remote
    /// keyboard window and text-effects window, where the keys and the input accessory view are
    /// drawn; the headless platform's `KeyboardWindow`).
    @_spi(Platform) public static func isKeyboardWindow(typeName: String) -> Bool {
        windowTypeNames.contains(typeName)
    }

    private static let windowTypeNames: Set<String> = ["UIRemoteKeyboardWindow", "UITextEffectsWindow", "KeyboardWindow"]

    /// The level the keyboard is drawn at among the app's `windows` (type name, `windowLevel`):
    /// the highest of the keyboard's windows, where its keys are (the text-effects window may sit
    /// lower); `nil` when none is there.
    @_spi(Platform) public static func windowLevel(among windows: [(typeName: String, level: Double)]) -> Double? {
        windows.filter { isKeyboardWindow(typeName: $0.typeName) }.map(\.level).max()
    }
}
