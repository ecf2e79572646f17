import Foundation
import Intercept

/// An app's own delegate protocol, exactly as an app writes it (D14): no `throws`, a default in an
/// extension, a property, an `async` method. Nothing in it knows about Intercept.
@MainActor
protocol MediaPlayerDelegate: AnyObject {
    func player(_ player: MediaPlayer, shouldPlay item: Int) -> Bool
    func player(_ player: MediaPlayer, didPause item: Int)
    func player(_ player: MediaPlayer, didFinish item: Int, title: String)
    func player(_ player: MediaPlayer, artworkFor item: Int) -> String?
    func playerDidLoad(_ player: MediaPlayer) async -> Int
    var volume: Double { get set }
}

extension MediaPlayerDelegate {
    func player(_ player: MediaPlayer, artworkFor item: Int) -> String? { "default-artwork" }
}

/// The host, with its delegate declared in one line (D16); it calls its delegate as it always did,
/// through `$delegate.target`, and falls back to its own defaults when there is none.
@MainActor
final class MediaPlayer {
    @Interceptable<MediaPlayerDelegateProxy> var delegate

    @discardableResult
    func play(_ item: Int) -> Bool {
        guard $delegate.target?.player(self, shouldPlay: item) ?? true else { return false }
        $delegate.target?.player(self, didPause: item)
        $delegate.target?.player(self, didFinish: item, title: "Song \(item)")
        return true
    }

    func artwork(_ item: Int) -> String { $delegate.target?.player(self, artworkFor: item) ?? "host-artwork" }

    func load() async -> Int { await $delegate.target?.playerDidLoad(self) ?? -1 }
}

/// The proxy, written by hand on the core's machinery: one line per requirement; the
/// `didFinish` method is the one marked to emit an event.
final class MediaPlayerDelegateProxy: DelegateProxy, MediaPlayerDelegate {
    weak var forwardee: (any MediaPlayerDelegate)?
    let context: DelegateProxyContext
    init(context: DelegateProxyContext) { self.context = context }
    var asDelegate: any MediaPlayerDelegate { self }

    func player(_ p: MediaPlayer, shouldPlay item: Int) -> Bool { forward(or: true) { $0.player(p, shouldPlay: item) } }
    func player(_ p: MediaPlayer, didPause item: Int) { forward { $0.player(p, didPause: item) } }
    func player(_ p: MediaPlayer, didFinish item: Int, title: String) {
        forward(emitting: "playerFinished", ["item": .integer(item)]) { $0.player(p, didFinish: item, title: title) }
    }
    func player(_ p: MediaPlayer, artworkFor item: Int) -> String? { forward(or: nil) { $0.player(p, artworkFor: item) } }
    func playerDidLoad(_ p: MediaPlayer) async -> Int { await forward(or: 0) { await $0.playerDidLoad(p) } }
    var volume: Double {
        get { forward(or: 0) { $0.volume } }
        set { forward { $0.volume = newValue } }
    }
}

/// The app's delegate: records every call, answers from its settings.
@MainActor
class Playlist: MediaPlayerDelegate {
    var calls: [String] = []
    var allowed: Set<Int>
    var volume: Double = 0.5
    init(allowed: Set<Int> = [1, 2, 3]) { self.allowed = allowed }

    func player(_ player: MediaPlayer, shouldPlay item: Int) -> Bool {
        calls.append("shouldPlay \(item)")
        return allowed.contains(item)
    }
    func player(_ player: MediaPlayer, didPause item: Int) { calls.append("didPause \(item)") }
    func player(_ player: MediaPlayer, didFinish item: Int, title: String) { calls.append("didFinish \(item) \(title)") }
    func playerDidLoad(_ player: MediaPlayer) async -> Int {
        calls.append("didLoad")
        return 42
    }
}
