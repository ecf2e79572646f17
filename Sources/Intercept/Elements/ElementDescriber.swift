/// Turns a view into an ``ElementDescription``, applying the ignore, privacy and cap rules
/// (E1-E8, H2-H5). Every event family uses it, so the same view is described the same way whether
/// it was tapped, selected as a cell or exposed.
///
/// Its work is bounded whatever the tree: the path walks up at most
/// ``ElementPropertyLimits/maximumPathDepth`` levels, content visits at most
/// ``ElementPropertyLimits/maximumContentNodes`` views, and every text is cut to a window before it
/// is looked at. What the element inherits (its screen, an ancestor's cascading ignore or private
/// flag) comes from ``ViewNode/inheritedTrackingState`` when the host keeps it, so describing an
/// element costs the same at 20 levels deep as at 200; otherwise from one walk up, at most
/// 1,024 levels, so that a cycle of parents in a custom host cannot hang it (H2).
@MainActor
public struct ElementDescriber {
    /// The rules applied.
    public var rules: ElementTrackingRules

    /// Creates a describer with the given rules.
    public init(rules: ElementTrackingRules = ElementTrackingRules()) {
        self.rules = rules
    }

    /// Describes `node`, or answers `nil` when the app asked for it to be ignored (E7): the view
    /// or an ancestor is flagged, its type is ignored, or its screen is.
    public func describe(_ node: any ViewNode) -> ElementDescription? {
        let attributes = node.trackingAttributes
        guard attributes.ignoreScope == nil, !rules.ignoredViewTypes.contains(node) else { return nil }
        let lineage = Self.lineage(of: node)
        guard !lineage.isIgnored else { return nil }
        let screen = lineage.screen.map(describeScreen)
        if let screen, rules.ignoredScreens.contains(screen.name) { return nil }

        var customProperties = attributes.customProperties
        if let provider = attributes.customPropertiesProvider {
            customProperties.merge(provider()) { _, provided in provided }
        }
        let element = ElementProperties(
            type: attributes.displayType ?? node.nodeTypeName,
            content: attributes.isPrivate || lineage.isPrivate ? nil : content(of: node),
            path: path(of: node, root: lineage.screen?.rootViewNode),
            position: node.listIndexPath.flatMap(ListPosition.init)?.description,
            trackingID: attributes.trackingID
        )
        return ElementDescription(element: element, screen: screen, customProperties: customProperties)
    }

    /// `screen_name` is the declared page id or the type name; `title` the screen's title (E3).
    public static func screenProperties(of screen: any ScreenNode) -> ScreenProperties {
        // An undeclared SwiftUI screen is named after its root view, not its hosting controller (S1).
        ScreenProperties(name: screen.declaredPageID ?? HostedViewTypeName.cachedScreenName(for: screen.screenTypeName), title: screen.screenTitle)
    }

    /// ``screenProperties(of:)`` with the title screened for sensitive text (H5).
    public func describeScreen(_ screen: any ScreenNode) -> ScreenProperties {
        var properties = Self.screenProperties(of: screen)
        if let title = properties.title { properties.title = screened(title) }
        return properties
    }

    /// `text` as it may leave the describer (H5): cut to a window a few times the content cap
    /// (bounded work), then with what the ``ElementTrackingRules/sensitiveTextDetectors`` find
    /// replaced by their markers. For text that reaches events another way, such as a gesture
    /// processor's content or an inner page's title.
    public func screened(_ text: String) -> String {
        let window = BoundedText.prefix(of: text, bytes: rules.limits.maximumContentBytes * 8)
        return redactor.redact(window, wasCut: window.utf8.count < text.utf8.count)
    }

    /// Whether `node` gives no content: it or a view above it is private (E8, H4).
    public func isContentWithheld(for node: any ViewNode) -> Bool {
        node.trackingAttributes.isPrivate || Self.lineage(of: node).isPrivate
    }

    var redactor: SensitiveTextRedactor { SensitiveTextRedactor(detectors: rules.sensitiveTextDetectors) }

    // MARK: Lineage

    /// What `node` inherits: its screen, whether an ignore flag above it covers it, whether a view
    /// above it is private.
    struct Lineage {
        var screen: (any ScreenNode)?
        var isIgnored: Bool
        var isPrivate: Bool
    }

    /// From the host's kept state when it has one (constant work), or one bounded walk up.
    static func lineage(of node: any ViewNode) -> Lineage {
        if let state = node.inheritedTrackingState {
            return Lineage(screen: state.screen, isIgnored: state.isIgnoredByAncestor, isPrivate: state.isPrivateByAncestor)
        }
        var screen = node.screenOwningThisView
        var isIgnored = false
        var isPrivate = false
        var current = node.parentNode
        var level = 0
        while let view = current, level < ViewTreeWalk.maximumDepth {
            if screen == nil {
                // Up to and including the screen's root view (E7); a host that does not name
                // root views has every ancestor's flag apply.
                isIgnored = isIgnored || view.ignoresSubviewsForTracking
                screen = view.screenOwningThisView
            }
            isPrivate = isPrivate || view.trackingAttributes.isPrivate
            current = view.parentNode
            level += 1
        }
        return Lineage(screen: screen ?? node.screenNode, isIgnored: isIgnored, isPrivate: isPrivate)
    }

    // MARK: Path

    /// The path from the screen's root view down to `node` (E4), at most
    /// ``ElementPropertyLimits/maximumPathDepth`` levels and ``ElementPropertyLimits/maximumPathBytes``
    /// bytes, the levels nearest the element kept; a path cut that way starts with "…".
    ///
    /// Segments are `Type[i]`, where `i` counts earlier siblings of the same type, so inserting a
    /// view of another type does not shift the path; cells use `Type[section-row]` instead, so the
    /// path is the same whichever reused cell object shows the row.
    private func path(of node: any ViewNode, root: (any ViewNode)?) -> String {
        let limits = rules.limits
        let budget = limits.maximumPathBytes - 4  // room for "…/"
        var segments: [String] = []
        var bytes = 0
        var isTruncated = false
        var current: (any ViewNode)? = node
        while let view = current {
            if segments.count == limits.maximumPathDepth {
                isTruncated = true
                break
            }
            var segment = pathSegment(of: view)
            let separator = segments.isEmpty ? 0 : 1
            if bytes + separator + segment.utf8.count > budget {
                guard segments.isEmpty else {
                    isTruncated = true
                    break
                }
                segment = BoundedText.capped(segment, graphemes: budget, bytes: budget)
            }
            segments.append(segment)
            bytes += separator + segment.utf8.count
            if view === root { break }
            current = view.parentNode
        }
        if isTruncated { segments.append("…") }
        segments.reverse()
        return segments.joined(separator: "/")
    }

    /// The most earlier siblings compared to number a path segment; a view further back among
    /// thousands of siblings is numbered by the ones counted.
    static let maximumSiblingsScanned = 10_000

    private func pathSegment(of view: any ViewNode) -> String {
        let rawName = view.nodeTypeName
        let typeName = BoundedText.capped(rawName, graphemes: rules.limits.maximumTextLength, bytes: rules.limits.maximumTextBytes)
        if let position = view.listIndexPath.flatMap(ListPosition.init) {
            return "\(typeName)[\(position.section)-\(position.index)]"
        }
        var index = 0
        if let parent = view.parentNode {
            for position in 0..<min(parent.childNodeCount, Self.maximumSiblingsScanned) {
                let sibling = parent.childNode(at: position)
                if sibling === view { break }
                if sibling.nodeTypeName == rawName { index += 1 }
            }
        }
        return "\(typeName)[\(index)]"
    }
}
