#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A plain, untouchable, invisible `UIView` in a declared view's background: UIKit tells it when
/// it enters or leaves a window (so a screen pushed over, a dismissed sheet, a tab switched away
/// or a recycled row is seen leaving even when SwiftUI's `onDisappear` is missing) and its
/// responder chain leads to the hosting controller (F9). It uses only public API and is not
/// hit-tested or read by accessibility.
struct WindowProbe: UIViewRepresentable {
    let onWindow: @MainActor (UIWindow?) -> Void
    let onHost: @MainActor (UIViewController) -> Void

    func makeUIView(context: Context) -> ProbeView {
        let view = ProbeView()
        view.onWindow = onWindow
        view.onHost = onHost
        return view
    }

    func updateUIView(_ view: ProbeView, context: Context) {
        view.onWindow = onWindow
        view.onHost = onHost
    }

    final class ProbeView: UIView {
        var onWindow: (@MainActor (UIWindow?) -> Void)?
        var onHost: (@MainActor (UIViewController) -> Void)?

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

        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            reportHost()
        }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            reportHost()
            onWindow?(window)
        }

        /// The first view controller up the responder chain: the hosting controller.
        private func reportHost() {
            var responder = next
            while let current = responder {
                if let controller = current as? UIViewController {
                    onHost?(controller)
                    return
                }
                responder = current.next
            }
        }
    }
}
#endif
