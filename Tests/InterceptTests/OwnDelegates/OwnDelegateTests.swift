import Foundation
@_spi(Platform) import Intercept
import InterceptTesting
import Testing

/// D14, D16 and the one emit path, on an app's own protocol written as apps write them.
@MainActor
@Suite("Own delegate protocols")
struct OwnDelegateTests {
    let recorder = RecordingTracker()
    let interception: Interception

    init() {
        interception = Interception(trackers: [recorder])
    }

    func kinds() async -> [String] {
        await interception.flush()
        return recorder.events.map(\.kind.rawValue)
    }

    @Test("D14: the protocol as written: answers, defaults, async methods and properties are forwarded unchanged")
    func protocolAsWritten() async throws {
        let player = MediaPlayer()
        let playlist = Playlist(allowed: [1])
        player.delegate = playlist
        let proxy = try #require(try interception.intercept(player.$delegate))

        #expect(player.play(1) && !player.play(2))
        #expect(playlist.calls == ["shouldPlay 1", "didPause 1", "didFinish 1 Song 1", "shouldPlay 2"])
        #expect(player.artwork(1) == "default-artwork", "the protocol's default answers through the proxy, as without it")
        #expect(await player.load() == 42)
        proxy.volume = 0.8
        #expect(playlist.volume == 0.8 && proxy.volume == 0.8)
        // App code elsewhere calls its delegate as it always did: no try, no proxy.
        #expect(player.delegate?.player(player, shouldPlay: 1) == true)
        #expect(player.delegate === playlist)
    }

    @Test("D16: one declaration gives one proxy per host, unwrapping, N hosts N proxies, and the explicit API (D5, F2)")
    func oneProxyPerHost() throws {
        let first = MediaPlayer()
        let second = MediaPlayer()
        let playlist = Playlist()
        first.delegate = playlist
        second.delegate = playlist
        let proxy = try #require(try interception.intercept(first.$delegate))
        #expect(try interception.intercept(first.$delegate) === proxy)
        let other = try #require(try interception.intercept(second.$delegate))
        #expect(other !== proxy && other.context.hostIdentity != proxy.context.hostIdentity)

        let third = MediaPlayer()
        third.delegate = proxy                                   // a proxy assigned is unwrapped
        #expect(third.delegate === playlist && third.$delegate.target === playlist)

        let fourth = MediaPlayer()
        try interception.setDelegate(playlist, on: fourth.$delegate)   // F2: no hooks needed
        #expect(fourth.$delegate.target === fourth.$delegate.delegateSlot.proxy && fourth.delegate === playlist)
    }

    @Test("D16: re-target keeps the proxy, nil leaves no delegate behavior, uninstall restores (D6, D9, D11, F1)")
    func retargetAndUninstall() throws {
        let player = MediaPlayer()
        let playlist = Playlist(allowed: [1])
        player.delegate = playlist
        let proxy = try #require(try interception.intercept(player.$delegate))
        #expect(player.$delegate.target === proxy && player.delegate === playlist)   // D11, F1

        let other = Playlist(allowed: [2])
        player.delegate = other
        #expect(player.$delegate.delegateSlot.proxy === proxy && proxy.forwardee === other)
        #expect(player.play(2) && other.calls.count == 3 && playlist.calls.isEmpty)

        player.delegate = nil
        #expect(player.$delegate.target == nil && player.delegate == nil && player.play(9))
        player.delegate = other
        #expect(player.$delegate.target === proxy)

        interception.removeInterception(from: player.$delegate)
        #expect(player.$delegate.target === other && player.delegate === other)   // D9: called directly again
    }

    @Test("D16: the business delegate is never retained, and once released behaves exactly as nil (D4, D12)")
    func releasedDelegateIsNil() async throws {
        let player = MediaPlayer()
        weak var released: Playlist?
        do {
            let playlist = Playlist(allowed: [])
            released = playlist
            player.delegate = playlist
            try interception.intercept(player.$delegate)
            #expect(!player.play(1))
        }
        #expect(released == nil)
        #expect(player.$delegate.target == nil && player.delegate == nil)
        #expect(player.play(1), "the host's own default, as with no delegate")
        #expect(player.artwork(1) == "host-artwork")
        #expect(await player.load() == -1)
        #expect(await kinds().isEmpty)
    }

    @Test("D12: a delegate released during its own call finishes the call; later calls are absorbed")
    func releaseDuringCall() async throws {
        final class SelfReleasing: Playlist {
            var owner: MediaPlayer?
            override func player(_ player: MediaPlayer, didPause item: Int) {
                super.player(player, didPause: item)
                owner?.delegate = nil
                keeper = nil
            }
        }
        let player = MediaPlayer()
        weak var released: SelfReleasing?
        do {
            let delegate = SelfReleasing()
            delegate.owner = player
            keeper = delegate
            released = delegate
            player.delegate = delegate
            try interception.intercept(player.$delegate)
        }
        #expect(player.play(1))
        #expect(released == nil && player.play(2))
        #expect(await kinds().isEmpty, "didFinish came after the release: no delegate, no event")
    }

