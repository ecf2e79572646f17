/// What is the platform's own interface rather than the app's (F15): the keyboard and its input
/// windows, candidate bars and emoji, pickers' and date pickers' internals, context menus' and
/// alerts' internals, remote view controllers. Hosts inside them are not intercepted, and nothing
/// in them is reported, for every family.
///
/// The lists are type names, matched exactly (after generic arguments are dropped) or by prefix,
/// against a view, its ancestors and the screens owning them; for a list host also against its
/// delegate's type, since UIKit assigns its own hosts' delegates before they are in a window.
/// A host that keeps ``InheritedTrackingState`` (the headless `View`, UIKit's views under the
/// adapter's hooks) keeps the distinct type names above each view with it, so the answer costs one
/// look-up per tap, decided once per set of names; other hosts are walked up a bounded number of
/// levels (``maximumContainerDepth``).
/// Defaults are UIKit's; replace or extend them in ``ElementTrackingRules/systemInterface``
/// (`configuration.elementRules.systemInterface`).
public struct SystemInterfacePolicy: Sendable, Equatable {
    /// Views (windows included) whose subtree is the platform's interface.
    public var viewTypeNames: Set<String> { didSet { verdicts = VerdictCache() } }
    /// Prefixes of such views' type names.
    public var viewTypeNamePrefixes: [String] { didSet { verdicts = VerdictCache() } }
    /// Screens whose views are the platform's interface (input, keyboard, remote controllers).
    public var screenTypeNames: Set<String> { didSet { verdicts = VerdictCache() } }
    /// Prefixes of such screens' type names.
    public var screenTypeNamePrefixes: [String] { didSet { verdicts = VerdictCache() } }
    /// Views whose internal lists are the platform's (a picker's columns, a date picker's
    /// calendar, an alert's action list): lists inside them are not intercepted, though the view
    /// itself reports as a control.
    public var listOwnerTypeNames: Set<String>
    /// Prefixes of the type names of list hosts and list delegates that are the platform's own.
    public var listTypeNamePrefixes: [String]
    /// Views whose internals show what the user picks (a picker's rows, a date picker's wheels
    /// and compact controls), by name, for hosts that do not say which views are pickers
    /// (``ViewNode/userEntryKind``; UIKit's adapter and the headless views say, from the class):
    /// the view itself reports as a control, everything inside it is the platform's interface
    /// and gives neither content nor events (H8, F15).
    public var pickerTypeNames: Set<String> { didSet { verdicts = VerdictCache() } }
    /// The platform's classes an app builds its own interface from (a plain `UITableView`, a
    /// `UITapGestureRecognizer`, a `UINavigationController`): loaded from a system image, yet the
    /// app's when the app uses them. Every other class loaded from a system image is the
    /// platform's private code (``isPrivatePlatformClass(_:)``), whatever its name (F15, C4).
    public var buildingBlockTypeNames: Set<String> { didSet { verdicts = VerdictCache() } }
    /// Views of the platform that host the app's own views among its own (UIKit's input set host:
    /// the app's input accessory and custom input views beside the keyboard): below one, the first
    /// responder's accessory bar, whatever its class (a plain `UIToolbar`, F17), and a view
    /// of the app's class, with their subtrees, are the app's, judged only by the views from them
    /// down; the platform's other views there are the platform's (F17). The app's custom
    /// input view is a keyboard all the same: it counts as inside a text input (H8, F17).
    public var inputHostTypeNames: Set<String> { didSet { verdicts = VerdictCache() } }

    /// The verdicts given so far, by type name: a tap asks about each view above the touched one,
    /// and the same few dozen names come back every time (about 5,500 instructions a level
    /// without it). Reset when a list changes; not part of the policy's value.
    private var verdicts = VerdictCache()

