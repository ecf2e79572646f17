import Intercept

/// The headless counterpart of `UIApplication`: owns the windows, ends the responder chain and
/// reports lifecycle changes to its observers (an ``Interception`` flushes its trackers when the
/// app goes to the background, T5).
@MainActor
public final class Application: Responder {
    /// Where the app is in its lifecycle.
    public enum State: Sendable, Equatable {
        case active
        case background
    }

    /// The windows, in the order they were added.
    public private(set) var windows: [Window] = []
    /// The current state.
    public private(set) var state: State = .active

    private var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var observer: (any ApplicationLifecycleObserver)?
    }

    /// Creates an active application with no windows.
    public override init() {}

    /// Adds a window to the application.
    public func addWindow(_ window: Window) {
        window.application = self
        windows.append(window)
    }

    /// Registers an observer, held weakly; adding the same one twice is a no-op.
    public func addLifecycleObserver(_ observer: any ApplicationLifecycleObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakObserver(observer: observer))
    }

    /// Moves the app to the background; a no-op when it is already there.
    public func enterBackground() {
        guard state == .active else { return }
        state = .background
        for entry in observers { entry.observer?.applicationDidEnterBackground() }
    }

    /// Brings the app back to the foreground; a no-op when it is already active.
    public func enterForeground() {
        guard state == .background else { return }
        state = .active
        for entry in observers { entry.observer?.applicationWillEnterForeground() }
    }
}
