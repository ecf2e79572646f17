import Foundation

/// What Intercept tracks on a screen at one moment (behavior Q2): the elements an event could be
/// about, with their ids, paths and exposure state; the page stack; and every host in the view
/// tree with its interception state.
///
/// It is plain data (`Codable`), so a debug overlay can draw it, a tool can collect it, and a test
/// can assert on it. Take one with ``Interception/trackingSnapshot(of:)``.
public struct TrackingSnapshot: Sendable, Equatable, Codable, CustomStringConvertible {
    /// One element an event could be about: a control, a list cell, a view with a gesture
    /// recognizer, or a view with a tracking declaration.
    public struct Element: Sendable, Equatable, Codable {
        /// `element_type`, as events report it.
        public var type: String
        /// `element_path`, as events report it; `nil` when the element is ignored.
        public var path: String?
        /// `element_id`, the tracking id the app declared.
        public var trackingID: String?
        /// `element_content`, with the privacy rules applied (nothing for private or secure views).
        public var content: String?
        /// The screen it is on (`screen_name`), when it is on one.
        public var screenName: String?
        /// Whether the app's rules ignore it (a flag on it or an ancestor, its type, its screen):
        /// it produces no events.
        public var isIgnored: Bool
        /// Its exposure declaration and state, when it declares one.
        public var exposure: Exposure?
    }

    /// The exposure state of an element that declares an ``ExposureContext``.
    public struct Exposure: Sendable, Equatable, Codable {
        /// The exposure's identity.
        public var trackingID: String
        /// How much of its area is visible now, from 0 to 1.
        public var visibleFraction: Double
        /// The fraction it needs to count as visible.
        public var minimumVisibleFraction: Double
        /// Whether it counts as visible now (its fraction reaches the minimum).
        public var isVisible: Bool
    }

    /// A page being shown, in the order pages were entered.
    public struct Page: Sendable, Equatable, Codable {
        /// `screen_name` (the declared page id, the inner page id or the type name).
        public var name: String
        /// The screen's title.
        public var title: String?
        /// The page's declared data.
        public var properties: [String: PropertyValue]
        /// How long it has been shown, in seconds, by the interception's clock.
        public var shownFor: Double
    }

    /// A host Intercept can stand in front of, found in the view tree.
    public struct Host: Sendable, Equatable, Codable {
        /// What kind of host it is.
        public enum Kind: String, Sendable, Equatable, Codable {
            /// A table or collection view (or another ``ListHost``).
            case list
            /// A gesture recognizer.
            case gestureRecognizer
            /// A host of the app's own with an interceptable delegate (``InterceptableDelegate``).
            case delegateHost
        }

        /// Who tracks the host.
        public enum State: String, Sendable, Equatable, Codable {
            /// This interception tracks it.
            case intercepted
            /// Another interception tracks it; this one reports nothing for it.
            case interceptedByAnother
            /// Nobody tracks it: it produces no events.
            case notIntercepted
        }

        /// The kind of host.
        public var kind: Kind
        /// The host's type name.
        public var type: String
        /// The path of the host's view (for a recognizer, the view it is attached to).
        public var path: String?
        /// The identity its events carry, when it is intercepted.
        public var identity: HostIdentity?
        /// Who tracks it.
        public var state: State
        /// For lists: the type of the delegate assigned to the host, if any (the app's, or another
        /// library's proxy that assigned itself).
        public var delegateType: String?
        /// For lists: another library's proxy stands in front and forwards into Intercept's (D8).
        public var isBehindForeignProxy: Bool
    }

    /// The global switch (U2).
    public var isEnabled: Bool
    /// The families switched off (U2).
    public var disabledFamilies: [InteractionFamily]
    /// The pages shown now, bottom first.
    public var pages: [Page]
    /// The elements, in the view tree's order (depth first, back to front).
    public var elements: [Element]
    /// The hosts, in the view tree's order.
    public var hosts: [Host]
    /// Whether the walk stopped at ``Interception/maximumInspectedViews`` views.
    public var isTruncated: Bool

    /// A readable, multi-line summary.
    public var description: String {
        var lines = ["Tracking snapshot: \(isEnabled ? "enabled" : "disabled")"
            + (disabledFamilies.isEmpty ? "" : ", off: \(disabledFamilies.map(\.rawValue).joined(separator: ", "))")]
        lines.append("Pages (\(pages.count)):")
        for page in pages {
            lines.append("  \(page.name)" + (page.title.map { " \"\($0)\"" } ?? "") + String(format: ", shown %.1f s", page.shownFor))
        }
        lines.append("Elements (\(elements.count)):")
        for element in elements {
            var line = "  \(element.path ?? element.type)"
            if let id = element.trackingID { line += " id=\(id)" }
            if let content = element.content { line += " \"\(content)\"" }
            if element.isIgnored { line += " [ignored]" }
            if let exposure = element.exposure {
                let fractions = String(format: "%.0f%% (needs %.0f%%)", exposure.visibleFraction * 100, exposure.minimumVisibleFraction * 100)
                line += " exposure \(exposure.trackingID): \(exposure.isVisible ? "visible" : "not visible"), \(fractions)"
            }
            lines.append(line)
        }
        lines.append("Hosts (\(hosts.count)):")
        for host in hosts {
            var line = "  \(host.kind.rawValue) \(host.identity?.description ?? host.type) at \(host.path ?? "?"): \(host.state.rawValue)"
            if let delegate = host.delegateType { line += ", delegate \(delegate)" }
            if host.isBehindForeignProxy { line += ", behind a foreign proxy" }
            lines.append(line)
        }
        if isTruncated { lines.append("(truncated)") }
        return lines.joined(separator: "\n")
    }
}
