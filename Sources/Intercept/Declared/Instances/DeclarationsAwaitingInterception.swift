/// The declared screens and exposures that rendered while no interception was installed, waiting
/// for one (S1, S3, S12).
///
/// An app that installs its interception after a consent prompt, or in a `.task`, has its first
/// screens rendered without one: their modifiers declare nothing. SwiftUI has no reason to run
/// those modifiers' bodies again when the interception is installed (their inputs are equal, and
/// the installed interception is no environment value it can observe), so the screen on display
/// and every tab SwiftUI keeps alive would wait for the view to be re-created, and the rows on
/// display would get no impression until something renders them again. Each such instance
/// registers here, weakly; installing the interception (`UIKitHooks.install(for:)`, the headless
/// runtime's ``SwiftUIRuntime``) declares each one still alive with what it rendered last, which
/// replays what it heard meanwhile (its hosts, where it is, its last appearance). Screens and
/// exposures share one list, so they are declared in the order they rendered: a screen before
/// the rows inside it.
@MainActor
@_spi(Platform) public final class DeclarationsAwaitingInterception {
    /// The process's: the SwiftUI adapter's modifiers wait here for `UIKitHooks.install(for:)`.
    @_spi(Platform) public static let shared = DeclarationsAwaitingInterception()

    private struct Entry {
        weak var instance: (any AwaitingDeclaration)?
    }

    /// In the order the instances first rendered: outer screens before the screens inside them.
    private var entries: [Entry] = []

    /// An empty list (the headless runtime keeps one per modelled process).
    @_spi(Platform) public init() {}

    /// `instance` rendered with no interception.
    func add(_ instance: any AwaitingDeclaration) {
        entries.removeAll { $0.instance == nil }
        entries.append(Entry(instance: instance))
    }

    /// `interception` is installed: every instance still waiting declares what it rendered last in it.
    @_spi(Platform) public func interceptionWasInstalled(_ interception: Interception) {
        let waiting = entries.compactMap(\.instance)
        entries = []
        for instance in waiting { instance.declareAwaited(in: interception) }
    }
}

/// An instance that rendered with no interception and declares what it rendered last when one is
/// installed (``DeclarationsAwaitingInterception``).
@MainActor
protocol AwaitingDeclaration: AnyObject {
    /// `interception` was installed after this instance rendered with none.
    func declareAwaited(in interception: Interception)
}
