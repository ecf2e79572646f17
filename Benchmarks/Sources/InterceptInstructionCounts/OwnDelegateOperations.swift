import BenchmarkFixtures
import Intercept

/// An app's own delegate protocol, as written (D14), for `instruction-counts.sh`.
@MainActor
protocol CountsPlayerDelegate: AnyObject {
    func player(_ player: CountsPlayer, didPause item: Int)
}

/// Its proxy on the core's machinery, one line per method, as the macro generates it.
final class CountsPlayerDelegateProxy: DelegateProxy, CountsPlayerDelegate {
    @exclusivity(unchecked) weak var forwardee: (any CountsPlayerDelegate)?
    let context: DelegateProxyContext
    init(context: DelegateProxyContext) { self.context = context }
    var asDelegate: any CountsPlayerDelegate { self }
    func player(_ p: CountsPlayer, didPause item: Int) { forward { $0.player(p, didPause: item) } }
}

/// A host declaring its delegate in one line (D16), calling it through `$delegate.target`.
@MainActor
final class CountsPlayer {
    @Interceptable<CountsPlayerDelegateProxy> var delegate
    func pause(_ item: Int) { $delegate.target?.player(self, didPause: item) }
}

/// The same host written without Intercept at all: a `weak var delegate` called directly.
@MainActor
final class CountsBarePlayer {
    @exclusivity(unchecked) weak var delegate: (any CountsPlayerDelegate)?
    func pause(_ item: Int, host: CountsPlayer) { delegate?.player(host, didPause: item) }
}

/// The same protocol, nonisolated and `Sendable`, called on any thread (D17).
protocol CountsTransferDelegate: AnyObject, Sendable {
    func transfer(_ id: Int, didReceive bytes: Int)
}

/// Its proxy: the forwardee behind a lock, as the macro generates it.
nonisolated final class CountsTransferDelegateProxy: AnyThreadDelegateProxy, CountsTransferDelegate {
    private let forwardeeLock = DelegateProxyLock()
    @exclusivity(unchecked) private nonisolated(unsafe) weak var lockedForwardee: (any CountsTransferDelegate)?
    var forwardee: (any CountsTransferDelegate)? {
        get { forwardeeLock.withLock { lockedForwardee } }
        set { forwardeeLock.withLock { lockedForwardee = newValue } }
    }
    var forwardeeFromAnyThread: (any CountsTransferDelegate)? { forwardee }
    var delegateFromAnyThread: any CountsTransferDelegate { self }
    var contextFromAnyThread: DelegateProxyContext { context }
    let context: DelegateProxyContext
    init(context: DelegateProxyContext) { self.context = context }
    var asDelegate: any CountsTransferDelegate { self }
    func transfer(_ id: Int, didReceive bytes: Int) { forwardFromAnyThread { $0.transfer(id, didReceive: bytes) } }
}

@MainActor
final class CountsTransfer {
    @InterceptableFromAnyThread<CountsTransferDelegateProxy> var delegate
}

/// The app's delegates: they count.
final class CountsPlaylist: CountsPlayerDelegate {
    var paused = 0
    func player(_ player: CountsPlayer, didPause item: Int) { paused &+= item }
}

final class CountsTransferLog: CountsTransferDelegate, @unchecked Sendable {
    nonisolated(unsafe) var received = 0   // one thread calls it in this measurement
    func transfer(_ id: Int, didReceive bytes: Int) { received &+= bytes }
}

/// Own delegate protocols (D14-D17), for `instruction-counts.sh`: one call of an unmarked method
/// through the host's own dispatch (`$delegate.target`), on a one-line host.
///
/// - `own-bare`: a host with a plain `weak var delegate`, no Intercept at all;
/// - `own-plain`: the `@Interceptable` host, never intercepted;
/// - `own-forward`: the same host, intercepted: the call goes through the proxy;
/// - `own-anythread-plain` / `own-anythread-forward`: the same for a nonisolated `Sendable`
///   protocol (`@InterceptableFromAnyThread`), called from the main thread here (the work is the
///   same on any thread: two lock round trips and the weak loads).
///
/// Returns `nil` for other operations.
@MainActor
func ownDelegateOperation(_ name: String, interception: Interception) -> ((Int) -> Void)? {
    let playlist = CountsPlaylist()
    switch name {
    case "own-bare":
        let bare = CountsBarePlayer()
        let host = CountsPlayer()
        bare.delegate = playlist
        return { count in
            let bare = opaque(bare)
            for item in 0..<count { bare.pause(item, host: host) }
            consume(playlist.paused)
        }
    case "own-plain", "own-forward":
        let player = CountsPlayer()
        player.delegate = playlist
        if name == "own-forward" { _ = try! interception.intercept(player.$delegate)! }
        return { count in
            let player = opaque(player)
            for item in 0..<count { player.pause(item) }
            consume(playlist.paused)
        }
    case "own-anythread-plain", "own-anythread-forward":
        let transfer = CountsTransfer()
        let log = CountsTransferLog()
        transfer.delegate = log
        if name == "own-anythread-forward" { _ = try! interception.intercept(transfer.$delegate)! }
        let target = opaque(transfer.$delegate)
        return { count in
            for item in 0..<count { target.target?.transfer(item, didReceive: 1) }
            consume(log.received)
        }
    default:
        return nil
    }
}
