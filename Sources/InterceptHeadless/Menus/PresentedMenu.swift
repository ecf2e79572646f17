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

    init(menu: Menu, source: View, onClose: @escaping @MainActor () -> Void = {}) {
        self.menu = menu
        self.source = source
        self.onClose = onClose
    }

    /// The user chooses the action titled `title` (in the menu or a submenu): the application's
    /// observers hear of it (M1), then the action's handler runs and the menu closes. Returns
    /// `false` (and does nothing) when the menu is closed or no enabled action has that title.
    @discardableResult
    public func simulateUserChoice(of title: String) -> Bool {
        guard isVisible, let (action, holder) = menu.action(titled: title), !action.isDisabled, let source else { return false }
        source.window?.application?.menuElementChosen(action, in: holder, from: source)
        action.perform()
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
    /// A menu opened from `source`; the interceptions hear of it (M1, A2).
    func menuDidOpen(from source: View) {
        for interception in observingInterceptions { interception.menuDidOpen(from: source) }
    }

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
