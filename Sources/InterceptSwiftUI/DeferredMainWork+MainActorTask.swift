#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

extension DeferredMainWork {
    /// A task on the main actor: it runs after the current run-loop turn, when every `onAppear`
    /// and `onDisappear` of SwiftUI's update has been delivered (S1, S5). How often to settle is
    /// the core's (`Interception.declaredAppearancesDidChange(_:)`).
    static let mainActorTask = DeferredMainWork { block in
        Task { @MainActor in block() }
    }
}

extension DeclaredWindow {
    /// `window`, as the core reads it: its identity, its bounds, its scene's screen and its
    /// bounds in that screen's coordinate space (where UIKit gives the keyboard's frame, S11),
    /// its level, and whether it is one of the keyboard's windows (an input accessory view's or a
    /// keyboard toolbar's), by its type's name. A window without a scene has its frame in screen
    /// coordinates.
    @MainActor
    init(_ window: UIWindow) {
        let screen = window.windowScene?.screen
        self.init(
            id: ObjectIdentifier(window), bounds: Rect(window.bounds), screen: screen.map(ObjectIdentifier.init),
            frameInScreen: Rect(screen.map { window.convert(window.bounds, to: $0.coordinateSpace) } ?? window.frame),
            level: Double(window.windowLevel.rawValue),
            isKeyboardWindow: KeyboardRelay.isKeyboardWindow(typeName: String(describing: type(of: window))))
    }
}
#endif
