extension Interception {
    /// A menu opened from `source` (a context menu's long press, a button's menu): nothing is
    /// reported (M1), but the touch that opened it was handled, so it is not a dead tap (A2).
    func menuDidOpen(from source: any ViewNode) {
        noteTouchHandled()
    }

    /// The user chose a menu element (M1): one event of the control-action family, whose element
    /// is the chosen item (type `elementType`, content its title, at the path of the menu's source
    /// view), with the menu's title and source path in ``InteractionEvent/menu``.
    ///
    /// Chosen during a touch, it is that touch's event (U1); dismissing a menu without choosing
    /// calls nothing and reports nothing. Not reported while controls are switched off (U2), when
    /// the source view is ignored (E7), or when it is a text input (`tracksMenu(from:)`); a
    /// private source view (E8) gives no title. The menu's title is sent only where
    /// ``ElementTrackingRules/displayedText`` opts in for the source view or its screen (N3).
    ///
    /// - Parameters:
    ///   - title: The chosen element's title.
    ///   - elementType: The chosen element's type name (`UIAction` on UIKit, `MenuAction` here).
    ///   - menuTitle: The title of the menu the element is in; `nil` or empty when it has none.
    ///   - source: The view the menu was opened from.
    @_spi(Platform) public func menuElementChosen(title: String, elementType: String, menuTitle: String?, from source: any ViewNode) {
        noteTouchHandled()
        let describer = elementDescriber
        guard isEnabled(.controls), Self.tracksMenu(from: source), var capture = describer.captureInteraction(with: source) else { return }
        // Titles leave like any content: withheld inside a private subtree (H4), screened for
        // sensitive text (H5); the event's caps (H3) bound them. The menu's source path is the
        // element's path, written when the event is described.
        let isPrivate = describer.isContentWithheld(for: source) || capture.isKey
        capture.type = elementType
        capture.content = isPrivate ? .none : .screened(title)
        capture.trackingID = nil
        var event = pendingEvent(
            InteractionEvent(
                kind: .controlAction, timestamp: now, touch: touchLocation(relativeTo: source), menu: MenuProperties(title: nil, sourcePath: "")),
            about: capture)
        // A menu's title is not the chosen element's own words (it often names the data the menu
        // acts on, a contact's name): only where displayed text is opted in (N3).
        let showsMenuTitle = !isPrivate && describer.allowsDisplayedText(of: source, screen: capture.screen?.name)
        event.menuTitle = showsMenuTitle ? MenuProperties.reportedTitle(menuTitle) : nil
        offer(event, from: .control)
    }

    /// Whether a menu opened from `source` is tracked, so whether a platform wraps its actions:
    /// never a text input's (a field's edit menu, a custom code input's), whose titles can carry
    /// what was typed or offer to paste it (H8).
    @_spi(Platform) public static func tracksMenu(from source: any ViewNode) -> Bool {
        source.userEntryKind != .textInput
    }
}
