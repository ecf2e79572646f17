/// The identity of one physical user action (a touch, from finger down to finger up), shared
/// by every source that sees it, so that it yields one event (U1).
///
/// On the headless platform it is the `Touch` object; on UIKit it is the `UITouch`, read from the
/// `UIEvent` of `sendAction(_:to:from:for:)` (`event.allTouches`) and, for gestures and list
/// selection, from the event that `UIApplication.sendEvent(_:)` is dispatching (UIKit reuses one
/// `UITouch` object for all phases of one finger's touch).
@_spi(Platform) public struct PhysicalActionID: Sendable, Hashable, CustomStringConvertible {
    private let identifier: ObjectIdentifier

    /// The identity of the action represented by `touch`. Valid while the touch object lives,
    /// which covers the whole action.
    public init(_ touch: AnyObject) {
        identifier = ObjectIdentifier(touch)
    }

    public var description: String { "touch \(identifier.hashValue)" }
}
