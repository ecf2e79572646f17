#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Platform) import Intercept
import InterceptUIKit
import SwiftUI
import UIKit

/// What `.interceptExposure` keeps for one view instance: the core's
/// ``DeclaredExposureInstance``, which decides, and the probe, which reads (S3, S12).
@MainActor
final class ExposureTranslation {
    let core = DeclaredExposureInstance(settlingWith: .mainActorTask)
    let probe = ProbeHandle()

    func place(_ geometry: GlobalGeometry) {
        core.place(frame: Rect(geometry.frame), viewport: geometry.viewport.map(Rect.init), in: probe.window)
    }

    /// The probe moved to `window`: the window, and the hosting controller's view it is in (S11).
    func move(to window: UIWindow?) {
        core.move(to: window.map(DeclaredWindow.init), host: window == nil ? nil : probe.view?.hostView)
    }
}

/// `.interceptExposure(id:)` (S3).
struct InterceptExposureModifier: ViewModifier {
    let name: String
    let exposure: ExposureContext
    @Environment(\.interceptScope) private var scope
    @State private var translation = ExposureTranslation()

    func body(content: Content) -> some View {
        let translation = self.translation
        translation.core.declare(scope.element(name, type: "View", label: nil), exposure: exposure, in: scope.interception, on: scope.screenInstance)
        return content
            .background(WindowProbe(handle: translation.probe, onWindow: { translation.move(to: $0) }))
            .onGlobalGeometryChange { translation.place($0) }
            .onAppear { translation.core.receive(.onAppear) }
            .onDisappear { translation.core.receive(.onDisappear) }
    }
}

/// What `.interceptOverlay()` keeps for one view instance: the core's
/// ``DeclaredOverlayInstance`` and the probe (X5, S3, S12).
@MainActor
final class OverlayTranslation {
    let core = DeclaredOverlayInstance()
    let probe = ProbeHandle()
}

/// `.interceptOverlay()` (S3, X5).
struct InterceptOverlayModifier: ViewModifier {
    @Environment(\.interceptScope) private var scope
    @State private var translation = OverlayTranslation()

    func body(content: Content) -> some View {
        let translation = self.translation
        let interception = scope.interception
        return content
            .background(WindowProbe(handle: translation.probe, onWindow: { translation.core.move(to: $0.map(DeclaredWindow.init), in: interception) }))
            .onGlobalGeometryChange { translation.core.place(frame: Rect($0.frame), in: translation.probe.window, interception: interception) }
            .onAppear { translation.core.receive(.onAppear, window: translation.probe.window, in: interception) }
            .onDisappear { translation.core.receive(.onDisappear, window: translation.probe.window, in: interception) }
    }
}

extension View {
    /// Reports an `exposure` event each time this view becomes visible (S3, X1-X4): at least
    /// `minimumVisibleFraction` of it inside its window and the scroll container around it, not
    /// under a view marked `.interceptOverlay()`, on a declared screen that is visited, for at least
    /// `minimumDwell` seconds (`nil`: the interception's ``ExposurePolicy``). `id` is the identity of
    /// what it shows: a lazy stack or `List` that recreates or recycles the row reports the item
    /// once per appearance (X2). A pre-rendered `TabView` page, or a row rendered ahead of the
    /// viewport, is not exposed.
    ///
    /// `id` is sent, as the event's `element_id`, capped and screened as an identifier (H5), as a
    /// UIKit exposure id is: a number (a GTIN, a 64-bit id) leaves whole, while an e-mail, a
    /// Luhn-valid card number or a phone number written with `+` or separators leaves as its
    /// marker (`[email]`, `[card]`, `[phone]`), inside `.interceptPrivate()` too. Give an id that
    /// names the item, not the person.
    ///
    /// The scroll container is found by SwiftUI on iOS 17 and later (`bounds(of: .scrollView)`);
    /// on iOS 15 and 16 the view is measured against its window only.
    public func interceptExposure(
        _ name: String = "exposure", id: String, minimumVisibleFraction: Double? = nil, minimumDwell: Double? = nil,
        properties: [String: PropertyValue] = [:]
    ) -> some View {
        modifier(InterceptExposureModifier(
            name: name,
            exposure: ExposureContext(
                trackingID: id, properties: properties, minimumVisibleFraction: minimumVisibleFraction, minimumDwell: minimumDwell)))
    }

    /// Marks this view as covering what is drawn below it (a floating bar, a custom sheet): the part
    /// of a declared exposure under it is not visible (S3, X5).
    public func interceptOverlay() -> some View {
        modifier(InterceptOverlayModifier())
    }
}
#endif
