import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UIEvent`: what the application dispatches and passes to
/// `sendAction(_:to:from:for:)` (``TouchEvent``, ``PressesEvent``). As on UIKit, one event
/// object may be dispatched again and again (the application's presses event), restamped each
/// time, so its identity and its timestamp together tell one dispatch (C3).
@MainActor
public class Event {
    /// When the event was last dispatched, in seconds of system uptime (`UIEvent.timestamp`).
    public internal(set) var timestamp: TimeInterval = 0

    init() {}

    /// The identity of the event's current dispatch, as the UIKit adapter builds it.
    var dispatchIdentity: InputEventIdentity {
        InputEventIdentity(event: ObjectIdentifier(self), timestamp: timestamp)
    }
}
