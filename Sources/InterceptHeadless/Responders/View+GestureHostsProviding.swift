@_spi(Platform) import Intercept

extension View: GestureHostsProviding {
    /// ``gestureRecognizers``, for tracking snapshots.
    public var attachedGestureHosts: [any GestureHost] { gestureRecognizers }
}
