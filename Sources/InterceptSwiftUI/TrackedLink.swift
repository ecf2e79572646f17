#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import SwiftUI

/// A SwiftUI `Link` whose taps are reported as a `controlAction` of type `Link` named `name`, with
/// its own title as its label (S10).
///
/// A `Link` opens its URL with the environment's `openURL` action; this one is given an action
/// that reports, then calls the action it had (the app's own handler, or the system's), so what
/// the link does is unchanged and the report runs in the touch.
public struct TrackedLink<Label: View>: View {
    private let name: String
    private let title: String?
    private let destination: URL
    private let label: Label
    @Environment(\.interceptScope) private var scope
    @Environment(\.openURL) private var openURL

    /// A link named `name` to `destination`, showing `label`; `title` is reported as its label.
    public init(_ name: String, title: String? = nil, destination: URL, @ViewBuilder label: () -> Label) {
        self.name = name
        self.title = title
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let activation = DeclaredLinkActivation(scope.element(name, type: "Link", label: title), in: scope.interception)
        let openURL = self.openURL
        return Link(destination: destination) { label }
            .environment(\.openURL, OpenURLAction { url in
                activation.linkDidOpen()
                openURL(url)
                return .handled
            })
    }
}

extension TrackedLink where Label == Text {
    /// A link with a localized title (a literal is a key of the app's strings, as for
    /// ``TrackedButton``), reported as its label; `name` is its `element_id`.
    public init(_ title: String.LocalizationValue, name: String, table: String? = nil, bundle: Bundle? = nil, destination: URL) {
        let shown = String(localized: title, table: table, bundle: bundle)
        self.init(name, title: shown, destination: destination) { Text(verbatim: shown) }
    }
}

/// A SwiftUI `NavigationLink` whose taps are reported once as a `controlAction` of type
/// `NavigationLink` named `name`, with its own title as its label (S10).
///
/// A navigation link has no action to wrap: its tap pushes its destination. The destination is
/// given a modifier that reports the tap when that destination instance first appears (SwiftUI
/// makes one per push; its repeated `onAppear` is no second tap), inside the update that pushes,
/// so the event comes before the covered screen's `pageExit` and the destination's `pageEnter`.
/// Value-based links (`NavigationLink(value:)`) push what `navigationDestination` makes; track
/// those through the stack's path binding, `intercept.navigationPath(_:_:reporting:)`.
///
/// SwiftUI may make a new destination instance without a tap: an iPad split view collapsing to
/// one column moves its detail onto the stack. That instance's first appearance is reported as a
/// tap (`SwiftUIAssumption.destinationInstancePerPush`). It is not dropped, because nothing
/// here tells it from a VoiceOver or keyboard activation, which come with no touch either;
/// `intercept.navigationPath` reports from the path's change instead, which a collapse does not
/// make.
public struct TrackedNavigationLink<Label: View, Destination: View>: View {
    private let name: String
    private let title: String?
    private let destination: Destination
    private let label: Label
    @Environment(\.interceptScope) private var scope

    /// A link named `name` to `destination`, showing `label`; `title` is reported as its label.
    public init(_ name: String, title: String? = nil, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.name = name
        self.title = title
        self.destination = destination()
        self.label = label()
    }

    public var body: some View {
        let element = scope.element(name, type: "NavigationLink", label: title)
        let interception = scope.interception
        // The pushed screen is not inside the row that links to it: its elements start a path of
        // their own, at no position (S4). It should declare its screen (`.interceptScreen`).
        var destinationScope = scope
        destinationScope.path = []
        destinationScope.position = nil
        return NavigationLink {
            destination.modifier(LinkDestinationModifier(element: element, interception: interception))
                .environment(\.interceptScope, destinationScope)
        } label: {
            label
        }
    }
}

extension TrackedNavigationLink where Label == Text {
    /// A link with a localized title (a literal is a key of the app's strings, as for
    /// ``TrackedButton``), reported as its label; `name` is its `element_id`.
    public init(
        _ title: String.LocalizationValue, name: String, table: String? = nil, bundle: Bundle? = nil,
        @ViewBuilder destination: () -> Destination
    ) {
        let shown = String(localized: title, table: table, bundle: bundle)
        self.init(name, title: shown, destination: destination) { Text(verbatim: shown) }
    }
}

/// Reports the tap of the link that pushed this destination instance, once (S10).
struct LinkDestinationModifier: ViewModifier {
    let element: DeclaredElement
    let interception: Interception?
    @State private var holder = LinkActivationHolder()

    func body(content: Content) -> some View {
        let holder = self.holder
        let element = self.element
        let interception = self.interception
        return content.onAppear {
            let activation = holder.activation ?? DeclaredLinkActivation(element, in: interception)
            holder.activation = activation
            activation.destinationDidAppear()
        }
    }
}

/// The activation one destination instance keeps.
@MainActor
final class LinkActivationHolder {
    var activation: DeclaredLinkActivation?
}
#endif