    /// Creates a policy; the defaults are UIKit's.
    public init(
        viewTypeNames: Set<String> = SystemInterfacePolicy.defaultViewTypeNames,
        viewTypeNamePrefixes: [String] = SystemInterfacePolicy.defaultViewTypeNamePrefixes,
        screenTypeNames: Set<String> = SystemInterfacePolicy.defaultScreenTypeNames,
        screenTypeNamePrefixes: [String] = SystemInterfacePolicy.defaultScreenTypeNamePrefixes,
        listOwnerTypeNames: Set<String> = SystemInterfacePolicy.defaultListOwnerTypeNames,
        listTypeNamePrefixes: [String] = SystemInterfacePolicy.defaultListTypeNamePrefixes,
        buildingBlockTypeNames: Set<String> = SystemInterfacePolicy.defaultBuildingBlockTypeNames,
        pickerTypeNames: Set<String> = SystemInterfacePolicy.defaultPickerTypeNames,
        inputHostTypeNames: Set<String> = SystemInterfacePolicy.defaultInputHostTypeNames
    ) {
        self.viewTypeNames = viewTypeNames
        self.viewTypeNamePrefixes = viewTypeNamePrefixes
        self.screenTypeNames = screenTypeNames
        self.screenTypeNamePrefixes = screenTypeNamePrefixes
        self.listOwnerTypeNames = listOwnerTypeNames
        self.listTypeNamePrefixes = listTypeNamePrefixes
        self.buildingBlockTypeNames = buildingBlockTypeNames
        self.pickerTypeNames = pickerTypeNames
        self.inputHostTypeNames = inputHostTypeNames
    }

    /// UIKit's pickers and date pickers, and the headless platform's.
    public static let defaultPickerTypeNames: Set<String> = ["UIPickerView", "UIDatePicker", "_UIDatePickerView", "DatePicker", "PickerView"]

    /// The keyboard's and text input's windows and views, candidate bars, emoji, context menus.
    public static let defaultViewTypeNames: Set<String> = [
        "UIRemoteKeyboardWindow", "UITextEffectsWindow", "UIInputSetHostView", "UIInputSetContainerView",
        "UICompatibilityInputViewController", "UIPredictionViewController", "UISystemInputAssistantView",
        "UIKeyboardCandidateView", "UIKeyboardDockView", "UIKeyboardEmojiCollectionView",
        "_UIContextMenuContainerView", "_UIContextMenuListView", "_UIContextMenuView", "_UIEditMenuListView",
    ]

    /// Keyboard internals (`UIKeyboard…`, `UIKB…`), Text Input UI (`TUI…`), context and edit menus.
    public static let defaultViewTypeNamePrefixes: [String] = ["UIKeyboard", "UIKB", "TUI", "_UIContextMenu", "_UIEditMenu"]

    /// Input and keyboard controllers, and the remote view controllers other processes draw in.
    public static let defaultScreenTypeNames: Set<String> = [
        "UIInputWindowController", "UICompatibilityInputViewController", "UISystemInputAssistantViewController",
        "UIPredictionViewController", "UISystemKeyboardDockController", "UIKeyboardHiddenViewController",
        "UICandidateViewController", "UIKeyboardCandidateRowViewController", "UIKeyboardCandidateGridCollectionViewController",
        "TUIEmojiSearchInputViewController", "UIActivityViewController", "SFSafariViewController",
        "UIKeyboardCameraViewController", "UIKeyboardCameraRemoteViewController", "STKPrewarmingViewController",
        "UIEditingOverlayViewController", "UIActivityGroupViewController",
    ]

    /// Remote view controllers (`_UIRemoteViewController`, `_UIRemoteInputViewController`, their
    /// service subclasses) and keyboard controllers.
    public static let defaultScreenTypeNamePrefixes: [String] = ["_UIRemote", "UIRemote", "UIKeyboard", "_UIContextMenu"]

    /// Pickers, date pickers and alerts: their lists are their own.
    public static let defaultListOwnerTypeNames: Set<String> = [
        "UIPickerView", "UIDatePicker", "_UIDatePickerView", "UIAlertController", "_UIAlertControllerView",
        "_UIAlertControllerInterfaceActionGroupView",
    ]

    /// UIKit's private list classes and their private delegates (`_UI…`, `UIPicker…`, keyboard and
    /// Text Input UI classes).
    public static let defaultListTypeNamePrefixes: [String] = ["_UI", "UIPicker", "UIKeyboard", "UIKB", "TUI", "UIInput"]

    // MARK: Decisions

    /// How many levels above a view ``contains(_:)`` looks for a view or screen of the platform's
    /// own when the view's host keeps no ``InheritedTrackingState`` (with one, every level up to the
    /// root counts, at no cost per level). The platform's interface is caught by its screen (keyboard and input windows, remote
    /// controllers: the view's own screen, which every view keeps) or by a container a few levels
    /// up (a picker's, an alert's or a context menu's internals), so the walk need not reach the
    /// window: every tap pays this walk on the main thread, and a bound keeps a tap 200 levels deep
    /// as cheap as one 20 levels deep (`tap-200 / tap-20`).
    public static let maximumContainerDepth = 32

