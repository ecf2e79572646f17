/// A control action the platform is sending, as Intercept described it before the target ran
/// (F10): handed back with whether anything performed it, which only the send itself tells
/// (UIKit: the result of `UIApplication.sendAction(_:to:from:for:)`; C1).
///
/// Returned by `ApplicationEventObserver.controlWillSendAction(from:_:)` and given to
/// `ApplicationEventObserver.controlAction(_:wasPerformed:)`; a platform keeps it for the
/// duration of the one send.
@_spi(Platform) public struct SentControlAction: Sendable, Hashable {
    let id: UInt64

    init(id: UInt64) {
        self.id = id
    }
}
