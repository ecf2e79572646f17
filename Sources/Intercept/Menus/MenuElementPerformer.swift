/// What performs a menu element (a `UIAction` or a `UICommand`) the platform runs from its own
/// interface, as the platform has it (M1, B5, F16): UIKit performs every such element with
/// `-[UIMenuLeaf performWithSender:target:]`, and its sender tells who asked. The platform only
/// translates the sender; `Interception.menuElementWillBePerformed(title:elementType:by:)`
/// decides.
@_spi(Platform) public enum MenuElementPerformer {
    /// A control or bar button item performs an action of its own: `isItsPrimaryAction` when the
    /// action is the sender's primary action (a `UIBarButtonItem(primaryAction:)`, which UIKit's
    /// `-[UIBarButtonItem _triggerActionForEvent:]` performs with the item as the sender);
    /// `dispatch` is what the platform has for it, as for a sent action (no events, no input event,
    /// whether an assistive technology is running).
    case control(any ControlHost, isItsPrimaryAction: Bool, dispatch: ControlActionDispatch)
    /// A context menu interaction (`UIContextMenuInteraction`, UIKit's sender for a context
    /// menu's choice, `-[UIContextMenuInteraction contextMenuPresentation:didSelectMenuLeaf:]`)
    /// added to `source` (a view with the app's interaction, a list whose delegate gives row or
    /// item menus, or a control showing its own menu); `source` is `nil` when the interaction is
    /// no longer on a view. `location` is where the press that opened the menu was, in the
    /// window's coordinates (`UIContextMenuInteraction.location(in: nil)`), `nil` when unknown: in
    /// a list, it tells the row. `firstResponder` reads the platform's first responder, asked only
    /// when everything else says the choice is reported. `owner` is the control or bar button
    /// item whose own `menu` holds the element (B5), `nil` when none does.
    case contextMenu(
        source: (any ViewNode)?, location: Point?, firstResponder: @MainActor () -> (any ViewNode)?, owner: MenuOwner? = nil)
    /// Anything else: no sender (UIKit's back button, a text view's link), the edit menu's
    /// (`UIEditMenuInteraction`, `UIMenuController`), or an object the platform does not know.
    case other
}
