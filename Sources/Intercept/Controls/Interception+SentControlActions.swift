extension Interception {
    /// The application is about to send a control's action: it is described now, before any
    /// target runs (F10), and what it leads to (its event, the touch it handled) waits for
    /// `controlAction(_:wasPerformed:)` (C1).
    @_spi(Platform) public func controlWillSendAction(from control: any ControlHost, _ dispatch: ControlActionDispatch) -> SentControlAction? {
        let sent = controlActionSends.beginDescribing()
        defer { controlActionSends.finishDescribing() }
        controlDidSendAction(from: control, dispatch)
        return sent
    }

    /// The send `sent` is over: when a target performed it, its event is offered and its touch
    /// counts as handled (A2); when nothing did (a `nil`-targeted action no responder implements),
    /// nothing ran, and nothing is reported.
    @_spi(Platform) public func controlAction(_ sent: SentControlAction, wasPerformed performed: Bool) {
        let work = controlActionSends.finish(sent)
        guard performed else { return }
        for step in work { step(self) }
    }

    /// Does `work` now, or, while a send is being described, once it was performed.
    func whenPerformed(_ work: @escaping @MainActor (Interception) -> Void) {
        if !controlActionSends.keep(work) { work(self) }
    }

    /// Whether `control` is the platform's private control sending to the platform's own object
    /// (`_UIButtonBarButton` to `_UIButtonBarTargetAction`, C5): both classes are the
    /// platform's private code (``SystemInterfacePolicy/isPrivatePlatformClass(_:)``).
    func isPlatformHop(from control: any ControlHost, _ dispatch: ControlActionDispatch) -> Bool {
        let policy = configuration.elementRules.systemInterface
        guard let target = dispatch.targetType, policy.isPrivatePlatformClass(target) else { return false }
        return policy.isPrivatePlatformClass(type(of: control))
    }

    /// The hop of ``ControlActionPolicy/appActionHops`` that `control`'s send is, when it performs
    /// an app's action (a swipe action's button sending `_tappedButton:` to its pull view, M1):
    /// both classes by their declared names, loaded from a system image, and one of the hop's events.
    func appActionHop(from control: any ControlHost, _ dispatch: ControlActionDispatch) -> AppActionHop? {
        let hops = configuration.controlActions.appActionHops
        guard !hops.isEmpty, let target = dispatch.targetType,
            let targetName = SystemInterfacePolicy.systemImageClassName(of: target),
            let controlName = SystemInterfacePolicy.systemImageClassName(of: type(of: control))
        else { return nil }
        return hops.first { hop in
            hop.controlTypeName == controlName && hop.targetTypeName == targetName && !hop.events.isDisjoint(with: dispatch.events)
        }
    }
}