    @Test("D7: a subclass override gives one call and one event")
    func subclassOverride() async throws {
        final class Subclassed: Playlist {
            override func player(_ player: MediaPlayer, didFinish item: Int, title: String) {
                super.player(player, didFinish: item, title: title)
                super.player(player, didFinish: item, title: title)
            }
        }
        let player = MediaPlayer()
        let delegate = Subclassed()
        player.delegate = delegate
        try interception.intercept(player.$delegate)
        player.play(1)
        #expect(delegate.calls.filter { $0.hasPrefix("didFinish") }.count == 2)
        #expect(await kinds() == ["playerFinished"])
    }

    @Test("D8: another library's proxy in front of ours: one call, one event")
    func foreignProxy() async throws {
        let player = MediaPlayer()
        let playlist = Playlist()
        player.delegate = playlist
        let proxy = try #require(try interception.intercept(player.$delegate))
        let foreign = ForeignPlayerProxy(next: proxy)
        player.delegate = foreign                                   // the other library wraps ours
        #expect(player.$delegate.target === foreign)
        player.play(1)
        #expect(playlist.calls == ["shouldPlay 1", "didPause 1", "didFinish 1 Song 1"])
        #expect(await kinds() == ["playerFinished"])
        #expect(interception.coexistenceReport(methodHooks: [], isOpaqueForwarder: { _ in false }).conflicts.isEmpty)
    }

    @Test("Events: a marked method emits its kind with properties from its arguments, through the one emit path")
    func markedMethodEmits() async throws {
        let player = MediaPlayer()
        let playlist = Playlist()
        player.delegate = playlist
        try interception.intercept(player.$delegate)
        player.play(3)
        await interception.flush()
        let event = try #require(recorder.events.first)
        #expect(recorder.events.count == 1 && event.kind == "playerFinished")
        #expect(event.customProperties == ["item": .integer(3)])
        #expect(event.host?.typeName == "MediaPlayer")
    }

    @Test("U2: no event while the global switch or the custom kind is off, none after detach; forwarding goes on")
    func switchesAndDetach() async throws {
        let player = MediaPlayer()
        let playlist = Playlist()
        player.delegate = playlist
        let proxy = try #require(try interception.intercept(player.$delegate))
        interception.isEnabled = false
        player.play(1)
        interception.isEnabled = true
        interception.setEnabled(false, for: "playerFinished")
        #expect(!interception.isEnabled(InteractionKind("playerFinished")))
        player.play(2)
        interception.setEnabled(true, for: "playerFinished")
        player.play(3)
        interception.removeInterception(from: player.$delegate)
        proxy.player(player, didFinish: 4, title: "held by someone else")   // detached: forwards silently
        #expect(playlist.calls.filter { $0.hasPrefix("didFinish") }.count == 4)
        await interception.flush()
        #expect(recorder.events.map(\.customProperties) == [["item": .integer(3)]])
    }

    @Test("Q1: the coexistence report names an own host by its type and kind, not as a list")
    func coexistenceLabel() throws {
        let player = MediaPlayer()
        player.delegate = Playlist()
        try interception.intercept(player.$delegate)
        let report = interception.coexistenceReport(methodHooks: [], isOpaqueForwarder: { _ in false })
        let host = try #require(report.hosts.first)
        #expect(host.kind == .delegateHost && host.type == "MediaPlayer")
        #expect(report.description.contains("delegateHost MediaPlayer#1: intercepted"))
        #expect(!report.description.contains("list "))
    }
}

/// Keeps a delegate alive until it releases itself.
@MainActor private var keeper: Playlist?

/// Another library's proxy, in front of ours, seen through (`DelegateForwarding`).
@MainActor
final class ForeignPlayerProxy: DelegateForwarding, MediaPlayerDelegate {
    let next: any MediaPlayerDelegate
    init(next: any MediaPlayerDelegate) { self.next = next }
    var forwardingTarget: AnyObject? { next }
    var volume: Double {
        get { next.volume }
        set { next.volume = newValue }
    }
    func player(_ player: MediaPlayer, shouldPlay item: Int) -> Bool { next.player(player, shouldPlay: item) }
    func player(_ player: MediaPlayer, didPause item: Int) { next.player(player, didPause: item) }
    func player(_ player: MediaPlayer, didFinish item: Int, title: String) { next.player(player, didFinish: item, title: title) }
    func player(_ player: MediaPlayer, artworkFor item: Int) -> String? { next.player(player, artworkFor: item) }
    func playerDidLoad(_ player: MediaPlayer) async -> Int { await next.playerDidLoad(player) }
}
