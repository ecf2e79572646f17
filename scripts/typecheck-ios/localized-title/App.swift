// Which TrackedButton initializer an app's call picks (S13): scripts/typecheck-ios.sh emits this
// file's SIL and checks the initializer each function calls, named in its name.
import InterceptSwiftUI
import SwiftUI

/// A literal title with `name:` is a key of the strings table, as `Button("…")`'s is.
@MainActor
func literalWithName_localized() -> some View {
    TrackedButton("Add to cart", name: "add") {}
}

/// A `String` that is not a literal is shown as it is, as `Button(title)` shows it.
@MainActor
func variableWithName_verbatim(_ title: String) -> some View {
    TrackedButton(title, name: "add") {}
}

/// Without `name:` the title is the name: shown as it is.
@MainActor
func literalWithoutName_verbatim() -> some View {
    TrackedButton("Add to cart") {}
}
