/// One declaration applied to several views, or made again in one update, is one visit (S9).
///
/// SwiftUI applies a modifier on a `Group` to each of its members (Apple's `Group`
/// documentation), and a `Group` wrapping `if loaded { … } else { … }` makes a new modifier
/// instance, with its own state, whenever the branch changes. Each instance declares its own
/// screen, so `Group { Header(); List { … } }.interceptScreen("Home")` would be two concurrent
/// Home visits, and the placeholder giving way to the loaded content an exit of 0 seconds and a
/// second entry. Both are ordinary app code, not a platform surprise, so the outcome is a rule,
/// not a counted assumption: a screen that begins while a visit of the same declaration is open
/// (or ends in the same settle) takes part in that visit, with no `pageExit` and no `pageEnter`.
///
/// The same declaration is the same name, the same enclosing declared screen, the same window and
/// the same nearest host (so a pushed or presented screen of the same name, in its own hosting
/// controller, is its own visit), and what it declares continues the visit by the S9 rule: an
/// equal `visit:` identity or, with none, no title or property going from one value to another.
/// The visit ends when the last instance taking part in it ends.
extension VisitLedger {
    /// Whether `candidate` and `screen` are instances of one declaration in one place.
    private func sharesDeclaration(_ candidate: DeclaredScreen, _ screen: DeclaredScreen) -> Bool {
        candidate !== screen && candidate.name == screen.name && candidate.parent === screen.parent
            && candidate.visitWindowID == screen.windowID && candidate.hostID == screen.hostID
            && candidate.visitIdentity.admits(screen.visitIdentity)
    }

    /// Turns the visits that end (innermost first) and begin (outermost first) in one settle into
    /// changes: a screen joining or leaving a visit another instance carries changes no page; a
    /// carrier that ends while others take part hands its open page over to one of them.
    func shareVisits(ends: [DeclaredScreen], begins: [DeclaredScreen]) -> [Change] {
        let ending = Set(ends.map(ObjectIdentifier.init))
        let restarting = ending.intersection(begins.map(ObjectIdentifier.init))
        var leftFor: [ObjectIdentifier: DeclaredScreen] = [:]
        var joined: [ObjectIdentifier: DeclaredScreen] = [:]
        // Instances that end leave the visit they took part in.
        for screen in ends {
            guard let carrier = screen.visitCarrier else { continue }
            carrier.visitMembers.removeAll { $0.screen.map { $0 === screen } ?? true }
            screen.visitCarrier = nil
            leftFor[ObjectIdentifier(screen)] = carrier
        }
        // Instances that begin take part in an open visit of their declaration, if there is one.
        openVisits.removeAll { $0.screen == nil }
        let open = openVisits.compactMap(\.screen).filter { !restarting.contains(ObjectIdentifier($0)) }
        var carriersBegun: [DeclaredScreen] = []
        for screen in begins {
            screen.visitWindowID = screen.windowID
            if let carrier = (open + carriersBegun).first(where: { sharesDeclaration($0, screen) }) {
                carrier.visitMembers.append(DeclaredScreen.WeakScreen(screen: screen))
                screen.visitCarrier = carrier
                joined[ObjectIdentifier(screen)] = carrier
            } else {
                carriersBegun.append(screen)
            }
        }
        // Carriers that end hand their visit over to an instance still taking part.
        for screen in ends where leftFor[ObjectIdentifier(screen)] == nil {
            let members = screen.visitMembers.compactMap(\.screen)
            screen.visitMembers = []
            openVisits.removeAll { $0.screen.map { $0 === screen } ?? true }
            guard let heir = members.first else { continue }
            heir.visitCarrier = nil
            var identity = screen.visitIdentity
            identity.merge(heir.visitIdentity)
            heir.visitIdentity = identity
            heir.visitMembers = members.dropFirst().map { DeclaredScreen.WeakScreen(screen: $0) }
            for member in members.dropFirst() { member.visitCarrier = heir }
            openVisits.append(DeclaredScreen.WeakScreen(screen: heir))
            leftFor[ObjectIdentifier(screen)] = heir
        }
        openVisits += carriersBegun.map { DeclaredScreen.WeakScreen(screen: $0) }
        return ends.map { Change(screen: $0, begins: false, sharedWith: leftFor[ObjectIdentifier($0)]) }
            + begins.map { Change(screen: $0, begins: true, sharedWith: joined[ObjectIdentifier($0)]) }
    }
}
