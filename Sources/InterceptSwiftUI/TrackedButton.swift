#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import SwiftUI

/// A SwiftUI `Button` whose action is reported as a `controlAction` named `name` (S2).
///
/// Its body is a plain `Button` with the app's own action and label: the button style, role,
/// `List`/`Form` row behavior and `NavigationLink` behavior are SwiftUI's, unchanged. Intercept
/// wraps the *action closure*, not the view: no simultaneous gesture competes with the row or the
/// link (the pitfall of modifiers that add a `TapGesture`), and no `PrimitiveButtonStyle` replaces
/// the app's style (a primitive style must re-create the button's interaction, and in a `List` it
/// changes whether the whole row is the button). The report runs before the action (F10), in the
/// touch that triggered it, so it is the touch's one event (U1) and rage and dead taps see it
/// (A1, A2).
public struct TrackedButton<Label: View>: View {
    private let name: String
    private let content: String?
    private let role: ButtonRole?
    private let action: @MainActor () -> Void
    private let label: Label
    @Environment(\.interceptScope) private var scope

    /// A button named `name` (its `element_id` and last path segment) whose label is `label`;
    /// `content` is reported as its `element_content` (a label view cannot be read).
    public init(
        _ name: String, content: String? = nil, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void,
        @ViewBuilder label: () -> Label
    ) {
        self.name = name
        self.content = content
        self.role = role
        self.action = action
        self.label = label()
    }

    public var body: some View {
        Button(role: role, action: scope.action(name, label: content, perform: action)) { label }
    }
}

extension TrackedButton where Label == Text {
    /// A button with a localized title (S13): a string literal is a key of the app's strings
    /// table, looked up as `Button("…")` looks up its `LocalizedStringKey` (`table` and `bundle`
    /// as `Text` takes them). The title the user sees is reported as its content; `name`, its
    /// `element_id`, is the same in every language.
    public init(
        _ title: String.LocalizationValue, name: String, table: String? = nil, bundle: Bundle? = nil, role: ButtonRole? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        let shown = String(localized: title, table: table, bundle: bundle)
        self.init(name, content: shown, role: role, action: action) { Text(verbatim: shown) }
    }

    /// A button with a title shown as it is (not localized, as `Button(_:action:)` with a string
    /// that is not a literal), reported as its content; `name` defaults to the title. A name that
    /// is the title is content, not a key: screened (H5), and inside `.interceptPrivate()`
    /// reported as "Button", so a dynamic title (a contact's name) is never an id or a path.
    /// Without `name:` a string literal picks this initializer, so it is not localized: give
    /// `name:` to look the title up in the strings table. Disfavored, as `Button`'s and `Text`'s
    /// `StringProtocol` initializers are: with `name:`, a literal picks the localized initializer
    /// (`scripts/typecheck-ios.sh` checks which one an app's call references).
    @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, name: String? = nil, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        let shown = String(title)
        self.init(name ?? shown, content: shown, role: role, action: action) { Text(verbatim: shown) }
    }
}
#endif
