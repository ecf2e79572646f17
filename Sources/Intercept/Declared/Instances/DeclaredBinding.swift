import Dispatch
import Foundation

/// What a control tracked through its binding reports when the user sets a value (S2, S13): its
/// SwiftUI type and the value as content, decided here so that the SwiftUI adapter's binding
/// wrappers (`intercept.toggle`, `.value`, `.picker`, `.datePicker`) and the tests run the same
/// code.
///
/// A value is reported as the app chose it, never as `String(describing:)` of its type: a picker's
/// tag that is a struct would spell every field (names, addresses) past the redactor. A picker
/// reports a raw value (`RawRepresentable`), a `String` or an integer as it is, and any other tag
/// through the closure the app gives.
@_spi(Platform) public struct DeclaredBinding<Value> {
    /// `element_type`: the SwiftUI control's type.
    @_spi(Platform) public let type: String
    private let content: (Value) -> DeclaredControlValue?

    /// A control of `type` whose value `content` turns into what is reported.
    @_spi(Platform) public init(type: String, content: @escaping (Value) -> DeclaredControlValue) {
        self.type = type
        self.content = { content($0) }
    }

    /// A binding whose sets are actions of a `type` element, with no value of their own (its label
    /// says what was chosen: a navigation link, S10).
    init(action type: String) {
        self.type = type
        self.content = { _ in nil }
    }

    /// What the control reports for `value`: `nil` for an action.
    @_spi(Platform) public func content(of value: Value) -> DeclaredControlValue? {
        content(value)
    }

    /// The user set `value` on the control `element`: a `controlAction` competing for the touch as
    /// the most specific source (U1). Runs before the binding is set, inside UIKit's action for
    /// the touch.
    @MainActor
    @_spi(Platform) public func userDidSet(_ value: Value, on element: DeclaredElement, in interception: Interception?) {
        guard let interception else { return }
        if !interception.isTouchInProgress { interception.swiftUIAssumptionWasViolated(.bindingSetInsideTouch) }
        interception.declaredActionDidRun(element, value: content(value))
    }

    /// A tracked binding's setter, on whatever thread the app set it (S2): on the main thread,
    /// the user set `value` (reported through ``userDidSet(_:on:in:)``), then `apply` sets it.
    /// Off the main thread (a `Task.detached`, a Combine sink on a background queue) the set is
    /// the app's code, never a user's: `apply` sets the value, nothing is reported, and the set is
    /// counted as ``SwiftUIAssumption/bindingSetOnMainThread`` on the main queue, where the
    /// interception lives. SwiftUI only logs a warning there, so this never traps.
    ///
    /// - Returns: Whether the set was reported as the user's.
    @discardableResult
    @_spi(Platform) public nonisolated func set(
        _ value: Value, apply: () -> Void,
        element: @escaping @MainActor @Sendable () -> DeclaredElement,
        interception: @escaping @MainActor @Sendable () -> Interception?
    ) -> Bool {
        guard PlatformHook.mayIntercept else {
            apply()
            DispatchQueue.main.async {
                MainActor.assumeIsolated { interception()?.swiftUIAssumptionWasViolated(.bindingSetOnMainThread) }
            }
            return false
        }
        // On the main thread, checked above: the binding and its value stay on it.
        nonisolated(unsafe) let binding = self
        nonisolated(unsafe) let value = value
        MainActor.assumeIsolated { binding.userDidSet(value, on: element(), in: interception()) }
        apply()
        return true
    }

    /// A picker whose options report `value(tag)`: a name the app chose for each option.
    @_spi(Platform) public static func picker(reporting value: @escaping (Value) -> String) -> Self {
        Self(type: "Picker") { .choice(value($0)) }
    }
}

extension DeclaredBinding where Value == Bool {
    /// A `Toggle`: "checked" or "unchecked".
    @_spi(Platform) public static var toggle: Self { Self(type: "Toggle") { .toggle($0) } }
}

extension DeclaredBinding where Value: BinaryFloatingPoint {
    /// A `Slider` (or a `Stepper` of a floating-point value, with `type`): the value.
    @_spi(Platform) public static func number(type: String = "Slider") -> Self { Self(type: type) { .number(Double($0)) } }
}

extension DeclaredBinding where Value: BinaryInteger {
    /// A `Stepper` of an integer (or another control, with `type`): the value.
    @_spi(Platform) public static func number(type: String = "Stepper") -> Self { Self(type: type) { .number(Double($0)) } }
}

extension DeclaredBinding where Value: RawRepresentable, Value.RawValue: LosslessStringConvertible {
    /// A picker whose tags are an enumeration with raw values: the raw value.
    @_spi(Platform) public static var picker: Self { .picker { $0.rawValue.description } }
}

extension DeclaredBinding where Value == String {
    /// A picker whose tags are strings: the string (screened for sensitive text, H5).
    @_spi(Platform) public static var picker: Self { .picker { $0 } }
}

extension DeclaredBinding where Value == Date {
    /// A `DatePicker`: the date is never content (a birth date is personal data).
    @_spi(Platform) public static var datePicker: Self { Self(type: "DatePicker") { _ in .withheld } }
}
