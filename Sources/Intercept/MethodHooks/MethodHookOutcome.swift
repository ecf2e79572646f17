/// What installing a method hook did (F14).
@_spi(Platform) public enum MethodHookInstallOutcome: Equatable, Sendable {
    /// The hook replaced the class's own implementation.
    case replacedOwn
    /// The class only inherited the method: the hook was added as the class's override.
    case addedOverride
    /// No class in the chain implements the method: nothing was installed.
    case methodMissing
    /// This record installed a hook already (records are used once): nothing changed.
    case alreadyInstalled
}

/// What uninstalling a method hook did (F14).
@_spi(Platform) public enum MethodHookUninstallOutcome: Equatable, Sendable {
    /// The hook was in place and the implementation it replaced is back, exactly.
    case restored
    /// The hook was an added override. The runtime cannot remove a method, so the override stays
    /// and only calls the superclass's implementation, looked up at each call: what inheriting it
    /// does.
    case leftPassingThrough
    /// Another hooker installed after Intercept and calls Intercept's hook as the implementation
    /// it replaced. Restoring would silently remove that hooker, so the method is left as it is:
    /// Intercept's hook stays in the other hooker's chain and only calls what it replaced.
    case leftInLaterHookersChain
    /// The hook was never installed (or already uninstalled): nothing changed.
    case notInstalled
}
