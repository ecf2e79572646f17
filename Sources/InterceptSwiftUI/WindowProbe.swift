#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Platform) import Intercept
import SwiftUI
import UIKit

/// A plain, untouchable, invisible `UIView` in a declared view's background: UIKit tells it when
/// it enters or leaves a window (so a screen pushed over, a dismissed sheet, a tab switched away
/// or a recycled row is seen leaving even when SwiftUI's `onDisappear` is missing) and its
/// responder chain leads to the hosting controller and the controllers above it (F9, S7). It uses
/// only public API and is not hit-tested or read by accessibility. It reads; the core decides.
struct WindowProbe: UIViewRepresentable {
    let handle: ProbeHandle
    let onWindow: @MainActor (UIWindow?) -> Void
    var onHost: @MainActor ([UIViewController]) -> Void = { _ in }

    func makeUIView(context: Context) -> ProbeView {
        let view = ProbeView()
        handle.view = view
        view.onWindow = onWindow
        view.onHost = onHost
        return view
    }

    func updateUIView(_ view: ProbeView, context: Context) {
        handle.view = view
        view.onWindow = onWindow
        view.onHost = onHost
    }

    final class ProbeView: UIView {
        var onWindow: (@MainActor (UIWindow?) -> Void)?
        var onHost: (@MainActor ([UIViewController]) -> Void)?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
            backgroundColor = nil
            isOpaque = false
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("not archived")
        }

        // Hosts are read only while the probe is in a window: leaving one, the hosting controller
        // or the window may be inside its deallocation, where walking the responder chain and
        // forming a weak reference to a controller traps (F4). Hosts matter on entering a window.
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            if window != nil { reportHost() }
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { reportHost() }
            onWindow?(window)
        }

        /// The view controllers up the responder chain, nearest first (the hosting controller,
        /// then the containers and hosts above it).
        var controllers: [UIViewController] {
            var found: [UIViewController] = []
            var responder = next
            while let current = responder, found.count < 64 {
                if let controller = current as? UIViewController { found.append(controller) }
                responder = current.next
            }
            return found
        }

        /// The view of the nearest view controller up the responder chain: the hosting
        /// controller's view, whose overlying UIKit views cover what the probe's view declares
        /// (S11). Read when the probe moves, not per frame.
        var hostView: UIView? { controllers.first?.viewIfLoaded }

        private func reportHost() {
            let controllers = self.controllers
            if !controllers.isEmpty { onHost?(controllers) }
        }
    }
}

/// The probe a declared view's state keeps, to read its window and controllers when SwiftUI
/// reports geometry or appearance.
@MainActor
final class ProbeHandle {
    weak var view: WindowProbe.ProbeView?

    /// The window the probe is in, as the core reads it.
    var window: DeclaredWindow? { view?.window.map(DeclaredWindow.init) }

    /// The controllers up the probe's responder chain, nearest first, each with what its type
    /// says: `UIHostingController<AnyView>`, and SwiftUI's hosts built on it, conform to SwiftUI's
    /// `_UIHostingViewable` (S7).
    static func candidates(_ controllers: [UIViewController]) -> [DeclaredHostCandidate] {
        controllers.map {
            DeclaredHostCandidate($0, isHostingController: $0 is any _UIHostingViewable, presentationLevel: presentationLevel(of: $0))
        }
    }

    /// The hops along `presentingViewController`, which UIKit answers for a presented controller
    /// and its descendants (bounded, as a cycle is impossible but costs nothing to rule out).
    private static func presentationLevel(of controller: UIViewController) -> Int {
        var level = 0
        var current = controller
        while let presenter = current.presentingViewController, level < 16 {
            level += 1
            current = presenter
        }
        return level
    }
}
#endif
