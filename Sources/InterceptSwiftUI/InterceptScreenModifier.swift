#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Platform) import Intercept
import InterceptUIKit
import SwiftUI
import UIKit

/// The state of one declared screen instance: made once (SwiftUI keeps `@State` for the view's
/// lifetime, however often its body runs), fed every signal, translated to the core (S1).
@MainActor
final class ScreenInstance {
    private(set) var screen: DeclaredScreen?
    private weak var interception: Interception?
    private weak var window: UIWindow?
    private var frame: CGRect = .zero

    /// The declared screen, made on first use with the interception then in the environment.
    func screen(_ name: String, title: String?, properties: [String: PropertyValue], scope: InterceptScope) -> DeclaredScreen? {
        if let screen { return screen }
        guard let interception = scope.interception else { return nil }
        self.interception = interception
        let screen = interception.declareScreen(name, title: title, properties: properties, parent: scope.screen)
        self.screen = screen
        return screen
    }

    func receive(_ signal: AppearanceSignal) {
        guard let screen, let interception else { return }
        interception.declaredScreen(screen, received: signal)
        AppearanceSettler.schedule(interception)
    }

    func move(to window: UIWindow?) {
        self.window = window
        reportPresence()
    }

    func place(_ geometry: GlobalGeometry) {
        frame = geometry.frame
        reportPresence()
    }

    func hosted(by controller: UIViewController) {
        guard let screen, let interception else { return }
        interception.declaredScreen(screen, isHostedBy: controller)
    }

    private func reportPresence() {
        guard let screen, let interception else { return }
        interception.declaredScreen(screen, frame: Rect(frame), windowBounds: window.map { Rect($0.bounds) })
        AppearanceSettler.schedule(interception)
    }
}

/// `.interceptScreen(_:)` (S1).
struct InterceptScreenModifier: ViewModifier {
    let name: String
    let title: String?
    let properties: [String: PropertyValue]
    @Environment(\.interceptScope) private var scope
    @State private var instance = ScreenInstance()

    func body(content: Content) -> some View {
        let screen = instance.screen(name, title: title, properties: properties, scope: scope)
        var inner = scope
        inner.screen = screen ?? scope.screen
        inner.path = []
        inner.position = nil
        let instance = self.instance
        return content
            .environment(\.interceptScope, inner)
            .background(WindowProbe(onWindow: { instance.move(to: $0) }, onHost: { instance.hosted(by: $0) }))
            .onGlobalGeometryChange { instance.place($0) }
            .onAppear { instance.receive(.onAppear) }
            .onDisappear { instance.receive(.onDisappear) }
    }
}

extension View {
    /// Declares this view a screen named `name` (S1): `pageEnter` when it really appears and
    /// `pageExit` with its duration when it really goes (pushed over or popped, its sheet
    /// dismissed, its tab left, the app in the background), however often SwiftUI calls
    /// `onAppear`. The hosting controller that shows it is then not a page itself (F9). Elements
    /// inside report it as their screen, and their paths start below it.
    ///
    /// Works on iOS 15 and later; on iOS 16 and later its position comes from
    /// `onGeometryChange`, before that from a `GeometryReader` in the background.
    public func interceptScreen(_ name: String, title: String? = nil, properties: [String: PropertyValue] = [:]) -> some View {
        modifier(InterceptScreenModifier(name: name, title: title, properties: properties))
    }
}
#endif
