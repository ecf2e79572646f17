/// A screen (a view controller), as Intercept needs to see it for `screen_name` and `title` (E3)
/// and as the root of element paths (E4).
@MainActor
public protocol ScreenNode: AnyObject {
    /// The screen's type name, usually its class name.
    var screenTypeName: String { get }

    /// The title shown for the screen, if it has one.
    var screenTitle: String? { get }

    /// A page id the app declared, used instead of the type name when present.
    var declaredPageID: String? { get }

    /// The screen's root view: element paths start below it.
    var rootViewNode: (any ViewNode)? { get }
}

extension ScreenNode {
    /// The dynamic class name, without module prefix.
    public var screenTypeName: String { String(describing: type(of: self)) }
}
