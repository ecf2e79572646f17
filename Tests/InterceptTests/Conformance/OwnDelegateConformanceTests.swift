import Intercept
import InterceptTesting
import Testing

/// A recording spy of `MediaPlayerDelegate`, written by hand (the macro generates one): answers
/// that differ from the protocol's defaults, every requirement recorded.
@MainActor
final class MediaPlayerDelegateSpy: MediaPlayerDelegate, DelegateCallRecording {
    let callRecorder = DelegateCallRecorder()
    private var storedVolume = 0.25
    func player(_ player: MediaPlayer, shouldPlay item: Int) -> Bool { callRecorder.answer("shouldPlay", [player, item], with: false) }
    func player(_ player: MediaPlayer, didPause item: Int) { callRecorder.answer("didPause", [player, item], with: ()) }
    func player(_ player: MediaPlayer, didFinish item: Int, title: String) { callRecorder.answer("didFinish", [player, item, title], with: ()) }
    func player(_ player: MediaPlayer, artworkFor item: Int) -> String? { callRecorder.answer("artworkFor", [player, item], with: "spy-artwork") }
    func playerDidLoad(_ player: MediaPlayer) async -> Int { callRecorder.answer("didLoad", [player], with: 7) }
    var volume: Double {
        get { callRecorder.answer("volume", with: storedVolume) }
        set { storedVolume = callRecorder.answer("volume=", [newValue], with: newValue) }
    }
}

/// Implements nothing it may leave out: the defaults answer (D2).
@MainActor
final class QuietMediaPlayerDelegate: MediaPlayerDelegate {
    var volume = 0.0
    func player(_ player: MediaPlayer, shouldPlay item: Int) -> Bool { true }
    func player(_ player: MediaPlayer, didPause item: Int) {}
    func player(_ player: MediaPlayer, didFinish item: Int, title: String) {}
    func playerDidLoad(_ player: MediaPlayer) async -> Int { 0 }
}

/// K1: the kit on the one-line host (`@Interceptable`) and a hand-written proxy on the core's
/// `forward` machinery, an `async` method and a get/set property included.
@MainActor
let mediaPlayerConformance: DelegateConformance<InterceptableDelegate<MediaPlayerDelegateProxy>> = {
    var kit = DelegateConformance(
        host: { InterceptableDelegate<MediaPlayerDelegateProxy>() }, assign: { $0.delegate = $1 },
        delegate: { MediaPlayerDelegateSpy() },
        invocations: { _ in
            let player = MediaPlayer()
            return [
                DelegateInvocation("player(_:shouldPlay:)") { $0.player(player, shouldPlay: 1) },
                DelegateInvocation("player(_:didPause:)") { $0.player(player, didPause: 2) },
                DelegateInvocation("player(_:didFinish:title:)", emits: ["playerFinished"]) { $0.player(player, didFinish: 3, title: "Three") },
                DelegateInvocation("player(_:artworkFor:)") { $0.player(player, artworkFor: 4) },
                DelegateInvocation("playerDidLoad(_:)") { await $0.playerDidLoad(player) },
                DelegateInvocation("volume") { $0.volume },
                DelegateInvocation("volume=") { $0.volume = 0.75 },
            ]
        })
    kit.storage = { $0.targetObject }
    kit.unimplementingDelegate = { QuietMediaPlayerDelegate() }
    return kit
}()

@MainActor
@Suite("Conformance kit: an app's own one-line host")
struct OwnDelegateConformanceTests {
    @Test("K1 K3: @Interceptable's host and a hand-written proxy pass every check", arguments: await mediaPlayerConformance.checks)
    func mediaPlayer(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }
}
