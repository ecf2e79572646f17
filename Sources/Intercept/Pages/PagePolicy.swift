/// Which screens are pages (P4, F9).
///
/// The platform presents controllers of its own that are not screens of the app: the keyboard
/// and its input and dock controllers, text editing overlays, the internals of alerts and of
/// SwiftUI's hosting. They appear and disappear like any controller, so without this list each
/// would become a page (and the keyboard's would interleave with the app's pages). A screen the
/// app declares a page (`pageAttributes.isPage`) is one whatever its name.
public struct PagePolicy: Sendable, Equatable {
    /// Screen type names that are never pages unless declared, matched exactly after generic
    /// arguments are dropped (`PresentationHostingController<AnyView>` matches
    /// `PresentationHostingController`).
    public var systemScreenNames: Set<String>
    /// Screen type name prefixes that are never pages unless declared (the platform's private
    /// classes, `_UI`).
    public var systemScreenNamePrefixes: [String]
    /// Containers, by kind (their subclasses too): they show pages, and are none (P4, F15).
    public var containerScreenTypes = ViewTypeSet(kinds: [
        "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
    ])
    /// The platform's own screens, by kind (their subclasses too): an alert, Safari, the share
    /// sheet show what the system shows, not a page of the app (F15).
    public var systemScreenTypes = ViewTypeSet(kinds: [
        "UIAlertController", "SFSafariViewController", "UIActivityViewController", "UIDocumentPickerViewController",
        "UIImagePickerController", "PHPickerViewController",
    ])

    /// Creates a policy; the defaults are UIKit's and SwiftUI's own controllers.
    public init(
        systemScreenNames: Set<String> = PagePolicy.defaultSystemScreenNames,
        systemScreenNamePrefixes: [String] = PagePolicy.defaultSystemScreenNamePrefixes
    ) {
        self.systemScreenNames = systemScreenNames
        self.systemScreenNamePrefixes = systemScreenNamePrefixes
    }

    /// Keyboard and input (`UIInputWindowController`, `UICompatibilityInputViewController`, the
    /// dock, the prediction bar, the candidate and emoji views), text editing overlays, alert
    /// internals, the activity and remote view services, and SwiftUI's presentation and
    /// navigation hosting containers (an app's own `UIHostingController` is a page).
    /// The platform's interface screens are all among them (one list,
    /// ``SystemInterfacePolicy/defaultScreenTypeNames``, less the public ones ``systemScreenTypes``
    /// matches with their subclasses), with the screens that are not pages without being system
    /// UI (F15).
    public static let defaultSystemScreenNames: Set<String> = SystemInterfacePolicy.defaultScreenTypeNames
        .subtracting(["SFSafariViewController", "UIActivityViewController"])
        .union([
            "UIApplicationRotationFollowingController",
            "PresentationHostingController", "NavigationStackHostingController", "UIKitNavigationController",
        ])
        .union(SystemInterfacePolicy.swiftUIControllerTypeNames)

    /// UIKit's private controllers (`_UIAlertControllerTextFieldViewController`,
    /// `_UIRemoteInputViewController`, `_UISceneHostingViewController`, ...).
    public static let defaultSystemScreenNamePrefixes: [String] = ["_UI"]

    /// Whether `screen` is reported as a page: as declared, otherwise when it is neither a
    /// container (P4, F15) nor one of the platform's own screens (F9, F15), nor a hosting
    /// controller whose root view names nothing of the app (SwiftUI's own shell, S7,
    /// `HostedViewTypeName.isShellHost(_:)`).
    @MainActor
    public func isPage(_ screen: any ScreenNode) -> Bool {
        if let declared = screen.pageAttributes.isPage { return declared }
        return !screen.isContainerScreen && !isSystemScreen(named: screen.screenTypeName)
            && !containerScreenTypes.contains(screen) && !systemScreenTypes.contains(screen)
            && !HostedViewTypeName.isShellHost(screen.screenTypeName)
    }

    /// ``isPage(_:)`` for a screen an interception met: an undeclared screen of the platform's
    /// private code (`systemInterface`'s ``SystemInterfacePolicy/isPrivatePlatformScreen(_:)``:
    /// ContactsUI's contact card, EventKitUI's event view) is not one of the app's pages, whatever
    /// its name (F15).
    @MainActor
    public func isPage(_ screen: any ScreenNode, systemInterface: SystemInterfacePolicy) -> Bool {
        if let declared = screen.pageAttributes.isPage { return declared }
        return isPage(screen) && !systemInterface.isPrivatePlatformScreen(screen)
    }

    /// Whether a screen type name is one of the platform's own.
    public func isSystemScreen(named typeName: String) -> Bool {
        let name = SystemInterfacePolicy.bareTypeName(typeName)
        return systemScreenNames.contains(name) || systemScreenNamePrefixes.contains { name.hasPrefix($0) }
    }
}
