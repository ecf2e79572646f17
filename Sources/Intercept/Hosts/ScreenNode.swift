/// A screen (a view controller), as Intercept needs to see it for `screen_name` and `title` (E3)
/// and as the root of element paths (E4).
@MainActor
public protocol ScreenNode: AnyObject {
    /// The screen's type name, usually its class name.
    var screenTypeName: String { get }

    /// The title shown for the screen, if it has one.
    var screenTitle: String? { get }

    /// What the app declared about the screen as a page: its id, data, whether it counts (P2, P4).
    var pageAttributes: PageAttributes { get }

    /// Whether the screen is a container (navigation, tab or page container): containers are not
    /// pages unless declared so, so one screen is never reported twice (P4).
    var isContainerScreen: Bool { get }

    /// Whether the screen has appeared and not disappeared: views on a screen that is covered or
    /// gone are not visible (X3).
    var isScreenAppeared: Bool { get }

    /// The screen's root view: element paths start below it.
    var rootViewNode: (any ViewNode)? { get }

    /// Whether the screen is a SwiftUI hosting controller (`UIHostingController<…>` or an app's
    /// subclass of it, whatever its own name): its content may declare a screen an update after it
    /// appeared, so its page is held (S7). The platform tells it from the type; by default, from
    /// the type name (`…HostingController<…>`).
    @_spi(Platform) var isHostingController: Bool { get }
}

extension ScreenNode {
    /// The dynamic class name, without module prefix (computed once per class).
    public var screenTypeName: String { TypeNames.name(of: type(of: self)) }

    /// Whether the type name is a hosting controller's (``HostedViewTypeName/isHostingController(_:)``).
    @_spi(Platform) public var isHostingController: Bool { HostedViewTypeName.isHostingController(screenTypeName) }

    /// The page id the app declared, used instead of the type name when present (E3).
    public var declaredPageID: String? { pageAttributes.pageID }

    /// Whether the screen can be a page: as declared, or when it is not a container (P4). An
    /// interception also leaves out the platform's own screens (``PagePolicy/isPage(_:)``, F9).
    public var isTrackedAsPage: Bool { pageAttributes.isPage ?? !isContainerScreen }
}
