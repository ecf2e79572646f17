@_spi(Platform) import Intercept

/// Where a proxy forwards a call when its business delegate is gone (F3,
/// `UntrackedCallTarget.absorber`): it implements every delegate method by answering
/// `DelegateMethodNotImplemented`, so the host does what it does when it messages a
/// `nil` delegate (its own default), and the call is never an "unrecognized selector".
@MainActor
public final class DelegateCallAbsorber: TableViewDelegate, CollectionViewDelegate {
    /// The one absorber; it holds no state.
    public static let shared = DelegateCallAbsorber()

    private init() {}
}
