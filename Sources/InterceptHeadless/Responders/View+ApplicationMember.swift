@_spi(Platform) import Intercept

/// Interceptions remembered by a view tree that is not in an application yet, held weakly.
@MainActor
private final class PendingInterceptions {
    static let key = "Intercept.pendingInterceptions"

    private struct Entry {
        weak var interception: Interception?
    }

    private var entries: [Entry] = []

    var live: [Interception] { entries.compactMap(\.interception) }

    func add(_ interception: Interception) {
        entries.removeAll { $0.interception == nil }
        guard !entries.contains(where: { $0.interception === interception }) else { return }
        entries.append(Entry(interception: interception))
    }
}

extension View: ApplicationMember {
    /// Registers `interception` with the application of the view's window
    /// (``Application/addObserver(_:)``). A view that is not in an application yet remembers it at
    /// the root of its tree, and registers it when that tree joins an application's window, so the
    /// order of setup steps does not matter.
    public func interceptionDidInstall(_ interception: Interception) {
        if let application = window?.application {
            application.addObserver(interception)
            return
        }
        var root = self
        while let parent = root.superview { root = parent }
        let pending = root.associatedObject(forKey: PendingInterceptions.key) as? PendingInterceptions ?? {
            let created = PendingInterceptions()
            root.setAssociatedObject(created, forKey: PendingInterceptions.key)
            return created
        }()
        pending.add(interception)
    }

    /// The view was put in a new place (a superview, or an application as a window): registers
    /// the interceptions its tree remembers, or hands them to the root of the tree it joined.
    func passOnPendingInterceptions() {
        guard let pending = associatedObject(forKey: PendingInterceptions.key) as? PendingInterceptions else { return }
        setAssociatedObject(nil, forKey: PendingInterceptions.key)
        for interception in pending.live { interceptionDidInstall(interception) }
    }
}

extension GestureRecognizer: ApplicationMember {
    /// Registers `interception` through the recognizer's view (``View/interceptionDidInstall(_:)``);
    /// a recognizer without a view does it when it is attached to one.
    public func interceptionDidInstall(_ interception: Interception) {
        view?.interceptionDidInstall(interception)
    }
}
