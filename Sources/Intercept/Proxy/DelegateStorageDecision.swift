/// What a host's own delegate storage must receive after an interception operation (F1).
///
/// UIKit keeps a list's delegate in one weak instance variable, written by its (original, unhooked)
/// `delegate` setter, and caches which optional methods the stored object implements when it is
/// assigned. When Intercept stands in front, that variable holds Intercept's proxy; otherwise the
/// business delegate (or another library's proxy). Every operation that changes what the host
/// must hold (a hooked assignment, install, uninstall, the explicit API, teardown) is decided here,
/// in the core, and the platform only applies the decision with its original setter
/// (``DelegateHost/storeDelegate(_:)`` via ``DelegateHost/apply(_:)``): the headless hosts and the
/// UIKit adapter apply the same decisions.
public struct DelegateStorageDecision<Delegate> {
    /// What the host's original setter receives: Intercept's proxy when it stands in front of a
    /// delegate, otherwise the business delegate, another library's proxy, or `nil`.
    public let value: Delegate?

    /// Whether the host must first be given `nil`, so that it asks the stored object again which
    /// optional methods it implements.
    ///
    /// UIKit caches those answers at assignment, and assigning the object it already holds need
    /// not ask again. Our proxy answers as its forwardee does (D2), so whenever the proxy is stored
    /// (it may already be, with another forwardee) the answers are refreshed (F3, D6); not when
    /// the same proxy is already stored for the same forwardee, interception and selection policy,
    /// whose answers cannot have changed (F3).
    public let refreshesCachedAnswers: Bool

    /// Creates a decision.
    init(value: Delegate?, refreshesCachedAnswers: Bool) {
        self.value = value
        self.refreshesCachedAnswers = refreshesCachedAnswers
    }
}

extension DelegateHost {
    /// Applies a decision with the host's original setter: `nil` first when the cached answers
    /// must be refreshed, then the decided value.
    public func apply(_ decision: DelegateStorageDecision<DelegateProxyType.Delegate>) {
        if decision.refreshesCachedAnswers { storeDelegate(nil) }
        storeDelegate(decision.value)
    }
}
