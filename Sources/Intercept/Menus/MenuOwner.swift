/// The control or bar button item whose own menu (`UIButton.menu`, `UIBarButtonItem.menu`) holds
/// the element a context menu interaction performs (B5).
///
/// UIKit shows a control's menu with the control's own context menu interaction and performs the
/// choice with that interaction as its sender, as for any context menu (M1). For a button
/// the interaction's view is the button; for a bar button item it is the platform's private
/// control that shows the item (`_UIButtonBarButton`), which names no item. The platform finds
/// the owner by the public `menu` properties (the menu tree holding the chosen element, by
/// identity, ``menu(holding:in:children:)``), and the core reports the choice from it.
public struct MenuOwner {
    /// The control or bar button item whose `menu` holds the element.
    public let control: any ControlHost
    /// The title of the (sub)menu holding the element (`UIMenu.title`); `nil` or empty when none.
    public let menuTitle: String?

    /// Creates an owner.
    @_spi(Platform) public init(control: any ControlHost, menuTitle: String?) {
        self.control = control
        self.menuTitle = menuTitle
    }

    /// How deep a menu tree is searched: menus nest a few levels; the bound keeps a hostile tree
    /// from costing more (H2).
    static let maximumDepth = 16

    /// The menu of `root`'s tree (`root` or a submenu, by `children`) that holds `element`, told by
    /// identity (two elements with equal identifiers are not the same element); `nil` when none
    /// does. Elements a deferred element provides are not in the tree: they have no holder.
    public static func menu<Menu: AnyObject>(holding element: AnyObject, in root: Menu, children: (Menu) -> [AnyObject]) -> Menu? {
        func search(_ menu: Menu, depth: Int) -> Menu? {
            guard depth < maximumDepth else { return nil }
            let elements = children(menu)
            if elements.contains(where: { $0 === element }) { return menu }
            for case let submenu as Menu in elements {
                if let found = search(submenu, depth: depth + 1) { return found }
            }
            return nil
        }
        return search(root, depth: 0)
    }
}
