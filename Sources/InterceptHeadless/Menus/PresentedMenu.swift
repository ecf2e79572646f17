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
    /// The context menu interaction that presented it (UIKit's sender for the choice).
    private weak var interaction: ContextMenuInteraction?

    init(menu: Menu, source: View, interaction: ContextMenuInteraction, onClose: @escaping @MainActor () -> Void = {}) {
        self.menu = menu
        self.source = source
        self.interaction = interaction
        self.onClose = onClose
        menu.provideDeferredElements()
    }

    /// The user chooses the action or command titled `title` (in the menu, a submenu or what a deferred
    /// element provided), then the menu closes. Returns `false` (and does nothing) when the menu is
    /// closed or no enabled action or command has that title.
    ///
    /// As UIKit: a choice is performed with the interaction that shows the menu as its sender
    /// (`-[UIContextMenuInteraction contextMenuPresentation:didSelectMenuLeaf:]` calls
    /// `performWithSender:target:`), a context menu's as a control's (its own interaction, B5),
    /// which tells nobody which menu held it (M1).
    @discardableResult
    public func simulateUserChoice(of title: String) -> Bool {
        guard isVisible, let leaf = menu.leaf(titled: title), (leaf as? MenuAction)?.isDisabled != true, let source else { return false }
        if let application = source.window?.application, let interaction {
            application.perform(leaf, sender: interaction)
        } else {
            (leaf as? MenuAction)?.perform()
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
