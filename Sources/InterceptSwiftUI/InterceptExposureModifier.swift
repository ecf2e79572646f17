#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Platform) import Intercept
import InterceptUIKit
import SwiftUI
import UIKit

/// The state of one declared exposure instance: its core node, made once, re-declared when the
/// instance shows another item (a recycled row), fed its appearance and geometry (S3).
@MainActor
final class ExposureInstance {
    private(set) var node: DeclaredExposureNode?
    private weak var interception: Interception?
    private weak var window: UIWindow?
    private var geometry: GlobalGeometry?

    func declare(_ element: DeclaredElement, exposure: ExposureContext, in interception: Interception?) {
        guard let interception else { return }
        if let node {
            if node.exposure != exposure || node.element.path != element.path {
                interception.declaredExposure(node, declares: element, exposure: exposure)
            }
            return
        }
        self.interception = interception
        node = DeclaredExposureNode(element: element, exposure: exposure)
    }

    func receive(_ signal: AppearanceSignal) {
        guard let node, let interception else { return }
        interception.declaredExposure(node, received: signal)
        AppearanceSettler.schedule(interception)
    }

    func move(to window: UIWindow?) {
        self.window = window
        report()
    }

    func place(_ geometry: GlobalGeometry) {
        self.geometry = geometry
        report()
    }

    private func report() {
        guard let node, let interception else { return }
        let surface = window.map { interception.declaredSurface(for: ObjectIdentifier($0), bounds: Rect($0.bounds)) }
        let geometry = self.geometry ?? GlobalGeometry(frame: .zero, viewport: nil)
        interception.declaredExposure(node, frame: Rect(geometry.frame), viewport: geometry.viewport.map(Rect.init), in: surface)
        AppearanceSettler.schedule(interception)
    }
}

/// `.interceptExposure(id:)` (S3).
struct InterceptExposureModifier: ViewModifier {
    let name: String
    let exposure: ExposureContext
    @Environment(\.interceptScope) private var scope
    @State private var instance = ExposureInstance()

    func body(content: Content) -> some View {
        instance.declare(scope.element(name, type: "View", label: nil), exposure: exposure, in: scope.interception)
        let instance = self.instance
        return content
            .background(WindowProbe(onWindow: { instance.move(to: $0) }, onHost: { _ in }))
            .onGlobalGeometryChange { instance.place($0) }
            .onAppear { instance.receive(.onAppear) }
            .onDisappear { instance.receive(.onDisappear) }
    }
}

/// The state of one declared overlay: its core node and where it is (X5, S3).
@MainActor
final class OverlayInstance {
    let node = DeclaredOverlayNode()
    private weak var window: UIWindow?
    private var frame: CGRect = .zero

    func move(to window: UIWindow?, in interception: Interception?) {
        self.window = window
        report(interception)
    }

    func place(_ geometry: GlobalGeometry, in interception: Interception?) {
        frame = geometry.frame
        report(interception)
    }

    private func report(_ interception: Interception?) {
        guard let interception else { return }
        let surface = window.map { interception.declaredSurface(for: ObjectIdentifier($0), bounds: Rect($0.bounds)) }
        interception.declaredOverlay(node, frame: Rect(frame), in: surface)
    }
}

/// `.interceptOverlay()` (S3, X5).
struct InterceptOverlayModifier: ViewModifier {
    @Environment(\.interceptScope) private var scope
    @State private var instance = OverlayInstance()

    func body(content: Content) -> some View {
        let instance = self.instance
        let interception = scope.interception
        return content
            .background(WindowProbe(onWindow: { instance.move(to: $0, in: interception) }, onHost: { _ in }))
            .onGlobalGeometryChange { instance.place($0, in: interception) }
            .onDisappear { instance.move(to: nil, in: interception) }
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
