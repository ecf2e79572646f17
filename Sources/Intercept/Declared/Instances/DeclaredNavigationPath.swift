/// Value-based navigation (`NavigationLink(value:)` in a `NavigationStack(path:)`), tracked
/// through the stack's path binding (S10).
///
/// A value link has no action an app can wrap, and its destination is built by
/// `navigationDestination(for:)`, away from the link. What SwiftUI does when the user activates
/// it (a touch, VoiceOver, a key) is append the link's value to the path binding, inside that
/// activation: so a path wrapped by the adapter (`intercept.navigationPath`) reports the
/// activation as a `NavigationLink` action, competing for the touch as a tracked binding does
/// (U1), held to the end of its turn without a touch (``TouchlessDeclaredAction``).
///
/// Only a set that appends exactly one value to the path as it was is a link's push. A pop, a
/// path replaced or cut, or several values appended at once (a deep link, state restoration)
/// is the app's code or the back button, never a link, and is not reported. Nor is an iPad split
/// view collapsing, which moves its detail without touching the path. The label is what the app
/// reports for the pushed value (its own name for it), never the value's description.
@_spi(Platform) public enum DeclaredNavigationPath {
    /// The value a link pushed when the path goes from `old` to `new`, or `nil` when the change
    /// is not one push.
    @_spi(Platform) public static func pushedValue<Element: Equatable>(from old: [Element], to new: [Element]) -> Element? {
        guard new.count == old.count + 1, new.starts(with: old) else { return nil }
        return new.last
    }

    /// The path binding is set from `old` to `new`: `apply` sets it. One push is reported first
    /// as the user's activation of the link `element(pushed)`, as a tracked binding's set is
    /// (``DeclaredBinding/set(_:apply:element:interception:)``: on the main thread only).
    /// Returns whether it was reported.
    @discardableResult
    @_spi(Platform) public static func set<Element: Equatable & Sendable>(
        _ new: [Element], from old: [Element], apply: () -> Void,
        element: @escaping @MainActor @Sendable (Element) -> DeclaredElement,
        interception: @escaping @MainActor @Sendable () -> Interception?
    ) -> Bool {
        guard let pushed = pushedValue(from: old, to: new) else {
            apply()
            return false
        }
        return DeclaredBinding<[Element]>(action: "NavigationLink").set(
            new, apply: apply, element: { element(pushed) }, interception: interception)
    }
}