    /// Whether `node` is inside the platform's interface: its screen, it, or a view (or that
    /// view's screen) above it is on the lists, its nearest screen is one of the platform's private
    /// screens (``isPrivatePlatformScreen(_:)``, ContactsUI's contact card: F15, the rule
    /// ``isSystemList(_:delegate:)`` applies too), or a view above it is a picker (its host says so,
    /// ``ViewNode/userEntryKind``, so an app's subclass of the platform's picker counts; or its
    /// name is in ``pickerTypeNames``, for hosts that do not say): the picker is the app's
    /// control, its internals are not. Up to ``maximumContainerDepth`` levels above it when its
    /// host keeps no ``InheritedTrackingState``.
    @MainActor
    public func contains(_ node: any ViewNode) -> Bool {
        contains(node, state: node.inheritedTrackingState)
    }

    /// ``contains(_:)`` with `node`'s kept state already read (a describer reads it once a tap).
    @MainActor
    func contains(_ node: any ViewNode, state: InheritedTrackingState?) -> Bool {
        if let state, let lineage = state.typeLineage {
            let verdict = namesVerdict(of: lineage)
            var isSystem = verdict.isSystem
            // The app's input accessory or input view, inside UIKit's input host (F17).
            if isSystem, let hosted = hostedAppViewVerdict(lineage, above: state.lineageAboveAppClassView) { isSystem = hosted }
            if isSystem || state.isInsidePicker { return true }
            // Below a picker known by name only: a picker and its internals share a lineage, so a
            // view itself named as a picker asks its parent's (`_UIDatePickerView` below
            // `UIDatePicker` is inside, F15).
            guard verdict.holdsPicker else { return false }
            guard isPicker(named: node.nodeTypeName) else { return true }
            return node.parentNode?.inheritedTrackingState?.typeLineage.map { namesVerdict(of: $0).holdsPicker } ?? false
        }
        if let verdict = isInside(node, levels: Self.maximumContainerDepth) { return verdict }
        if let screen = node.screenNode, isSystemScreen(screen) || isPrivatePlatformScreen(screen) { return true }
        return false
    }

    /// What the names of `lineage` say for this policy, remembered with it.
    @MainActor
    private func namesVerdict(of lineage: TypeLineage) -> TypeLineage.Verdict {
        if let known = lineage.verdict(from: verdicts) { return known }
        let verdict = TypeLineage.Verdict(
            isSystem: lineage.viewTypeNames.contains { isSystemView(named: $0) }
                || lineage.screenTypeNames.contains { isSystemScreen(named: $0) }
                // The nearest screen is the platform's private code (ContactsUI's card, F15).
                || lineage.nearestSystemImageScreenName.map { !buildingBlockTypeNames.contains($0) } ?? false,
            holdsPicker: lineage.viewTypeNames.contains { isPicker(named: $0) })
        lineage.remember(verdict, from: verdicts)
        return verdict
    }

    /// The walk of ``contains(_:)`` without kept state, `levels` levels up from `node`: `true` when
    /// a level is on the lists, `false` when `node` is in the app's view inside an input host
    /// (F17), `nil` when the walk ended with neither.
    @MainActor
    private func isInside(_ node: any ViewNode, levels: Int) -> Bool? {
        var walk = InterfaceWalk(judgesHostedViewsBySlot: true)
        var current: (any ViewNode)? = node
        var level = 0
        var isNearestScreenSeen = false
        while let view = current, level < levels {
            var matches = isSystemView(named: view.nodeTypeName) || (level > 0 && isPicker(view))
            if let screen = view.screenOwningThisView {
                // The nearest screen's class: the platform's private screens are its interface (F15).
                matches = matches || isSystemScreen(screen) || (!isNearestScreenSeen && isPrivatePlatformScreen(screen))
                isNearestScreenSeen = true
            }
            if let verdict = walk.visit(view, matching: matches, policy: self) { return verdict }
            current = view.parentNode
            level += 1
        }
        return walk.verdictAtTop ? true : nil
    }

