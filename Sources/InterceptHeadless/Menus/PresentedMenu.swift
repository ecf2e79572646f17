@_spi(Platform) import Intercept

/// A menu on screen, opened from a source view by a context menu interaction or a button: the
/// user chooses one of its actions, or dismisses it. Either closes it.
@MainActor
public final class PresentedMenu {
    /// The menu shown.
    public let menu: Menu
    /// The view it was opened from.
    public private(set) weak var source: View?
    /// Whether it is still on screen.
    public private(set) var isVisible = true
    private let onClose: @MainActor () -> Void
    /// The context menu interaction that presented it (UIKit's sender for the choice); `nil` for
    /// a control's menu.
    private weak var interaction: ContextMenuInteraction?

    init(menu: Menu, source: View, interaction: ContextMenuInteraction? = nil, onClose: @escaping @MainActor () -> Void = {}) {
        self.menu = menu
        self.source = source
        self.interaction = interaction
        self.onClose = onClose
    }

    /// The user chooses the action titled `title` (in the menu or a submenu), then the menu
    /// closes. Returns `false` (and does nothing) when the menu is closed or no enabled action has
    /// that title.
    ///
    /// As UIKit: a context menu's choice is performed with the interaction as its sender
    /// (`-[UIContextMenuInteraction contextMenuPresentation:didSelectMenuLeaf:]` calls
    /// `performWithSender:target:`), which tells nobody which menu held it (M1). A control's
    /// menu is shown as `ControlMenuTracking` shows it on UIKit: its reporting copy tells the
    /// observers of the choice with the menu's title (M1), then performs the app's action with the
    /// control as its sender.
    @discardableResult
    public func simulateUserChoice(of title: String) -> Bool {
        guard isVisible, let (action, holder) = menu.action(titled: title), !action.isDisabled, let source else { return false }
        let application = source.window?.application
        if let interaction {
            if let application { application.perform(action, sender: interaction) } else { action.perform() }
        } else {
            application?.menuElementChosen(action, in: holder, from: source)
            if let application { application.perform(action, sender: source) } else { action.perform() }
        }
        close()
        return true
    }

    /// The user dismisses the menu without choosing (a tap outside): nothing is reported.
    public func simulateDismiss() {
        guard isVisible else { return }
        close()
    }

    private func close() {
        isVisible = false
        onClose()
    }
}

extension Application {
    /// The user chose `action` in `menu`, opened from `source`; the interceptions hear of it (M1).
    func menuElementChosen(_ action: MenuAction, in menu: Menu, from source: View) {
        for interception in observingInterceptions {
            interception.menuElementChosen(
                title: action.title, elementType: String(describing: type(of: action)),
                menuTitle: menu.title, from: source
            )
        }
    }
}
