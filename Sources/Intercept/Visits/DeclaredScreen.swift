/// A screen the app declared in a declarative UI (a SwiftUI view with `.interceptScreen`), as the
/// core tracks it: its visits, the page it reports, the screen of the elements inside it (S1, S4).
///
/// One object per view instance: the platform keeps it in the view's state, so however often
/// SwiftUI re-renders or calls `onAppear`, the same object receives the signals, and the
/// core's visit ledger turns them into one visit per real appearance. Its visits are pages
/// (`pageEnter`/`pageExit` with duration), so backgrounding exits them and the foreground enters
/// the visited ones again (P3).
@MainActor
@_spi(Platform) public final class DeclaredScreen: ScreenNode {
    /// The declared name: the page's `screen_name`.
    public let name: String
    /// The title reported with the page.
    public var title: String?
    /// Data sent with the page's events.
    public var properties: [String: PropertyValue]
    /// How many declared screens enclose this one: visits of enclosing screens begin before, and
    /// end after, the visits of the screens inside them.
    public let depth: Int
    /// Whether a visit is open: the screen appeared for real and did not go since.
    public internal(set) var isVisited = false

    let order: Int
    var latch = AppearanceLatch()
    /// What tells this screen's visits apart across renders (S9).
    var visitIdentity: VisitIdentity
    /// Whether a render declared another visit than the open one: the settle exits the open
    /// visit and enters the new one.
    var startsNewVisit = false
    var exposures: [ObjectIdentifier: WeakExposure] = [:]
    /// Exposures whose nodes are gone are dropped when the table has doubled since the last sweep.
    var exposureSweepThreshold = 64
    /// The window its probe is in, by identity: a scene going to the background exits the
    /// declared screens in its windows (S11, P3).
    var windowID: ObjectIdentifier?
    /// How many presentations it is above its window's root (a sheet: 1): the exposures of the
    /// screens below are under its cover (S11).
    var presentationLevel = 0
    /// The window its visit began in: it has left its window by the settle that ends the visit.
    var visitWindowID: ObjectIdentifier?
    /// The nearest controller carrying it (its hosting controller), by identity, once found: a
    /// screen of the same name pushed or presented in a host of its own is another visit.
    var hostID: ObjectIdentifier?
    /// The declared screen enclosing this one, if any: one declaration applied to several views
    /// (a `Group`'s members) shares a visit only under the same parent (S9, `SharedVisits`).
    weak var parent: DeclaredScreen?
    /// While this screen takes part in another instance's visit of the same declaration (a
    /// `Group`'s second member, a conditional's new branch): the instance whose page is open.
    weak var visitCarrier: DeclaredScreen?
    /// The instances taking part in this screen's visit, while it carries one.
    var visitMembers: [WeakScreen] = []

    struct WeakScreen {
        weak var screen: DeclaredScreen?
    }

    struct WeakExposure {
        weak var node: DeclaredExposureNode?
    }

    init(name: String, title: String?, properties: [String: PropertyValue], visit: AnyHashable?, parent: DeclaredScreen?, order: Int) {
        self.visitIdentity = VisitIdentity(declared: visit, title: title, properties: properties)
        self.name = name
        self.title = title
        self.properties = properties
        self.depth = parent.map { $0.depth + 1 } ?? 0
        self.parent = parent
        self.order = order
    }

    // MARK: ScreenNode

    /// The declared name.
    public var screenTypeName: String { name }
    /// ``title``.
    public var screenTitle: String? { title }
    /// A page with the declared name as its id and the declared properties.
    public var pageAttributes: PageAttributes { PageAttributes(pageID: name, properties: properties, isPage: true) }
    /// Never a container.
    public var isContainerScreen: Bool { false }
    /// While a visit is open: elements of a screen not visited (a pre-rendered page) are not visible.
    public var isScreenAppeared: Bool { isVisited }
    /// None: a declared screen's elements are declared, not found in a view tree.
    public var rootViewNode: (any ViewNode)? { nil }
}