    /// Whether a list host with `delegate` is the platform's own: the host is inside the
    /// platform's interface or inside a view that owns its lists; the host's or the delegate's
    /// class is one of the platform's private list classes by name; or the host's, the delegate's
    /// or the owning screen's class is the platform's private code, loaded from a system image
    /// and not one of its ``buildingBlockTypeNames`` (SwiftUI's lists, ContactsUI's screens, a
    /// calendar view's internals: F15).
    ///
    /// Asked from hooks only (a delegate assigned, a list entering a window), which may run inside
    /// a view controller's deallocation: it reads no ``InheritedTrackingState`` and no
    /// ``ViewNode/screenNode`` (each would compute a kept state, and so a weak reference to the
    /// dying controller), only names, classes and root views' owners, in one walk up (F4).
    @MainActor
    public func isSystemList(_ host: AnyObject, delegate: AnyObject?) -> Bool {
        if let delegate {
            if Self.hasPrefix(TypeNames.name(of: type(of: delegate)), listTypeNamePrefixes) || isPrivatePlatformClass(type(of: delegate)) { return true }
        }
        if isPrivatePlatformClass(type(of: host)) { return true }
        guard let node = host as? any ViewNode else { return Self.hasPrefix(TypeNames.name(of: type(of: host)), listTypeNamePrefixes) }
        if Self.hasPrefix(node.nodeTypeName, listTypeNamePrefixes) { return true }
        var walk = InterfaceWalk()
        var current: (any ViewNode)? = node
        var level = 0
        var isNearestScreenSeen = false
        while let view = current, level < ViewTreeWalk.maximumDepth {
            let name = view.nodeTypeName
            var matches = isSystemView(named: name) || (level > 0 && (isPicker(view) || listOwnerTypeNames.contains(name)))
            if let screen = view.screenOwningThisView {
                // The nearest screen's class: the platform's private controllers own their lists.
                matches = matches || isSystemScreen(screen) || (!isNearestScreenSeen && isPrivatePlatformClass(type(of: screen)))
                isNearestScreenSeen = true
            }
            if let verdict = walk.visit(view, matching: matches, policy: self) { return verdict }
            current = view.parentNode
            level += 1
        }
        return walk.verdictAtTop
    }

    /// Whether `view` is a picker: its host says so, or its name is in ``pickerTypeNames`` (F15).
    @MainActor
    private func isPicker(_ view: any ViewNode) -> Bool {
        view.userEntryKind == .picker || isPicker(named: view.nodeTypeName)
    }

    @MainActor
    private func isSystemScreen(_ screen: any ScreenNode) -> Bool {
        isSystemScreen(named: screen.screenTypeName)
    }

    @MainActor
    func isSystemScreen(named name: String) -> Bool {
        if let verdict = verdicts.screens[name] { return verdict }
        let verdict = matches(name, names: screenTypeNames, prefixes: screenTypeNamePrefixes)
        verdicts.screens[name] = verdict
        return verdict
    }

    @MainActor
    func isSystemView(named name: String) -> Bool {
        if let verdict = verdicts.views[name] { return verdict }
        let verdict = matches(name, names: viewTypeNames, prefixes: viewTypeNamePrefixes)
        verdicts.views[name] = verdict
        return verdict
    }

    @MainActor
    private func isPicker(named name: String) -> Bool {
        if let verdict = verdicts.pickers[name] { return verdict }
        let verdict = matches(name, names: pickerTypeNames, prefixes: [])
        verdicts.pickers[name] = verdict
        return verdict
    }

    private func matches(_ typeName: String, names: Set<String>, prefixes: [String]) -> Bool {
        let name = Self.bareTypeName(typeName)
        return names.contains(name) || Self.hasPrefix(name, prefixes)
    }

    private static func hasPrefix(_ name: String, _ prefixes: [String]) -> Bool {
        prefixes.contains { name.hasPrefix($0) }
    }

    /// Two policies are equal when their lists are; the verdicts cached so far do not count.
    public static func == (lhs: SystemInterfacePolicy, rhs: SystemInterfacePolicy) -> Bool {
        lhs.viewTypeNames == rhs.viewTypeNames && lhs.viewTypeNamePrefixes == rhs.viewTypeNamePrefixes
            && lhs.screenTypeNames == rhs.screenTypeNames && lhs.screenTypeNamePrefixes == rhs.screenTypeNamePrefixes
            && lhs.listOwnerTypeNames == rhs.listOwnerTypeNames && lhs.listTypeNamePrefixes == rhs.listTypeNamePrefixes
            && lhs.buildingBlockTypeNames == rhs.buildingBlockTypeNames && lhs.pickerTypeNames == rhs.pickerTypeNames
            && lhs.inputHostTypeNames == rhs.inputHostTypeNames
    }
}

/// Verdicts by type name, read and written on the main actor only (the policy's deciding
/// methods are `@MainActor`), so the box is shared safely between copies of a policy value.
private final class VerdictCache: @unchecked Sendable {
    var views: [String: Bool] = [:]
    var screens: [String: Bool] = [:]
    var pickers: [String: Bool] = [:]
}
