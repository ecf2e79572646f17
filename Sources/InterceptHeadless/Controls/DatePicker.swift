import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UIDatePicker` in its wheels style: a finger spins a wheel, and
/// the wheel keeps turning after the finger lifts; `valueChanged` comes when it settles, with no
/// touch in its event (H8). Its value is never content: a picked date is what the user entered,
/// and often a date of birth. As in UIKit, its wheels are a picker of its own (`_UIDatePickerView`:
/// day, month and year wheels showing the rows around the date), so a touch on a wheel lands on
/// one of the picker's row cells, whose labels show the dates around the chosen one.
@MainActor
open class DatePicker: Control {
    /// The date shown.
    open var date: Date {
        didSet { wheels.show(date) }
    }

    private let wheels = _UIDatePickerView()

    /// Creates a picker showing `date`.
    public init(date: Date = Date(timeIntervalSince1970: 0)) {
        self.date = date
        super.init()
        addSubview(wheels)
        wheels.show(date)
    }

    /// The wheels fill the picker.
    open override var frame: Rect {
        didSet { wheels.frame = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height) }
    }

    /// Plays the wheel coming to rest on `date` after the finger lifted: `valueChanged`, with no
    /// event, as UIKit sends it once the deceleration ends.
    public func simulateDecelerationEnd(at date: Date) {
        self.date = date
        sendActions(for: .valueChanged, with: nil)
    }

    /// A picker: the picked date is never content, nor are its wheels' rows (H8).
    open override var nodeContent: NodeContent { .picker }
    /// A picker, by class: an app's subclass is one too, as on UIKit.
    open override var userEntryKind: UserEntryKind? { .picker }
}

/// A date picker's wheels, as UIKit's private `_UIDatePickerView` (a picker): day, month and year
/// (1900-2100), in UTC.
@MainActor
final class _UIDatePickerView: PickerView {
    private static let years = Array(1900...2100)

    init() {
        super.init(components: [(1...31).map(String.init), (1...12).map(String.init), Self.years.map(String.init)])
    }

    /// Turns the wheels to `date`.
    func show(_ date: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.day, .month, .year], from: date)
        selectRow((parts.day ?? 1) - 1, inComponent: 0)
        selectRow((parts.month ?? 1) - 1, inComponent: 1)
        selectRow((parts.year ?? 1970) - Self.years[0], inComponent: 2)
    }
}
