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

    /// The action or command titled `title` in this menu, its submenus or what its deferred
    /// elements provided.
    func leaf(titled title: String) -> MenuElement? {
        for child in children {
            if child is MenuAction || child is MenuCommand, child.title == title { return child }
            if let submenu = child as? Menu, let found = submenu.leaf(titled: title) { return found }
            if let deferred = child as? DeferredMenuElement {
                if let provided = Menu(children: deferred.providedElements).leaf(titled: title) { return provided }
            }
        }
        return nil
    }

    /// Asks the deferred elements of this menu and its submenus for their elements, as UIKit does
    /// when it shows the menu.
    func provideDeferredElements() {
        for child in children {
            (child as? Menu)?.provideDeferredElements()
            (child as? DeferredMenuElement)?.provide()
        }
    }
}

/// The headless counterpart of `UIDeferredMenuElement`: a placeholder whose provider gives its
/// elements when the menu is shown (B5). What it provides is not among its menu's `children`,
/// as on UIKit, so a choice of it has no menu owner to give a menu title; it is performed, and
/// reported, as any other.
@MainActor
public final class DeferredMenuElement: MenuElement {
    private let provider: @MainActor (@escaping @MainActor ([MenuElement]) -> Void) -> Void
    /// What the provider gave the last time the menu was shown.
    public private(set) var providedElements: [MenuElement] = []

    /// Creates a deferred element; `provider` calls its completion with the elements.
    public init(_ provider: @escaping @MainActor (@escaping @MainActor ([MenuElement]) -> Void) -> Void) {
        self.provider = provider
        super.init(title: "")
    }

    func provide() {
        provider { [weak self] elements in self?.providedElements = elements }
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

/// The headless counterpart of `UICommand`: a menu item whose choice sends `action` to the
/// responder that performs it, found up the responder chain from the first responder (or from
/// the menu's source view when nothing is first responder), as UIKit does (B5).
@MainActor
public final class MenuCommand: MenuElement {
    /// The action sent up the responder chain.
    public let action: ControlAction

    /// Creates a command.
    public init(title: String, action: ControlAction) {
        self.action = action
        super.init(title: title)
    }
}
