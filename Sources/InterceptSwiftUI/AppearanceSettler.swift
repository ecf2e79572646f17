#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Platform) import Intercept

/// Settles the appearance signals of an update once SwiftUI's update is over: a task on the main
/// actor runs after the current run-loop turn, when every `onAppear` and `onDisappear` of the
/// update has been delivered, in whatever order (S1, S5). One task per update, however many
/// signals.
@MainActor
enum AppearanceSettler {
    private static var isScheduled = false

    static func schedule(_ interception: Interception?) {
        guard let interception, !isScheduled else { return }
        isScheduled = true
        Task { @MainActor [weak interception] in
            isScheduled = false
            interception?.settleDeclaredAppearances()
        }
    }
}
#endif
