import Foundation
import Intercept
import InterceptTesting
import Testing

// The player, its delegate protocol and its proxy are GenericProxyTests' (D10).

/// The trap: the base declares the conformance and leaves `didFinish` to the default...
@MainActor
class BasePlaylist: PlayerDelegate {
    var finished: [Int] = []
    func player(_ player: Player, shouldPlay item: Int) -> Bool { true }
}

/// ...so this implementation is never called through the protocol.
@MainActor
final class TrappedPlaylist: BasePlaylist {
    func player(_ player: Player, didFinish item: Int) { finished.append(item) }
}

/// The safe form: the base implements every method it or a subclass needs, subclasses override.
@MainActor
class SafeBasePlaylist: PlayerDelegate {
    var finished: [Int] = []
    func player(_ player: Player, shouldPlay item: Int) -> Bool { true }
    func player(_ player: Player, didFinish item: Int) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
}

@MainActor
final class SafePlaylist: SafeBasePlaylist {
    override func player(_ player: Player, didFinish item: Int) { finished.append(item) }
}

@MainActor
@Suite("Own protocol trap")
struct OwnProtocolTrapTests {
    @Test("D10: a method only a subclass implements is never reached through the proxy, and requireReaches says so")
    func trapIsDetected() throws {
        let interception = Interception()
        let player = Player()
        let trapped = TrappedPlaylist()
        player.delegate = trapped
        try interception.intercept(player)
        #expect(player.play(1))
        #expect(trapped.finished.isEmpty, "the trap is Swift's, not the proxy's: the default answered")

        let failure = #expect(throws: ExpectationFailure.self) {
            try PlayerDelegateProxy.requireReaches(trapped, "player(_:didFinish:)") { try $0.player(player, didFinish: 2) }
        }
        #expect(failure?.message.contains("player(_:didFinish:) of TrappedPlaylist is not reached") == true)
        #expect(failure?.message.contains("Implement the method in that class") == true)

        let probes: [DelegateMethodProbe<any PlayerDelegate>] = [
            DelegateMethodProbe("player(_:shouldPlay:)") { _ = try $0.player(player, shouldPlay: 3) },
            DelegateMethodProbe("player(_:didFinish:)") { try $0.player(player, didFinish: 3) },
        ]
        let both = #expect(throws: ExpectationFailure.self) { try PlayerDelegateProxy.requireReaches(trapped, probes) }
        #expect(both?.message.hasPrefix("player(_:didFinish:) of TrappedPlaylist") == true, "only the unreached method is named")
    }

    @Test("D10: the safe recipe (the base implements, subclasses override) reaches the subclass, through the proxy too")
    func safeRecipeIsReached() throws {
        let interception = Interception()
        let player = Player()
        let safe = SafePlaylist()
        player.delegate = safe
        try interception.intercept(player)
        #expect(player.play(1))
        #expect(safe.finished == [1])

        try PlayerDelegateProxy.requireReaches(safe, "player(_:didFinish:)") { try $0.player(player, didFinish: 2) }
        let allowed = try PlayerDelegateProxy.requireReaches(safe, "player(_:shouldPlay:)") { try $0.player(player, shouldPlay: 3) }
        #expect(allowed && safe.finished == [1, 2])
    }
}
