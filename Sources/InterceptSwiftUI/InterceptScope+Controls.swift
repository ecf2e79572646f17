#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import SwiftUI

/// SwiftUI controls backed by UIKit controls (`Toggle`, `Slider`, `Picker`, `DatePicker`,
/// `Stepper`) are tracked through their binding (S2): the control sets it from inside UIKit's
/// action for the touch, so the report competes for that touch as the most specific source and
/// the private UIKit control under it gives no second event (U1); a dragged slider sets it many
/// times in one touch and gives one event, its final value (C2). The event carries the SwiftUI
/// type and the label the app gives, never a private class name. Values set from code do not go
/// through the returned binding and are not reported.
///
/// Text fields are not tracked through their binding: typing is editing, never an action, and
/// typed text is never content (H8). Use `.interceptSubmit(_:label:)`.
extension InterceptScope {
    /// `binding`, reporting a `Toggle` named `name` ("checked"/"unchecked") when the user sets it.
    @MainActor
    public func toggle(_ name: String, label: String? = nil, _ binding: Binding<Bool>) -> Binding<Bool> {
        tracked(binding, name: name, label: label) { .toggle }
    }

    /// `binding`, reporting a `Slider` (or a `Stepper` of a floating-point value, with `type`)
    /// named `name` and its value.
    @MainActor
    public func value<Value: BinaryFloatingPoint & Sendable>(
        _ name: String, type: String = "Slider", label: String? = nil, _ binding: Binding<Value>
    ) -> Binding<Value> {
        tracked(binding, name: name, label: label) { .number(type: type) }
    }

    /// `binding`, reporting a `Stepper` of an integer (or another control, with `type`) named
    /// `name` and its value (S13).
    @MainActor
    public func value<Value: BinaryInteger & Sendable>(
        _ name: String, type: String = "Stepper", label: String? = nil, _ binding: Binding<Value>
    ) -> Binding<Value> {
        tracked(binding, name: name, label: label) { .number(type: type) }
    }

    /// `binding`, reporting a `Picker` named `name` and `reporting(tag)` for the chosen option: a
    /// name the app chooses for it, screened for sensitive text (S13, H5). A tag is never reported
    /// by its description: a struct's would spell every field.
    @MainActor
    public func picker<Value: Hashable & Sendable>(
        _ name: String, label: String? = nil, _ binding: Binding<Value>, reporting: @escaping @Sendable (Value) -> String
    ) -> Binding<Value> {
        tracked(binding, name: name, label: label) { .picker(reporting: reporting) }
    }

    /// `binding`, reporting a `Picker` named `name` whose tags are an enumeration with raw values:
    /// the chosen option's raw value (S13).
    @MainActor
    public func picker<Value: Hashable & Sendable & RawRepresentable>(
        _ name: String, label: String? = nil, _ binding: Binding<Value>
    ) -> Binding<Value> where Value.RawValue: LosslessStringConvertible {
        tracked(binding, name: name, label: label) { .picker }
    }

    /// `binding`, reporting a `Picker` named `name` whose tags are strings: the chosen tag as it
    /// is, screened for e-mails and numbers (S13, H5). A tag is the app's value, not the option's
    /// shown title: when it can be a person's name or an account id, use
    /// ``picker(_:label:_:reporting:)`` with a name you chose for each option.
    @MainActor
    public func picker(_ name: String, label: String? = nil, _ binding: Binding<String>) -> Binding<String> {
        tracked(binding, name: name, label: label) { .picker }
    }

    /// `binding`, reporting a `DatePicker` named `name`; the date is never content (a birth date is
    /// personal data).
    @MainActor
    public func datePicker(_ name: String, label: String? = nil, _ binding: Binding<Date>) -> Binding<Date> {
        tracked(binding, name: name, label: label) { .datePicker }
    }

