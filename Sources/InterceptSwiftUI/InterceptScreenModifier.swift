#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Platform) import Intercept
import InterceptUIKit
import SwiftUI
import UIKit

/// What `.interceptScreen` keeps for one view instance (SwiftUI keeps `@State` for the view's
/// lifetime, however often its body runs): the core's ``DeclaredScreenInstance``, which decides,
/// and the probe, which reads. Translation only (S12).
@MainActor
final class ScreenTranslation {
    let core = DeclaredScreenInstance(settlingWith: .mainActorTask)
    let probe = ProbeHandle()

    func receive(_ signal: AppearanceSignal) {
        noteTransition()
        core.receive(signal)
    }

    func move(to window: UIWindow?) {
        // Leaving a window, the controllers may be deallocating: none is messaged (F4).
        if window != nil { noteTransition() }
        core.move(to: window.map(DeclaredWindow.init))
    }

    func place(_ geometry: GlobalGeometry) {
        noteTransition()
        let probe = self.probe
        core.checkGlobalFrame(Rect(geometry.frame)) {
            guard let view = probe.view, view.window != nil else { return nil }
            return Rect(view.convert(view.bounds, to: nil))
        }
        core.place(frame: Rect(geometry.frame), in: probe.window)
    }

    func hosted(by controllers: [UIViewController]) {
        Self.checkGenericClassImages(core)
        core.hosted(by: ProbeHandle.candidates(controllers))
    }

    private static var checkedClassImages = false

    /// ``SwiftUIAssumption/genericClassesHaveTheirImage``, once: SwiftUI's generic host must be
    /// told as a class of a system image.
    private static func checkGenericClassImages(_ core: DeclaredScreenInstance) {
        guard !checkedClassImages, ClassImages.isReaderInstalled else { return }
        checkedClassImages = true
        if !ClassImages.isSystemClass(UIHostingController<EmptyView>.self) { core.assumptionWasViolated(.genericClassesHaveTheirImage) }
    }

    /// The hosting controller's transition coordinator (its container's, during a push, a pop or an
    /// interactive swipe-back), read and handed to the core, which decides (S8).
    private func noteTransition() {
        guard let host = probe.view?.controllers.first else { return }
        let coordinator = host.transitionCoordinator
        core.noteTransition(
            coordinator.map(ObjectIdentifier.init), containerHasOne: coordinator == nil && host.navigationController?.transitionCoordinator != nil
        ) { end in
            coordinator?.animate(alongsideTransition: nil) { _ in MainActor.assumeIsolated { end() } } ?? false
        }
    }
}

/// `.interceptScreen(_:)` (S1).
struct InterceptScreenModifier: ViewModifier {
    let name: String
    let title: String?
    let properties: [String: PropertyValue]
    let visit: AnyHashable?
    @Environment(\.interceptScope) private var scope
    @State private var translation = ScreenTranslation()

    func body(content: Content) -> some View {
        let translation = self.translation
        let screen = translation.core.declare(
            name, title: title, properties: properties, visit: visit, parent: scope.screen, in: scope.interception)
        var inner = scope
        inner.screen = screen ?? scope.screen
        inner.screenInstance = translation.core
        inner.path = []
        inner.position = nil
        return content
            .environment(\.interceptScope, inner)
            .background(WindowProbe(handle: translation.probe, onWindow: { translation.move(to: $0) }, onHost: { translation.hosted(by: $0) }))
            .onGlobalGeometryChange { translation.place($0) }
            .onAppear { translation.receive(.onAppear) }
            .onDisappear { translation.receive(.onDisappear) }
    }
}

extension View {
    /// Declares this view a screen named `name` (S1): `pageEnter` when it really appears and
    /// `pageExit` with its duration when it really goes (pushed over or popped, its sheet
    /// dismissed, its tab left, its scene or the app in the background), however often SwiftUI
    /// calls `onAppear`. The hosting controllers that show it are then not pages themselves (F9,
    /// S7). Elements inside report it as their screen, and their paths start below it.
    ///
    /// `title` and `properties` follow the view (S9): without `visit`, their changes update the
    /// visit in place (a search query typed letter by letter, a cart count, an unread badge are
    /// one visit), and only a new view identity (`.id(product.id)`, another destination) is
    /// another visit. A view that keeps its identity while it shows one thing after another (a
    /// `NavigationSplitView` detail following the sidebar's selection) must pass `visit` (the
    /// product's id): another `visit` is another visit (`pageExit`, then `pageEnter`); the same
    /// `visit` with another title or other properties is the same visit, updated in place.
    ///
    /// Updated in place, the `pageExit` carries the latest properties.
    ///
    /// Works on iOS 15 and later; on iOS 16 and later its position comes from
    /// `onGeometryChange`, before that from a `GeometryReader` in the background.
    public func interceptScreen(
        _ name: String, title: String? = nil, properties: [String: PropertyValue] = [:], visit: (any Hashable)? = nil
    ) -> some View {
        modifier(InterceptScreenModifier(name: name, title: title, properties: properties, visit: visit.map { AnyHashable($0) }))
    }
}
#endif
