#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

@MainActor
private let pageAttributesStorage = AssociatedStorage(defaultValue: PageAttributes())

/// `UIViewController` as the core sees a screen (E3, P1-P4, X3).
extension UIKit.UIViewController: Intercept.ScreenNode {}

/// The conformance's members live in a constrained protocol extension rather than on
/// `UIViewController` itself: an app that declares a member of the same name on `UIViewController`
/// (`screenTitle`, say) gets its own in its code, instead of an ambiguity with ours, and the
/// conformance keeps ours.
extension ScreenNode where Self: UIViewController {
    /// What the app declares about this screen as a page, kept as an associated object.
    public var pageAttributes: PageAttributes {
        get { pageAttributesStorage.value(on: self) }
        set { pageAttributesStorage.set(newValue, on: self) }
    }
    /// The declared class's name (F8).
    public var screenTypeName: String { TypeNames.name(of: declaredClass) }
    /// The title and the navigation item's, as the core chooses (`ScreenProperties.title(own:navigationItem:)`).
    public var screenTitle: String? { ScreenProperties.title(own: title, navigationItem: navigationItem.title) }
    /// Not decided here: the core's `PagePolicy.containerScreenTypes` names UIKit's containers
    /// (navigation, tab, page and split view controllers) and matches their subclasses (P4, F15).
    public var isContainerScreen: Bool { false }
    /// Whether the controller's view is in a window (UIKit takes covered full-screen pages out).
    public var isScreenAppeared: Bool { viewIfLoaded?.window != nil }
    /// The root view, if loaded (Intercept never loads a view).
    public var rootViewNode: (any ViewNode)? { viewIfLoaded }
    /// By type: `UIHostingController<…>` or any subclass of it, whatever the subclass is named (S7).
    @_spi(Platform) public var isHostingController: Bool { HostingControllerClasses.contains(declaredClass) }
}
#endif