    /// `path`, the path of a `NavigationStack(path:)`, reporting each `NavigationLink(value:)` the
    /// user activates (S10): SwiftUI appends the link's value to the path in that activation, so
    /// one appended value is a `controlAction` of type `NavigationLink` named `name`, whose label
    /// is `reporting(value)`, a name you choose for what was opened (never the value's
    /// description). A pop, a path set from code (a deep link, state restoration: several values
    /// at once, or a replaced path) and a split view collapsing report nothing.
    ///
    /// ```swift
    /// NavigationStack(path: intercept.navigationPath("products", $path) { $0.name }) {
    ///     List(products) { product in NavigationLink(product.name, value: product) }
    ///         .navigationDestination(for: Product.self) { ProductDetail(product: $0) }
    /// }
    /// ```
    @MainActor
    public func navigationPath<Element: Hashable & Sendable>(
        _ name: String, _ path: Binding<[Element]>, reporting: @escaping @MainActor @Sendable (Element) -> String
    ) -> Binding<[Element]> {
        let scope = self
        return Self.navigationPathBinding(
            path, element: { scope.element(name, type: "NavigationLink", label: reporting($0)) },
            interception: { scope.interception })
    }

    /// The navigation path's binding, made outside the main actor for the reason given at
    /// ``trackedBinding(_:report:element:interception:)`` (S2): its get and set carry no executor
    /// check, so a read from a background task does not trap. `scripts/typecheck-ios.sh` checks
    /// its bodies with the other bindings'.
    private nonisolated static func navigationPathBinding<Element: Hashable & Sendable>(
        _ path: Binding<[Element]>, element: @escaping @MainActor @Sendable (Element) -> DeclaredElement,
        interception: @escaping @MainActor @Sendable () -> Interception?
    ) -> Binding<[Element]> {
        Binding(
            get: { path.wrappedValue },
            set: { newValue, transaction in
                DeclaredNavigationPath.set(
                    newValue, from: path.wrappedValue, apply: { path.transaction(transaction).wrappedValue = newValue },
                    element: element, interception: interception
                )
            }
        )
    }

    /// `binding`, telling the core's ``DeclaredBinding`` each value the control sets, then setting
    /// it: what is reported is the core's decision (S12).
    @MainActor
    private func tracked<Value: Sendable>(
        _ binding: Binding<Value>, name: String, label: String?, report: @escaping @Sendable () -> DeclaredBinding<Value>
    ) -> Binding<Value> {
        let scope = self
        return Self.trackedBinding(
            binding, report: report, element: { type in scope.element(name, type: type, label: label) },
            interception: { scope.interception })
    }

    /// The tracked binding, made outside the main actor: `Binding`'s initializer inherits its
    /// caller's actor, so closures made in a main-actor method would be main-actor closures whose
    /// entry checks the executor, and a child view setting (or reading) the binding from a
    /// `Task.detached` or a background Combine sink would trap before ``DeclaredBinding`` takes
    /// its off-main path (S2). Made here, they are nonisolated; `scripts/typecheck-ios.sh` finds
    /// any executor check in them.
    private nonisolated static func trackedBinding<Value: Sendable>(
        _ binding: Binding<Value>, report: @escaping @Sendable () -> DeclaredBinding<Value>,
        element: @escaping @MainActor @Sendable (String) -> DeclaredElement,
        interception: @escaping @MainActor @Sendable () -> Interception?
    ) -> Binding<Value> {
        Binding(
            get: { binding.wrappedValue },
            set: { newValue, transaction in
                let declared = report()
                let type = declared.type
                declared.set(
                    newValue, apply: { binding.transaction(transaction).wrappedValue = newValue },
                    element: { element(type) }, interception: interception
                )
            }
        )
    }
}

extension View {
    /// Reports a `TextField` (or `SecureField`) named `name` when the user submits it, with its
    /// label and never its text (S2, H8). Other `onSubmit` actions run as before: submission
    /// reaches every `onSubmit` above the field.
    public func interceptSubmit(_ name: String, label: String? = nil) -> some View {
        modifier(InterceptSubmitModifier(name: name, label: label))
    }
}

struct InterceptSubmitModifier: ViewModifier {
    let name: String
    let label: String?
    @Environment(\.interceptScope) private var scope

    func body(content: Content) -> some View {
        let scope = self.scope
        let name = self.name
        let label = self.label
        return content.onSubmit {
            scope.interception?.declaredActionDidRun(scope.element(name, type: "TextField", label: label), value: .withheld)
        }
    }
}
#endif
