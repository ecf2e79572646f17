/// Turns a view into an ``ElementDescription``, applying the ignore, privacy and cap rules
/// (E1-E8, H2-H5). Every event family uses it, so the same view is described the same way whether
/// it was tapped, selected as a cell or exposed.
///
/// Describing is split in two. `capture(_:)` runs on the main thread and reads only what must be
/// read there: whether the element is ignored, which views give its content and what they show
/// (strings are copy-on-write, so taking them is cheap), the levels of its path, its screen and
/// its declared properties, the custom property provider included. `ElementDescriptionBuilder`
/// then does the rest on any thread: caps, redaction, joining and the path string. Interception
/// builds on a background queue; ``describe(_:)`` does both at once, with the same result.
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
    public var rules: ElementTrackingRules {
        get { shared.rules }
        set { shared = SharedElementRules(newValue) }
    }

    /// ``rules``, shared with the events this describer captures, so that copying a describer or
    /// capturing an element copies no rules.
    private(set) var shared: SharedElementRules

    /// Creates a describer with the given rules.
    public init(rules: ElementTrackingRules = ElementTrackingRules()) {
        self.shared = SharedElementRules(rules)
    }

    /// A describer with rules already shared (an interception's).
    init(shared: SharedElementRules) {
        self.shared = shared
    }

    /// Describes `node`, or answers `nil` when the app asked for it to be ignored (E7): the view
    /// or an ancestor is flagged, its type is ignored, or its screen is; or when it is the
    /// platform's own interface (F15).
    public func describe(_ node: any ViewNode) -> ElementDescription? {
        capture(node).map(builder.description(of:))
    }

    /// What describing `node` reads on the main thread, or `nil` when it is ignored (E7). The
    /// custom property provider, documented as called on the main thread, runs here.
    @_spi(Platform) public func capture(_ node: any ViewNode) -> ElementCapture? {
        capture(node, isInteraction: false)
    }

    /// ``capture(_:)`` for an interaction the user had with `node` (a control action, a menu
    /// action, a tap, a rage or dead tap, a list selection), or `nil` when it is not reported: besides ``capture(_:)``'s reasons, when
    /// `node` is inside a text input, where the key pressed is what is typed (a PIN pad's buttons
    /// inside a view adopting `UIKeyInput`, whose paths, positions and ids spell the PIN; a text
    /// field's own clear button), as a text input's own actions are not (H8).
    /// The state is read once, as ``capture(_:)`` reads it.
    @_spi(Platform) public func captureInteraction(with node: any ViewNode) -> ElementCapture? {
        capture(node, isInteraction: true)
    }

    private func capture(_ node: any ViewNode, isInteraction: Bool) -> ElementCapture? {
        let attributes = node.trackingAttributes
        let state = node.inheritedTrackingState
        guard attributes.ignoreScope == nil, !shared.rules.ignoredViewTypes.contains(node), !shared.rules.systemInterface.contains(node, state: state) else {
            return nil
        }
        let lineage = Self.lineage(of: node, state: state)
        guard !lineage.isIgnored, !(isInteraction && lineage.isInsideTextInput) else { return nil }
        var screen: ScreenProperties?
        if let owner = lineage.screen { screen = reportedScreen(of: owner) }
        if let screen, !shared.rules.ignoredScreens.isEmpty, shared.rules.ignoredScreens.contains(screen.name) { return nil }

        let own = node.nodeContent
        var markedKeypadLevel: Int?
        let path = capturePath(of: node, root: lineage.isInSuppliedAccessory ? Self.viewBelowInputHost(from: node) : lineage.screen?.rootViewNode, markedKeypadLevel: &markedKeypadLevel)
        let keypadLevel = markedKeypadLevel ?? KeypadRecognition.recognizedLevel(of: node, content: own)
        var customProperties = attributes.customProperties
        if keypadLevel == nil, let provider = attributes.customPropertiesProvider {
            customProperties.merge(provider()) { _, provided in provided }
        }
        let isWithheld = attributes.isPrivate || lineage.isPrivate || lineage.isInsideTextInput || lineage.isInsidePicker || keypadLevel != nil
        let content: ElementCapture.Content = isWithheld ? .none : captureContent(of: node, own: own, screen: screen?.name)
        var capture = ElementCapture(
            type: attributes.displayType ?? node.nodeTypeName,
            content: content,
            path: path,
            position: Self.position(of: node),
            trackingID: attributes.trackingID,
            screen: screen,
            customProperties: customProperties
        )
        if let keypadLevel { Self.makeKey(&capture, below: keypadLevel) }
        capture.sensitiveContext = sensitiveContext(of: node, content: content)
        return capture
    }

    /// A keypad's key, `levels` below its keypad, described like every other key (N4): no
    /// content (already withheld), the path's levels below the keypad numbered 0, no position, and
    /// none of the key's own declarations.
    private static func makeKey(_ capture: inout ElementCapture, below levels: Int) {
        for level in 0..<min(levels, capture.path.segments.count) {
            capture.path.segments[level].index = 0
            capture.path.segments[level].item = nil
        }
        capture.position = nil
        capture.trackingID = nil
        capture.customProperties = [:]
        capture.isKey = true
    }

    /// `screen_name` is the declared page id or the type name; `title` the screen's title (E3),
    /// whatever the rules say: `describeScreen(_:)` is what events carry.
    @_spi(Platform) public static func screenProperties(of screen: any ScreenNode) -> ScreenProperties {
        // An undeclared SwiftUI screen is named after its root view, not its hosting controller (S1).
        ScreenProperties(name: screen.declaredPageID ?? HostedViewTypeName.cachedScreenName(for: screen.screenTypeName), title: screen.screenTitle)
    }

    /// `screenProperties(of:)` as the rules let it leave, before screening: the title only
    /// where ``ElementTrackingRules/screenTitles`` opts in (N4).
    func reportedScreen(of screen: any ScreenNode) -> ScreenProperties {
        let name = screen.declaredPageID ?? HostedViewTypeName.cachedScreenName(for: screen.screenTypeName)
        switch shared.screenTitlesReach {
        case .nowhere: return ScreenProperties(name: name)
        case .everywhere: return ScreenProperties(name: name, title: screen.screenTitle)
        case .someScreensOrTypes:
            guard shared.rules.screenTitles.allows(screen: name, object: screen) else { return ScreenProperties(name: name) }
            return ScreenProperties(name: name, title: screen.screenTitle)
        }
    }

    /// The screen as events carry it: named by its declared page id or its type, its title only
    /// where ``ElementTrackingRules/screenTitles`` opts in (N4), screened for sensitive text (H5).
    func describeScreen(_ screen: any ScreenNode) -> ScreenProperties {
        var properties = reportedScreen(of: screen)
        if let title = properties.title { properties.title = screened(title) }
        return properties
    }

    /// `title` as the rules let it leave for the screen named `name`: `nil` unless
    /// ``ElementTrackingRules/screenTitles`` opts in (N4), screened for sensitive text (H5). For a
    /// title given without a screen object (an inner page's, a declared screen's).
    func screenTitle(_ title: String?, ofScreenNamed name: String) -> String? {
        guard let title, shared.screenTitlesReach != .nowhere, shared.rules.screenTitles.allows(screen: name, object: nil) else { return nil }
        return screened(title)
    }

    /// Whether ``ElementTrackingRules/displayedText`` lets the text `node` shows or gathers
    /// through on the screen named `screen` (N3).
    func allowsDisplayedText(of node: (any ViewNode)?, screen: String?) -> Bool {
        switch shared.displayedTextReach {
        case .nowhere: return false
        case .everywhere: return true
        case .someScreensOrTypes: return shared.rules.displayedText.allows(screen: screen, object: node)
        }
    }

    /// `text` as it may leave the describer (H5): cut to a window a few times the content cap
    /// (bounded work), then with what the ``ElementTrackingRules/sensitiveTextDetectors`` find
    /// replaced by their markers. For text that reaches events another way, such as a gesture
    /// processor's content or an inner page's title.
    public func screened(_ text: String) -> String {
        builder.screened(text)
    }

    /// Whether `node` gives no content: it or a view above it is private (E8, H4), or it is inside
    /// a text input or a picker (H8).
    @_spi(Platform) public func isContentWithheld(for node: any ViewNode) -> Bool {
        guard !node.isPrivateForTracking else { return true }
        let lineage = Self.lineage(of: node)
        return lineage.isPrivate || lineage.isInsideTextInput || lineage.isInsidePicker
    }

    /// The background half, with the same rules.
    @_spi(Platform) public var builder: ElementDescriptionBuilder { ElementDescriptionBuilder(rules: rules) }

    private static func position(of node: any ViewNode) -> ListPosition? {
        guard let indexPath = node.listIndexPath else { return nil }
        return ListPosition(indexPath)
    }

    // MARK: Lineage

    /// What `node` inherits: its screen, whether an ignore flag above it covers it, whether a view
    /// above it is private, whether a view above it is a text input, whether one is a picker.
    struct Lineage {
        var screen: (any ScreenNode)?
        var isIgnored: Bool
        var isPrivate: Bool
        var isInsideTextInput: Bool
        var isInsidePicker: Bool
        /// Whether `node` is in an accessory bar shown for its supplier's screen: its path starts
        /// at the bar, below the input host (F17).
        var isInSuppliedAccessory = false
    }

    /// From the host's kept state when it has one (constant work), or one bounded walk up.
    static func lineage(of node: any ViewNode) -> Lineage {
        lineage(of: node, state: node.inheritedTrackingState)
    }

    /// ``lineage(of:)`` with `node`'s kept state already read.
    static func lineage(of node: any ViewNode, state: InheritedTrackingState?) -> Lineage {
        if let state {
            return Lineage(
                screen: state.screen, isIgnored: state.isIgnoredByAncestor, isPrivate: state.isPrivateByAncestor,
                isInsideTextInput: state.isInsideTextInput, isInsidePicker: state.isInsidePicker,
                isInSuppliedAccessory: state.isInSuppliedAccessory)
        }
        var screen = node.screenOwningThisView
        var isIgnored = false
        var isPrivate = false
        var isInsideTextInput = false
        var isInsidePicker = false
        var isInSuppliedAccessory = false
        // The topmost app-class view passed so far: a keyboard when an input host is above it (F17).
        var hostedCandidate: (any ViewNode)? = SystemInterfacePolicy.isAppClassView(node) ? node : nil
        var below = node
        var current = node.parentNode
        var level = 0
        while let view = current, level < ViewTreeWalk.maximumDepth {
            if SystemInterfacePolicy.isPlacedInInputHost(below, in: view) {
                // The view UIKit placed in the host (or in its wrapper there, F17), judged by its
                // slot whatever its class (F17): an accessory is shown for its supplier's screen
                // (F17), a wrapped one too rather than for its owner; otherwise the topmost
                // app-class view is a keyboard unless it is the accessory (F17).
                if case .accessory(let supplierScreen) = below.inputHostSlot {
                    if SystemInterfacePolicy.showsSupplierScreen(over: screen, placedView: below, in: view), let supplierScreen {
                        screen = supplierScreen
                        isInSuppliedAccessory = true
                    }
                } else if let candidate = hostedCandidate, !isInsideTextInput {
                    isInsideTextInput = candidate === below || !candidate.inputHostSlot.isAccessory
                }
            } else if SystemInterfacePolicy.isAppClassView(view) {
                hostedCandidate = view
            }
            if screen == nil {
                // Up to and including the screen's root view (E7); a host that does not name
                // root views has every ancestor's flag apply.
                isIgnored = isIgnored || view.ignoresSubviewsForTracking
                screen = view.screenOwningThisView
            }
            isPrivate = isPrivate || view.isPrivateForTracking
            switch view.userEntryKind {
            case .textInput: isInsideTextInput = true
            case .picker: isInsidePicker = true
            case nil: break
            }
            below = view
            current = view.parentNode
            level += 1
        }
        return Lineage(
            screen: screen ?? node.screenNode, isIgnored: isIgnored, isPrivate: isPrivate,
            isInsideTextInput: isInsideTextInput, isInsidePicker: isInsidePicker,
            isInSuppliedAccessory: isInSuppliedAccessory)
    }

    // MARK: Path

    /// The levels of the path from `node` up to the screen's root view (E4), at most
    /// ``ElementPropertyLimits/maximumPathDepth``; the builder caps them in bytes and writes them.
    /// On the way up, `markedKeypadLevel` is set to how many levels above `node` the nearest view
    /// the app marked as a keypad is (N4, ``KeypadRecognition``), within
    /// ``KeypadRecognition/maximumKeyDepth`` levels: one walk for both.
    private func capturePath(of node: any ViewNode, root: (any ViewNode)?, markedKeypadLevel: inout Int?) -> ElementCapture.Path {
        let depth = shared.rules.limits.maximumPathDepth
        var segments: [ElementCapture.Path.Segment] = []
        segments.reserveCapacity(min(depth, 32))
        var isCutByDepth = false
        var view = node
        while true {
            if markedKeypadLevel == nil, segments.count <= KeypadRecognition.maximumKeyDepth, view.isKeypadForTracking {
                markedKeypadLevel = segments.count
            }
            if segments.count == depth {
                isCutByDepth = true
                break
            }
            // The parent is bound once, straight from the call, and becomes the next level: each
            // level costs one reference taken and one let go.
            guard let parent = view.parentNode else {
                segments.append(cellSegment(of: view) ?? ElementCapture.Path.Segment(typeName: view.nodeTypeName, index: 0, item: nil))
                break
            }
            segments.append(pathSegment(of: view, in: parent))
            if view === root { break }
            view = parent
        }
        return ElementCapture.Path(segments: segments, isCutByDepth: isCutByDepth)
    }

    /// The view at or above `node` that the platform's input host holds (or the view inside
    /// UIKit's compatibility wrapper there, F17): where the path of an element in an accessory bar
    /// shown for its supplier's screen starts (that screen's root view is not above it, F17).
    /// Asked only for such an element; `nil` (the whole path) when none is found within
    /// ``ViewTreeWalk/maximumDepth`` levels.
    private static func viewBelowInputHost(from node: any ViewNode) -> (any ViewNode)? {
        var view = node
        var level = 0
        while let parent = view.parentNode, level < ViewTreeWalk.maximumDepth {
            if SystemInterfacePolicy.isPlacedInInputHost(view, in: parent) { return view }
            view = parent
            level += 1
        }
        return nil
    }

    /// The most earlier siblings compared to number a path segment; a view further back among
    /// thousands of siblings is numbered by the ones counted.
    static let maximumSiblingsScanned = 10_000

    /// A cell's segment, `Type[section-row]`; `nil` for any other view.
    private func cellSegment(of view: any ViewNode) -> ElementCapture.Path.Segment? {
        guard let indexPath = view.listIndexPath, let position = ListPosition(indexPath) else { return nil }
        return ElementCapture.Path.Segment(typeName: view.nodeTypeName, index: position.section, item: position.index)
    }

    private func pathSegment(of view: any ViewNode, in parent: any ViewNode) -> ElementCapture.Path.Segment {
        if let cell = cellSegment(of: view) { return cell }
        let name = view.nodeTypeName
        let scanned = min(parent.childNodeCount, Self.maximumSiblingsScanned)
        // (No closures here: one formed on the main actor costs an executor check per call.)
        var earlier = scanned
        if let position = parent.indexOfChildNode(view), position < scanned { earlier = position }
        var index = 0
        for position in 0..<earlier where parent.childNode(at: position).nodeTypeName == name { index += 1 }
        return ElementCapture.Path.Segment(typeName: name, index: index, item: nil)
    }
}
