/// Turns a view into an ``ElementDescription``, applying the ignore, privacy and cap rules
/// (E1-E8). Every event family uses it, so the same view is described the same way whether it
/// was tapped, selected as a cell or exposed.
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
        guard attributes.ignoreScope == nil, !rules.ignoredViewTypes.contains(node),
            let (path, screenNode) = walkUp(from: node)
        else { return nil }
        let screen = screenNode.map(Self.screenProperties(of:))
        if let screen, rules.ignoredScreens.contains(screen.name) { return nil }

        var customProperties = attributes.customProperties
        if let provider = attributes.customPropertiesProvider {
            customProperties.merge(provider()) { _, provided in provided }
        }
        let element = ElementProperties(
            type: attributes.displayType ?? node.nodeTypeName,
            content: content(of: node),
            path: path,
            position: node.listIndexPath.flatMap(ListPosition.init)?.description,
            trackingID: attributes.trackingID
        )
        return ElementDescription(element: element, screen: screen, customProperties: customProperties)
    }

    /// `screen_name` is the declared page id or the type name; `title` the screen's title (E3).
    public static func screenProperties(of screen: any ScreenNode) -> ScreenProperties {
        ScreenProperties(name: screen.declaredPageID ?? screen.screenTypeName, title: screen.screenTitle)
    }

    /// One walk up from `node` to its screen's root view: the path from that root down to `node`
    /// and the screen, or `nil` when an ancestor ignores its subviews.
    ///
    /// Segments are `Type[i]`, where `i` counts earlier siblings of the same type, so inserting a
    /// view of another type does not shift the path; cells use `Type[section-row]` instead, so the
    /// path is the same whichever reused cell object shows the row (E4). Only the nearest
    /// ``ElementPropertyLimits/maximumPathDepth`` levels are written; deeper paths start with "…".
    private func walkUp(from node: any ViewNode) -> (path: String, screen: (any ScreenNode)?)? {
        var segments: [String] = []
        var current: (any ViewNode)? = node
        var isTruncated = false
        var screen: (any ScreenNode)?
        while let view = current {
            if view !== node, view.ignoresSubviewsForTracking { return nil }
            if segments.count < rules.limits.maximumPathDepth {
                segments.append(Self.pathSegment(of: view))
            } else {
                isTruncated = true
            }
            if let owner = view.screenOwningThisView {
                screen = owner
                break
            }
            current = view.parentNode
        }
        if screen == nil, let found = node.screenNode {
            // The host does not say which view is a screen's root: cut the path there now.
            screen = found
            if let root = found.rootViewNode, let rootIndex = Self.depth(of: root, above: node) {
                isTruncated = isTruncated && rootIndex >= rules.limits.maximumPathDepth
                segments = Array(segments.prefix(rootIndex + 1))
            }
        }
        if isTruncated { segments.append("…") }
        return (segments.reversed().joined(separator: "/"), screen)
    }

    /// How many levels `ancestor` is above `node` (0 for the node itself), if it is above it.
    private static func depth(of ancestor: any ViewNode, above node: any ViewNode) -> Int? {
        var current: (any ViewNode)? = node
        var level = 0
        while let view = current {
            if view === ancestor { return level }
            current = view.parentNode
            level += 1
        }
        return nil
    }

    private static func pathSegment(of view: any ViewNode) -> String {
        let typeName = view.nodeTypeName
        if let position = view.listIndexPath.flatMap(ListPosition.init) {
            return "\(typeName)[\(position.section)-\(position.index)]"
        }
        var index = 0
        if let parent = view.parentNode {
            for position in 0..<parent.childNodeCount {
                let sibling = parent.childNode(at: position)
                if sibling === view { break }
                if sibling.nodeTypeName == typeName { index += 1 }
            }
        }
        return "\(typeName)[\(index)]"
    }

    /// `element_content` (E2, E8): the view's own content, or for a container the texts of its
    /// visible, non-private subviews depth first, joined by "-", capped in length.
    private func content(of node: any ViewNode) -> String? {
        guard !node.trackingAttributes.isPrivate else { return nil }
        let text: String?
        if case .container = node.nodeContent {
            var parts: [String] = []
            var budget = ContentBudget(nodes: rules.limits.maximumContentNodes, characters: rules.limits.maximumContentLength)
            collectTexts(below: node, into: &parts, budget: &budget)
            text = parts.isEmpty ? nil : parts.joined(separator: "-")
        } else {
            text = ownText(of: node)
        }
        guard let text, !text.isEmpty else { return nil }
        return text.count > rules.limits.maximumContentLength
            ? String(text.prefix(rules.limits.maximumContentLength)) : text
    }

    private struct ContentBudget {
        var nodes: Int
        var characters: Int
        var isExhausted: Bool { nodes <= 0 || characters <= 0 }
    }

    private func collectTexts(below node: any ViewNode, into parts: inout [String], budget: inout ContentBudget) {
        for position in 0..<node.childNodeCount {
            if budget.isExhausted { return }
            let child = node.childNode(at: position)
            budget.nodes -= 1
            if child.nodeIsHidden || child.nodeAlpha <= 0 || child.trackingAttributes.isPrivate { continue }
            if case .container = child.nodeContent {
                collectTexts(below: child, into: &parts, budget: &budget)
            } else if let text = ownText(of: child), !text.isEmpty {
                parts.append(text)
                budget.characters -= text.count + 1
            }
        }
    }

    private func ownText(of node: any ViewNode) -> String? {
        switch node.nodeContent {
        case .container:
            return nil
        case .text(let text):
            return text
        case .image(let accessibilityLabel):
            return accessibilityLabel
        case .textInput(let text, let traits):
            if traits.isSecureTextEntry { return nil }
            if let type = traits.contentType, rules.sensitiveContentTypes.contains(type) { return nil }
            return text
        case .toggle(let isOn):
            return isOn ? "checked" : "unchecked"
        case .value(let value):
            return Self.format(value)
        }
    }

    /// Whole numbers print without a fraction ("3", not "3.0").
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
