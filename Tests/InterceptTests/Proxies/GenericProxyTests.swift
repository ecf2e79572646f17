import Foundation
import Intercept
import Testing

/// D10: an app's own delegate protocol gets the same guarantees from the same machinery.

@MainActor
protocol PlayerDelegate: AnyObject {
    func player(_ player: Player, shouldPlay item: Int) throws(DelegateMethodNotImplemented) -> Bool
    func player(_ player: Player, didFinish item: Int) throws(DelegateMethodNotImplemented)
}

extension PlayerDelegate {
    func player(_ player: Player, shouldPlay item: Int) throws(DelegateMethodNotImplemented) -> Bool {
        throw DelegateMethodNotImplemented()
    }
    func player(_ player: Player, didFinish item: Int) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
}

/// The app's host: a player that asks its delegate before playing. It stores one delegate (the
/// proxy while intercepted), lets the slot decide what to store, and reports the business delegate.
@MainActor
final class Player: DelegateHost {
    let delegateSlot = DelegateSlot<PlayerDelegateProxy>()
    private weak var storedDelegate: (any PlayerDelegate)?
    var delegate: (any PlayerDelegate)? {
        get { DelegateSlot<PlayerDelegateProxy>.delegateToReport(stored: storedDelegate) }
        set { apply(delegateSlot.assign(newValue)) }
    }
    func storeDelegate(_ value: (any PlayerDelegate)?) { storedDelegate = value }

    /// Plays an item if the delegate allows (true when it does not say).
    func play(_ item: Int) -> Bool {
        guard (try? storedDelegate?.player(self, shouldPlay: item)) ?? true else { return false }
        try? storedDelegate?.player(self, didFinish: item)
        return true
    }
}

/// The app's proxy, built on Intercept's machinery.
@MainActor
final class PlayerDelegateProxy: DelegateProxy, PlayerDelegate {
    weak var forwardee: (any PlayerDelegate)?
    let context: DelegateProxyContext
    var asDelegate: any PlayerDelegate { self }
    init(context: DelegateProxyContext) { self.context = context }

    func player(_ player: Player, shouldPlay item: Int) throws(DelegateMethodNotImplemented) -> Bool {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.player(player, shouldPlay: item) }
    }
    func player(_ player: Player, didFinish item: Int) throws(DelegateMethodNotImplemented) {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.player(player, didFinish: item) }
    }
}

@MainActor
final class PlaylistDelegate: PlayerDelegate {
    var finished: [Int] = []
    let allowed: Set<Int>
    init(allowed: Set<Int>) { self.allowed = allowed }
    func player(_ player: Player, shouldPlay item: Int) -> Bool { allowed.contains(item) }
    func player(_ player: Player, didFinish item: Int) { finished.append(item) }
}

@MainActor
@Suite("Generic proxies")
struct GenericProxyTests {
    @Test("D10: an app's own delegate protocol gets forwarding, parity, weak holding, one proxy, retarget, uninstall and hiding")
    func customProtocol() throws {
        let interception = Interception()
        let player = Player()
        weak var releasedDelegate: PlaylistDelegate?
        do {
            let playlist = PlaylistDelegate(allowed: [1, 2])
            releasedDelegate = playlist
            player.delegate = playlist
            let proxy = try #require(try interception.intercept(player))
            #expect(try interception.intercept(player) === proxy)       // D5
            #expect(player.delegate === playlist)                       // D11
            #expect(player.play(1) && !player.play(3))                  // D1
            #expect(playlist.finished == [1])

            let other = PlaylistDelegate(allowed: [3])
            player.delegate = other                                      // D6
            #expect(player.delegateSlot.proxy === proxy && proxy.forwardee === other)
            #expect(player.play(3) && other.finished == [3])
            player.delegate = playlist

            interception.removeInterception(from: player)               // D9
            #expect(player.delegate === playlist && player.delegateSlot.frontProxy == nil)
            try interception.intercept(player)
        }
        #expect(releasedDelegate == nil)                                 // D4
        #expect(player.play(7), "with the delegate gone the player falls back to its default")  // D2, D12
    }
}
