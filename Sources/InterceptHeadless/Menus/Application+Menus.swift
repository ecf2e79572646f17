@_spi(Platform) import Intercept

extension Application {
    /// Performs `action` with `sender`, the counterpart of `-[UIAction performWithSender:target:]`,
    /// which sends nothing through the application. The UIKit adapter hooks it, and observers hear
    /// of it first, with the sender as UIKit's hook has it (M1): a bar button item
    /// performing its primary action (C5), a context menu interaction performing the user's
    /// choice, a control, or anything else.
    public func perform(_ action: MenuAction, sender: AnyObject?) {
        tellObservers(performing: action, sender: sender)
        action.perform()
    }

    /// Performs `command` with `sender`, the counterpart of `-[UICommand performWithSender:target:]`
    /// (B5): observers hear of it as of an action, then its action is sent to the responder that
    /// performs it, up the chain from the first responder, or from the menu's source view.
    public func perform(_ command: MenuCommand, sender: AnyObject?) {
        tellObservers(performing: command, sender: sender)
        let start = (Responder.firstResponder as? View).flatMap { $0.window?.application === self ? $0 : nil }
            ?? (sender as? ContextMenuInteraction)?.view
        _ = send(command.action, to: nil, from: start)
    }

    /// Performs an action or a command, whichever `leaf` is.
    func perform(_ leaf: MenuElement, sender: AnyObject?) {
        if let action = leaf as? MenuAction { perform(action, sender: sender) }
        if let command = leaf as? MenuCommand { perform(command, sender: sender) }
    }

    private func tellObservers(performing action: MenuElement, sender: AnyObject?) {
        let performer: MenuElementPerformer
        let dispatch = ControlActionDispatch(events: [], input: .none, isAssistiveTechnologyRunning: isAssistiveTechnologyRunning)
        switch sender {
        case let item as BarButtonItem:
            performer = .control(item, isItsPrimaryAction: item.primaryAction === action, dispatch: dispatch)
        case let control as Control:
            performer = .control(control, isItsPrimaryAction: false, dispatch: dispatch)
        case let interaction as ContextMenuInteraction:
            // The first responder of this application's windows (UIKit keeps one per app).
            performer = .contextMenu(
                source: interaction.view, location: interaction.pressLocationInWindow,
                firstResponder: { [weak self] in (Responder.firstResponder as? View).flatMap { $0.window?.application === self ? $0 : nil } },
                owner: Self.menuOwner(of: action, shownBy: interaction.view))
        default:
            performer = .other
        }
        let elementType = String(describing: type(of: action))
        for entry in eventObservers { entry.observer?.menuElementWillBePerformed(title: action.title, elementType: elementType, by: performer) }
    }

    /// The button or bar button item whose `menu` holds `action`, found by the public `menu`
    /// properties as on UIKit (B5): the control showing the menu, or the item the platform's bar
    /// control shows.
    private static func menuOwner(of action: MenuElement, shownBy view: View?) -> MenuOwner? {
        let owner: (control: any ControlHost, menu: Menu)?
        switch view {
        case let button as Button: owner = button.menu.map { (button, $0) }
        case let bar as _BarButtonItemView: owner = bar.item.flatMap { item in item.menu.map { (item, $0) } }
        default: owner = nil
        }
        guard let owner, let holder = MenuOwner.menu(holding: action, in: owner.menu, children: { $0.children }) else { return nil }
        return MenuOwner(control: owner.control, menuTitle: holder.title)
    }
}
