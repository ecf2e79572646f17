/// The headless counterpart of `UIMenuElement`: an item of a menu, an action or a submenu.
@MainActor
open class MenuElement {
    /// The title shown.
    public let title: String

    init(title: String) {
        self.title = title
    }
}

/// The headless counterpart of `UIMenu`: a titled group of menu elements, possibly nested.
@MainActor
public final class Menu: MenuElement {
    /// The elements, top to bottom.
    public let children: [MenuElement]

    /// Creates a menu.
    public init(title: String = "", children: [MenuElement]) {
        self.children = children
        super.init(title: title)
    }

    /// The action titled `title` in this menu or its submenus, with the menu that holds it.
    func action(titled title: String) -> (action: MenuAction, menu: Menu)? {
        for child in children {
            if let action = child as? MenuAction, action.title == title { return (action, self) }
            if let submenu = child as? Menu, let found = submenu.action(titled: title) { return found }
        }
        return nil
    }
}

/// The headless counterpart of `UIAction`: a menu item with a handler, called when the user
/// chooses it.
@MainActor
public final class MenuAction: MenuElement {
    /// A disabled action is shown but cannot be chosen.
    public var isDisabled: Bool
    private let handler: @MainActor (MenuAction) -> Void

    /// Creates an action.
    public init(title: String, isDisabled: Bool = false, handler: @escaping @MainActor (MenuAction) -> Void) {
        self.isDisabled = isDisabled
        self.handler = handler
        super.init(title: title)
    }

    func perform() {
        handler(self)
    }
}
