#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Where a view is, in its window's coordinates (`.global`), and the visible bounds of the scroll
/// container around it (S1, S3).
///
/// - iOS 17 and later: `onGeometryChange` (back-deployed to iOS 16 by the SDK) with
///   `bounds(of: .scrollView)`, the enclosing scroll view's visible bounds, found by SwiftUI itself.
/// - iOS 16: `onGeometryChange` with the frame only: measured against the window.
/// - iOS 15: a `GeometryReader` in the background, read on appearance and on change; against the
///   window.
struct GlobalGeometry: Equatable, Sendable {
    var frame: CGRect
    var viewport: CGRect?

    static func read(_ proxy: GeometryProxy) -> GlobalGeometry {
        let frame = proxy.frame(in: .global)
        var viewport: CGRect?
        if #available(iOS 17, tvOS 17, *), let bounds = proxy.bounds(of: .scrollView) {
            // `bounds(of:)` is in this view's local space: move it to the window's.
            viewport = bounds.offsetBy(dx: frame.minX, dy: frame.minY)
        }
        return GlobalGeometry(frame: frame, viewport: viewport)
    }
}

extension View {
    /// Calls `action` with the view's ``GlobalGeometry`` when it is first known and whenever it
    /// changes (scrolling moves it).
    @ViewBuilder
    func onGlobalGeometryChange(_ action: @escaping @MainActor (GlobalGeometry) -> Void) -> some View {
        if #available(iOS 16, tvOS 16, *) {
            onGeometryChange(for: GlobalGeometry.self, of: { GlobalGeometry.read($0) }, action: { action($0) })
        } else {
            background(
                GeometryReader { proxy in
                    let geometry = GlobalGeometry.read(proxy)
                    Color.clear
                        .onAppear { action(geometry) }
                        .onChange(of: geometry) { action($0) }
                }
            )
        }
    }
}
#endif
