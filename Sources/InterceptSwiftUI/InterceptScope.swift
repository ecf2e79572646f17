#if canImport(SwiftUI) && canImport(UIKit)
@_spi(Platform) import Intercept
import InterceptUIKit
import SwiftUI

/// What a SwiftUI view inherits for tracking: the interception, the declared screen it is on, the
/// declared names and `ForEach` identities above it, whether it is private (S2, S4). Read it with
/// `@Environment(\.interceptScope)` to track any action, in any closure:
///
/// ```swift
/// @Environment(\.interceptScope) private var intercept
/// ...
/// Image(product.photo).onTapGesture(perform: intercept.action("zoom") { zoomed = true })
/// Toggle("Wi-Fi", isOn: intercept.toggle("wifi", label: "Wi-Fi", $wifi))
/// ```
///
/// Nothing here changes a view: the action or binding the app wrote runs exactly as before, and
/// Intercept only hears about it (there is no added gesture to compete with `List`, `Form` or
/// `NavigationLink`).
public struct InterceptScope: Sendable {
    /// The interception set with `.interception(_:)`, or `nil` for the one `UIKitHooks` feeds.
    var explicitInterception: Interception?
    /// The declared screen around the view.
    @_spi(Platform) public internal(set) var screen: DeclaredScreen?
    /// The instance of the `.interceptScreen` around the view: when it rendered with no
    /// interception, the exposures inside take the screen it declares at the install (S1, S3).
    var screenInstance: DeclaredScreenInstance?
    /// The declared names and identities from the screen down.
    @_spi(Platform) public internal(set) var path: [DeclaredPathSegment] = []
    /// `element_position` for elements inside (set by `.interceptElement(_:id:position:)`).
    public internal(set) var position: String?
    /// Whether a view around it was marked private: elements inside give no content (H4).
    public internal(set) var isPrivate = false

    /// The interception events go to: the one set with `.interception(_:)`, otherwise the one
    /// the UIKit hooks feed (`UIKitHooks.install(for:)`); `nil` when there is neither.
    @MainActor public var interception: Interception? { explicitInterception ?? UIKitHooks.interception }

    /// The element named `name` of SwiftUI type `type` here.
    @MainActor
    func element(_ name: String, type: String, label: String?) -> DeclaredElement {
        DeclaredElement(type: type, name: name, label: label, path: path, position: position, isPrivate: isPrivate, screen: screen)
    }

    /// Reports that the action of `name` runs now (before the app's action, so a handler that
    /// changes the screen does not change the event, F10).
    @MainActor
    public func report(_ name: String, type: String = "Button", label: String? = nil) {
        interception?.declaredActionDidRun(element(name, type: type, label: label))
    }

    /// `action`, reporting `name` each time it runs: for any closure SwiftUI calls on a user
    /// action (`onTapGesture`, `swipeActions`, `contextMenu` buttons, toolbar items, alerts).
    @MainActor
    public func action(
        _ name: String, type: String = "Button", label: String? = nil, perform action: @escaping @MainActor () -> Void
    ) -> @MainActor () -> Void {
        { [self] in
            report(name, type: type, label: label)
            action()
        }
    }
}

private struct InterceptScopeKey: EnvironmentKey {
    static let defaultValue = InterceptScope()
}

extension EnvironmentValues {
    /// What views here inherit for tracking (``InterceptScope``).
    public var interceptScope: InterceptScope {
        get { self[InterceptScopeKey.self] }
        set { self[InterceptScopeKey.self] = newValue }
    }
}

extension View {
    /// Sends this subtree's events to `interception` (by default they go to the one
    /// `UIKitHooks.install(for:)` feeds).
    public func interception(_ interception: Interception) -> some View {
        transformEnvironment(\.interceptScope) { $0.explicitInterception = interception }
    }

    /// Names this container in the paths of the elements inside it (S4, E4): `id` is the identity
    /// of a `ForEach` item (`.interceptElement("row", id: item.id)`), so the path stays the same
    /// whichever recycled row shows the item; `position` is reported as `element_position`.
    ///
    /// An identity is a value, never a description: a `String`, an integer, a `UUID` or an
    /// enumeration's raw value (other overloads). A struct passed as `id` would spell every field
    /// (names, addresses) into the path, so it does not compile. Identities are screened for
    /// sensitive text (H5): `id: contact.email` leaves as a marker.
    public func interceptElement(_ name: String, id: String? = nil, position: Int? = nil) -> some View {
        transformEnvironment(\.interceptScope) { scope in
            scope.path.append(DeclaredPathSegment(name, identity: id))
            if let position { scope.position = String(position) }
        }
    }

    /// ``interceptElement(_:id:position:)`` with an integer identity.
    public func interceptElement<ID: BinaryInteger>(_ name: String, id: ID, position: Int? = nil) -> some View {
        interceptElement(name, id: String(id), position: position)
    }

    /// ``interceptElement(_:id:position:)`` with a `UUID` identity.
    public func interceptElement(_ name: String, id: UUID, position: Int? = nil) -> some View {
        interceptElement(name, id: id.uuidString, position: position)
    }

    /// ``interceptElement(_:id:position:)`` with an enumeration's raw value as identity.
    public func interceptElement<ID: RawRepresentable>(_ name: String, id: ID, position: Int? = nil) -> some View
    where ID.RawValue: LosslessStringConvertible {
        interceptElement(name, id: id.rawValue.description, position: position)
    }

    /// Marks this subtree private: its elements are reported with type and path, never content
    /// (S4, H4, E8).
    public func interceptPrivate(_ isPrivate: Bool = true) -> some View {
        transformEnvironment(\.interceptScope) { $0.isPrivate = $0.isPrivate || isPrivate }
    }
}
#endif
