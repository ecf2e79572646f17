/// One Intercept hook on one method: how it is installed beside other hookers, what each call
/// runs next, and what uninstalling restores (F14). The platform reads and writes the method
/// through a ``MethodSlot``; every decision is here.
///
/// The platform creates the record first, makes its hook implementation capture it (on UIKit a
/// block made into an `IMP`), then installs that implementation through ``install(_:into:)``.
/// Calls of the hook ask ``implementationToContinue(inherited:)`` which implementation to call,
/// with the method's original selector, and ``isActive`` whether to do Intercept's work.
///
/// Thread safety: installing and uninstalling happen on the main thread. The replaced
/// implementation is written before the runtime publishes the hook (a call cannot reach the hook
/// before `install` put it in place) and never changes while the hook is in place (a hooker
/// racing the install gets the hook taken out, `replaced` rewritten, then put back), so calls on any thread read it
/// without a lock. ``isActive`` is read only by hooks running on the main thread (off it, hooks
/// do no work anyway, F5).
@_spi(Platform) public final class InstalledMethodHook<Implementation: Equatable>: @unchecked Sendable {
    /// The hook's own implementation, once installed.
    public private(set) var hook: Implementation?
    /// The implementation the hook replaced; `nil` until installed.
    public private(set) var replaced: ReplacedImplementation<Implementation>?
    /// Whether the hook does Intercept's work. `false` once uninstalled: a hook the runtime keeps
    /// in a chain (see ``MethodHookUninstallOutcome``) then only passes calls on.
    public private(set) var isActive = false

    public init() {}

    /// Installs `hook` as the method's implementation on the slot's class. A class that defines
    /// the method gets its implementation replaced (whatever it is: the app's, another hooker's,
    /// a forwarding entry point); a class that only inherits it gets `hook` as an added override,
    /// which calls the superclass's at each call. Nothing is installed when the method is missing.
    /// A record installs once: to hook the method again after ``uninstall(from:)``, use a new one.
    @MainActor @discardableResult
    public func install<Slot: MethodSlot>(_ hook: Implementation, into slot: Slot) -> MethodHookInstallOutcome
    where Slot.Implementation == Implementation {
        guard self.hook == nil else { return .alreadyInstalled }
        if let own = slot.ownImplementation {
            // `replaced` is final whenever the hook is in place: calls on other threads read it
            // without a lock. Another thread may have set the method between the read and the
            // write: then the hook is taken out again, and put back recording what was there.
            var recorded = own
            while true {
                replaced = .own(recorded)
                guard let actual = slot.replaceOwnImplementation(with: hook), actual != recorded else { break }
                _ = slot.replaceOwnImplementation(with: actual)
                recorded = actual
            }
        } else if slot.isImplemented {
            replaced = .inherited
            guard slot.addOwnImplementation(hook) else {
                // Someone added an own implementation meanwhile: replace that one instead.
                replaced = nil
                return install(hook, into: slot)
            }
        } else {
            return .methodMissing
        }
        self.hook = hook
        isActive = true
        return replaced == .inherited ? .addedOverride : .replacedOwn
    }

    /// The implementation a call of the hook runs next, with the method's original selector (never
    /// the selector the hook was called with: a forwarding-based hooker installed after Intercept
    /// calls the hook under its alias). For an added override, `inherited` looks up the
    /// superclass's implementation now.
    @inline(__always)
    public func implementationToContinue(inherited: () -> Implementation?) -> Implementation? {
        switch replaced {
        case .own(let implementation): implementation
        case .inherited: inherited()
        case nil: nil
        }
    }

    /// Stops the hook's work and takes it out of the method when that removes nobody else: only
    /// when the slot still runs Intercept's hook is the replaced implementation put back. See
    /// ``MethodHookUninstallOutcome`` for what each case leaves.
    @MainActor @discardableResult
    public func uninstall<Slot: MethodSlot>(from slot: Slot) -> MethodHookUninstallOutcome
    where Slot.Implementation == Implementation {
        guard isActive, let hook, let replaced else { return .notInstalled }
        isActive = false
        guard slot.ownImplementation == hook else { return .leftInLaterHookersChain }
        switch replaced {
        case .own(let implementation):
            // If a hooker slipped in between the read and the write, put it back: it called us.
            if let current = slot.replaceOwnImplementation(with: implementation), current != hook {
                _ = slot.replaceOwnImplementation(with: current)
                return .leftInLaterHookersChain
            }
            return .restored
        case .inherited:
            return .leftPassingThrough
        }
    }
}
