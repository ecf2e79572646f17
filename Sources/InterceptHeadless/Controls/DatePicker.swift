import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UIDatePicker` in its wheels style: a finger spins a wheel, and
/// the wheel keeps turning after the finger lifts; `valueChanged` comes when it settles, with no
/// touch in its event (H8). Its value is never content: a picked date is what the user entered,
/// and often a date of birth.
@MainActor
open class DatePicker: Control {
    /// The date shown.
    open var date: Date

    /// Creates a picker showing `date`.
    public init(date: Date = Date(timeIntervalSince1970: 0)) {
        self.date = date
        super.init()
    }

    /// Plays the wheel coming to rest on `date` after the finger lifted: `valueChanged`, with no
    /// event, as UIKit sends it once the deceleration ends.
    public func simulateDecelerationEnd(at date: Date) {
        self.date = date
        sendActions(for: .valueChanged, with: nil)
    }

    /// A picker: the picked date is never content, nor are its wheels' rows (H8).
    open override var nodeContent: NodeContent { .picker }
}
