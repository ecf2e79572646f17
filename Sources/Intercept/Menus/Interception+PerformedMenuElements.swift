extension Interception {
    /// The platform is about to perform the menu element titled `title` (of type `elementType`:
    /// `UIAction` or `UICommand` on UIKit) for `performer` (M1, B5). Reported, once, when it
    /// is:
    ///
    /// - a standard bar button item's primary action: the item's `controlAction`, with its title
    ///   (F7, C5), as `controlDidSendAction(from:_:)` reports an item's target-action;
    /// - a choice from a context menu added to one of the app's views, or a list's row or item
    ///   menu: `menuElementChosen(title:elementType:menuTitle:from:)` from the menu's source view.
    ///   The platform does not say which menu the element is in: the event has no menu title;
    /// - a choice from a control's own menu (a button's `menu`, pull-down and pop-up buttons) or a
    ///   bar button item's menu, shown by the control's own context menu interaction: from the
    ///   control, or from the view showing the item, with the title of the menu holding the element
    ///   when the owner's `menu` holds it (``MenuOwner``). Elements a deferred element provided are
    ///   reported the same way, without a menu title.
    ///
    /// Each choice is performed once, so it is reported once; the `menuActionTriggered`
    /// target-action a control sends as its menu opens is not reported
    /// (``ControlActionPolicy/reportedEvents``). Never reported: a control's own actions (its
    /// `sendAction` reports them); a context menu whose source is the platform's interface (F15) or
    /// the platform's private view (a web view's content) unless an app's bar button item owns the
    /// menu, a text input or a view inside one, or any menu chosen while a text input is first
    /// responder: its edit menu's Copy, Paste and Look Up, which may carry or offer what was typed
    /// (H8); the platform's performs without a sender it knows (the edit menu's).
    @_spi(Platform) public func menuElementWillBePerformed(title: String, elementType: String, by performer: MenuElementPerformer) {
        switch performer {
        case .control(let control, let isItsPrimaryAction, let dispatch):
            // A control's primary action passes its `sendAction(_: UIAction)`; only an item that
            // sends without a touch of its own (a standard bar button item) has no other report.
            guard isItsPrimaryAction, control.sendsActionsWithoutTouch else { return }
            controlDidSendAction(from: control, dispatch)
        case .contextMenu(let source, let location, let firstResponder, let owner):
            guard let source, Self.tracksMenu(from: source) else { return }
            // The platform's own view's menu (F15), unless the app's bar button item owns it: the
            // platform's private control shows the item.
            if owner == nil, configuration.elementRules.systemInterface.isPrivatePlatformClass(type(of: source)) { return }
            if let responder = firstResponder(), responder.userEntryKind == .textInput { return }
            let from = owner?.control.controlElementNode ?? Self.menuSource(source, at: location)
            menuElementChosen(title: title, elementType: elementType, menuTitle: owner?.menuTitle, from: from)
        case .other:
            return
        }
    }

    /// The view a context menu's choice is from: for a list's own menu (a row's or an item's,
    /// `contextMenuConfigurationForRowAt`), the row or item that was pressed, the topmost of the
    /// list's children at `location`; otherwise the view the interaction is on.
    static func menuSource(_ source: any ViewNode, at location: Point?) -> any ViewNode {
        guard source is any ListHost, let location else { return source }
        return source.childNodes.last { TouchLocation.contains(location, in: $0, margin: 0) } ?? source
    }
}
