import Foundation

/// Which dispatch of a platform input event a touchless control action comes with (C3):
/// the event object and its timestamp. UIKit reuses one event object for a kind of input
/// (its presses event), restamping it for each dispatch, so neither alone tells two key presses
/// apart; together they do, and every action sent for one press carries the same pair.
///
/// The core groups the touchless sends of one control with the same identity into one
/// activation, as a touch groups its sends (C3); a send with no event (an assistive technology's
/// activation, a `UIAction` handler) joins the activation of its control in progress in the same
/// main-queue turn.
@_spi(Platform) public struct InputEventIdentity: Sendable, Hashable {
    let event: ObjectIdentifier
    let timestamp: TimeInterval

    /// The identity of `event`'s dispatch stamped `timestamp` (UIKit: `UIEvent.timestamp`).
    @_spi(Platform) public init(event: ObjectIdentifier, timestamp: TimeInterval) {
        self.event = event
        self.timestamp = timestamp
    }
}
