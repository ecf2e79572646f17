/// The tap on a link, reported once with the link's own title (S10).
///
/// - A `Link` opens its URL through the environment's `openURL` action: the adapter's `TrackedLink`
///   wraps that action, so the report runs when SwiftUI calls it, in the touch (``linkDidOpen()``).
/// - A `NavigationLink` has no action an app can wrap: what it does is push its destination. The
///   adapter's `TrackedNavigationLink` gives the destination a modifier holding one of these, made
///   once per destination instance (one push), whose first appearance is the tap's
///   (``destinationDidAppear()``): SwiftUI's repeated `onAppear` of the same instance is no second
///   tap. The report runs inside the update that pushes, before the visits settle: the link's event
///   comes before the list's exit and the detail's entry.
///
/// The label is the link's own title (the element's own words), its type `NavigationLink` or
/// `Link`, its screen the one the link is on.
@MainActor
@_spi(Platform) public final class DeclaredLinkActivation {
    private let element: DeclaredElement
    private weak var interception: Interception?
    private var hasReported = false

    /// The link `element` (its type, name, title as label, path and screen where the link is).
    @_spi(Platform) public init(_ element: DeclaredElement, in interception: Interception?) {
        self.element = element
        self.interception = interception
    }

    /// The destination this activation belongs to appeared: the first time, the tap is reported.
    @_spi(Platform) public func destinationDidAppear() {
        guard !hasReported else { return }
        hasReported = true
        interception?.declaredActionDidRun(element)
    }

    /// A `Link` asks to open its URL: each time is a tap.
    @_spi(Platform) public func linkDidOpen() {
        interception?.declaredActionDidRun(element)
    }
}
