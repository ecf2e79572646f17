extension Interception {
    /// The platform is about to perform the menu element titled `title` (of type `elementType`,
    /// `UIAction` on UIKit) for `performer` (M1). Reported, once, when it is:
    ///
    /// - a standard bar button item's primary action: the item's `controlAction`, with its title
    ///   (F7, C5), as ``controlDidSendAction(from:_:)`` reports an item's target-action;
    /// - a choice from a context menu added to one of the app's views, or a list's row or item
    ///   menu: ``menuElementChosen(title:elementType:menuTitle:from:)`` from the menu's source view.
    ///   The platform does not say which menu the element is in: the event has no menu title.
    ///
    /// Never reported: a control's own actions and menus (its `sendAction` reports the first,
    /// `ControlMenuTracking`, opt-in, the second: reporting them here too would report them twice);
    /// a context menu whose source is the platform's interface (F15), the platform's private view
    /// (a web view's content), a text input or a view inside one, or any menu chosen while a text
    /// input is first responder: its edit menu's Copy, Paste and Look Up, which may carry or
    /// offer what was typed (H8); the platform's performs without a sender it knows.
    public func menuElementWillBePerformed(title: String, elementType: String, by performer: MenuElementPerformer) {
        switch performer {
        case .control(let control, let isItsPrimaryAction, let dispatch):
            // A control's primary action passes its `sendAction(_: UIAction)`; only an item that
            // sends without a touch of its own (a standard bar button item) has no other report.
            guard isItsPrimaryAction, control.sendsActionsWithoutTouch else { return }
            controlDidSendAction(from: control, dispatch)
        case .contextMenu(let source, let location, let firstResponder):
            guard let source, !(source is any ControlHost), Self.tracksMenu(from: source),
                !configuration.elementRules.systemInterface.isPrivatePlatformClass(type(of: source))
            else { return }
            if let responder = firstResponder(), responder.userEntryKind == .textInput { return }
            menuElementChosen(title: title, elementType: elementType, menuTitle: nil, from: Self.menuSource(source, at: location))
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
