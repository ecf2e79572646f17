extension Interception {
    /// Whether events of `kind` are produced now: the global switch is on, the kind is not switched
    /// off, and neither is the family a built-in kind belongs to (U2).
    @_disfavoredOverload
    public func isEnabled(_ kind: InteractionKind) -> Bool {
        guard isCapturing, disabledKinds.isEmpty || !disabledKinds.contains(kind) else { return false }
        guard let family = kind.family else { return true }
        return isEnabled(family)
    }

    /// Turns one kind of event on or off at run time, a kind of the app's own included (U2): a
    /// switched-off kind reaches no tracker, whichever source produces it. Proxies check the switch
    /// before they describe an event, so a switched-off kind costs no description either.
    @_disfavoredOverload
    public func setEnabled(_ enabled: Bool, for kind: InteractionKind) {
        if enabled { disabledKinds.remove(kind) } else { disabledKinds.insert(kind) }
    }
}

extension InteractionKind {
    /// The family whose switch also governs a built-in kind; `nil` for the app's own kinds.
    var family: InteractionFamily? {
        switch self {
        case .rowSelected, .itemSelected: .lists
        case .tap, .longPress: .gestures
        case .controlAction: .controls
        case .pageEnter, .pageExit, .appStart, .appEnd: .pages
        case .exposure: .exposure
        case .rageTap, .deadTap: .signals
        default: nil
        }
    }
}
