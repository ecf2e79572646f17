extension SystemInterfacePolicy {
    /// UIKit's and SwiftUI's classes an app composes its own interface from, and the headless
    /// platform's counterparts: lists, plain views, the standard controllers and containers, and
    /// the public gesture recognizers. An alert is the app's too: its title and actions are the
    /// app's (G6), and its private views and lists are caught by name. UIKit's other classes (`UIFontPickerViewController`'s,
    /// `UICalendarView`'s or the keyboard's internals) are the platform's own.
    public static let defaultBuildingBlockTypeNames: Set<String> = ([
        "UITableView", "UICollectionView", "UIView", "UIScrollView", "UIStackView", "UIWindow", "UIControl",
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UIAlertController", "UISplitViewController", "UIHostingController", "UIInputViewController",
        "UIGestureRecognizer", "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
        "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
        "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer",
        "TableView", "CollectionView", "View", "ScrollView", "Window", "Control", "ViewController",
        "NavigationController", "TabBarController", "PageContainerController", "HostingController", "AlertController",
        "GestureRecognizer", "TapGestureRecognizer", "LongPressGestureRecognizer", "PanGestureRecognizer",
        "SwipeGestureRecognizer", "PinchGestureRecognizer", "RotationGestureRecognizer", "ScreenEdgePanGestureRecognizer",
        // The public views and controls an app puts its own recognizers and actions on: a tap
        // recognizer on a plain `UIImageView` or `UILabel` is the app's (pickers and text inputs
        // are not here: their insides are the platform's, and they report by their own rules).
        "UILabel", "UIImageView", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
        "UIPageControl", "UIProgressView", "UIActivityIndicatorView", "UIVisualEffectView", "UIToolbar",
        "UINavigationBar", "UITabBar", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UICollectionViewListCell", "UIContentUnavailableView",
        "Label", "ImageView", "Button", "Switch", "Slider", "Stepper", "SegmentedControl", "Toolbar", "TabBar",
        "TableViewCell", "CollectionViewCell",
        // The platform's containers of the app's own content (F15): SwiftUI's sheet, popover
        // and cover host, its navigation stack's host and navigation controller, and UIKit's "More"
        // tab. They are none of the app's pages (`PagePolicy`), but what they show is the app's.
        "PresentationHostingController", "NavigationStackHostingController", "UIKitNavigationController",
        "UIMoreNavigationController",
    ] as Set<String>).union(swiftUIContentControllerTypeNames)

    /// SwiftUI's own controllers that carry the app's content (S7), as the iPhoneOS 18.6 SDK's
    /// `SwiftUI.tbd` exports them (`_TtC7SwiftUI20TabHostingController`, ...): a `TabView`'s tab
    /// host and tab bar controller, split views and their navigation controllers, document hosts.
    /// None is a page (``PagePolicy/defaultSystemScreenNames``); what they show is the app's.
    public static let swiftUIContentControllerTypeNames: Set<String> = [
        "TabHostingController", "UIKitTabBarController", "UIKitSplitViewController", "SplitViewNavigationController",
        "NotificationSendingSplitViewController", "NotifyingMulticolumnSplitViewController", "DocumentHostingController",
        "DocumentViewController", "CustomizableDocumentViewController",
    ]

    /// Every controller class SwiftUI's image exports in the iPhoneOS 18.6 SDK (S7): those that
    /// carry the app's content, and its menu, search, document browser and introduction
    /// controllers. None is one of the app's pages. (Its generic hosts, `UIHostingController`,
    /// `NavigationStackHostingController` and `PresentationHostingController`, export no class
    /// name: they are judged by their root view, `HostedViewTypeName.isShellHost(_:)`.)
    public static let swiftUIControllerTypeNames: Set<String> = swiftUIContentControllerTypeNames.union([
        "UIKitMainMenuController", "SwiftUISearchController", "DocumentBrowserViewController",
        "DocumentGroupsIntroRootViewHostingController",
    ])

    /// The building blocks whose subclasses loaded from a system image are that building block
    /// too: SwiftUI presents `.alert` and `.confirmationDialog` with `PlatformAlertController`, a
    /// `UIAlertController` subclass of SwiftUI's image, and what it shows (the title, the actions)
    /// is the app's as UIKit's alert's is (G6). Only the alert: a system image's
    /// subclass of another building block (a private `UIView` or `UIViewController` subclass) is
    /// the platform's private code. (The headless counterpart, `AlertController`, too.)
    static let subclassedBuildingBlockTypeNames: Set<String> = ["UIAlertController", "AlertController"]

    /// Whether `type` is the platform's private code (F15, C4): its declared class (F8) was loaded
    /// from a system image (`ClassImages`) and is not one of the ``buildingBlockTypeNames`` (generic
    /// arguments dropped), nor a system image's subclass of the platform's alert, which counts as
    /// the alert (G6). An app's subclass of any platform class is the app's, and so is a
    /// class whose image cannot be told.
    @MainActor
    public func isPrivatePlatformClass(_ type: AnyClass) -> Bool {
        Self.systemImageClassName(of: type).map { !buildingBlockTypeNames.contains($0) } ?? false
    }

    /// Whether `screen` is one of the platform's private screens (``isPrivatePlatformClass(_:)``:
    /// ContactsUI's contact card, EventKitUI's event view, QuickLook's chrome): its views are the
    /// platform's interface, and it is none of the app's pages (F15).
    @MainActor
    public func isPrivatePlatformScreen(_ screen: any ScreenNode) -> Bool {
        isPrivatePlatformClass(type(of: screen))
    }

    /// The declared class name of `type` (F8), generic arguments dropped, when that class was
    /// loaded from a system image; `nil` for the app's classes and those whose image cannot be told.
    /// A system image's subclass of one of the ``subclassedBuildingBlockTypeNames`` answers that
    /// building block's name (SwiftUI's `PlatformAlertController` is `UIAlertController`, G6),
    /// so every rule by building block treats it as the alert. The superclasses are read only
    /// for a system image's class that is none of the default building blocks: the platform's
    /// private classes, a few levels each.
    /// Kept per declared class (a tap asks about the same few classes every time), for the
    /// class-image reader's ``ClassImages/generation`` it was decided with.
    @MainActor
    static func systemImageClassName(of type: AnyClass) -> String? {
        let declared: AnyClass = TypeNames.declaredClass(of: type)
        if SystemImageClassNames.generation != ClassImages.generation {
            SystemImageClassNames.names = [:]
            SystemImageClassNames.generation = ClassImages.generation
        }
        let key = ObjectIdentifier(declared)
        if let known = SystemImageClassNames.names[key] { return known }
        let name = decidedSystemImageClassName(of: declared)
        SystemImageClassNames.names[key] = .some(name)
        return name
    }

    /// ``systemImageClassName(of:)`` for a declared class, decided.
    @MainActor
    private static func decidedSystemImageClassName(of declared: AnyClass) -> String? {
        guard ClassImages.isSystemClass(declared) else { return nil }
        let name = bareTypeName(TypeNames.name(of: declared))
        guard !defaultBuildingBlockTypeNames.contains(name) else { return name }
        var ancestor: AnyClass? = _getSuperclass(declared)
        var level = 0
        while let current = ancestor, level < ViewTreeWalk.maximumDepth {
            let ancestorName = bareTypeName(TypeNames.name(of: current))
            if subclassedBuildingBlockTypeNames.contains(ancestorName) { return ancestorName }
            ancestor = _getSuperclass(current)
            level += 1
        }
        return name
    }

    /// ``systemImageClassName(of:)`` of `screen`'s class.
    @MainActor
    static func systemImageClassName(of screen: any ScreenNode) -> String? {
        systemImageClassName(of: type(of: screen))
    }
}

/// The answers of ``SystemInterfacePolicy/systemImageClassName(of:)`` so far, by declared class.
@MainActor
private enum SystemImageClassNames {
    static var names: [ObjectIdentifier: String?] = [:]
    static var generation = -1
}
