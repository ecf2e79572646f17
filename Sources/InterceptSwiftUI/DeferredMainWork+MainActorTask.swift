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
    /// `window`, as the core reads it: its identity and bounds.
    @MainActor
    init(_ window: UIWindow) {
        self.init(id: ObjectIdentifier(window), bounds: Rect(window.bounds))
    }
}
#endif
