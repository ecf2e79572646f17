@_spi(Platform) import Intercept
import Testing

/// The gesture target mirroring a platform that hides a recognizer's targets (UIKit) runs, decided
/// in the core (F10, G2, G3, F16): the moves it returns are replayed here on a recognizer's target
/// list, as the adapter replays them through UIKit's own `removeTarget`/`addTarget`.
@MainActor
@Suite("Gesture target mirror")
struct GestureTargetMirrorTests {
    typealias Target = MirrorTestTarget
    typealias Recognizer = HiddenTargetList

    let relay = Target()
    static let relayAction = "relayDidChangeState:"

    func replay(_ move: GestureTargetMirror<String>.RelayMove?, on recognizer: inout Recognizer) {
        recognizer.replay(move, relay: relay, relayAction: Self.relayAction)
    }

    func name(_ action: String) -> ActionName { ActionName(rawValue: action) }

    @Test("F10: the relay goes in front of a pair an initializer added and of each pair addTarget adds")
    func relayInFront() {
        var mirror = GestureTargetMirror<String>()
        var recognizer = Recognizer()
        let business = Target()
        recognizer.add(business, "tapped:")  // the initializer, before any hook
        replay(mirror.pairWasAdded(target: business, name: name("tapped:"), action: "tapped:"), on: &recognizer)
        #expect(recognizer.order == [Self.relayAction, "tapped:"])
        let second = Target()
        replay(mirror.pairWillBeAdded(target: second, name: name("other:"), action: "other:"), on: &recognizer)
        recognizer.add(second, "other:")  // UIKit's addTarget, after the hook
        #expect(recognizer.order == [Self.relayAction, "tapped:", "other:"], "the relay moves once; later pairs come after it")
        #expect(mirror.relay == .attached(isInFront: true))
        #expect(mirror.hasLiveBusinessTarget)
    }

    @Test("G3: a pair an initializer routes through addTarget is mirrored once, and the relay is not moved again")
    func initializerThroughAddTarget() {
        var mirror = GestureTargetMirror<String>()
        let business = Target()
        #expect(mirror.pairWillBeAdded(target: business, name: name("tapped:"), action: "tapped:") != nil)
        #expect(mirror.pairWasAdded(target: business, name: name("tapped:"), action: "tapped:") == nil)
        #expect(mirror.businessTargets.liveEntries.count == 1)
    }

    @Test("G2: an archive's unseen pairs count as live until everything is removed; the relay comes after them")
    func archivedTargets() {
        var mirror = GestureTargetMirror<String>()
        var recognizer = Recognizer()
        let archived = Target()
        recognizer.add(archived, "fromNib:")
        replay(mirror.hasUnseenPairs(), on: &recognizer)
        #expect(recognizer.order == ["fromNib:", Self.relayAction])
        #expect(mirror.relay == .attached(isInFront: false))
        #expect(mirror.hasLiveBusinessTarget, "unseen pairs may be live")
        recognizer.remove(nil, nil)
        #expect(mirror.pairsWereRemoved(target: nil, name: nil, relayTarget: relay, relayName: name(Self.relayAction)) == nil)
        #expect(!mirror.hasLiveBusinessTarget)
        #expect(mirror.relay == .detached, "removing everything detached the relay too")
    }

    @Test("F10: a removal that also removed the relay detaches it, and it goes back in front while pairs remain")
    func detachingAndReattaching() {
        var mirror = GestureTargetMirror<String>()
        var recognizer = Recognizer()
        let first = Target(), second = Target()
        for (target, action) in [(first, "a:"), (second, "b:")] {
            replay(mirror.pairWillBeAdded(target: target, name: name(action), action: action), on: &recognizer)
            recognizer.add(target, action)
        }
        recognizer.remove(nil, Self.relayAction)
        replay(mirror.pairsWereRemoved(target: nil, name: name(Self.relayAction), relayTarget: relay, relayName: name(Self.relayAction)), on: &recognizer)
        #expect(recognizer.order == [Self.relayAction, "a:", "b:"], "the relay is back in front")
        recognizer.remove(first, nil)
        #expect(mirror.pairsWereRemoved(target: first, name: nil, relayTarget: relay, relayName: name(Self.relayAction)) == nil, "removing a business target leaves the relay")
        #expect(mirror.businessTargets.liveEntries.map(\.entry.action) == ["b:"])
    }

    @Test("G3: a nil target or action is ignored, as UIKit ignores it")
    func nilPairsIgnored() {
        var mirror = GestureTargetMirror<String>()
        #expect(mirror.pairWillBeAdded(target: nil, name: name("a:"), action: "a:") == nil)
        #expect(mirror.pairWasAdded(target: Target(), name: nil, action: nil) == nil)
        #expect(mirror.relay == .detached)
    }

    @Test("F16 G1: an explicit interception counts the recognizer's pairs as unseen and appends the relay after them, once; a mirrored recognizer keeps its relay where it is")
    func explicitInterception() {
        var mirror = GestureTargetMirror<String>()
        var recognizer = Recognizer()
        recognizer.add(Target(), "before:")
        replay(mirror.interceptedExplicitly(), on: &recognizer)
        #expect(recognizer.order == ["before:", Self.relayAction])
        #expect(mirror.hasUnseenTargets && mirror.hasLiveBusinessTarget)
        #expect(mirror.interceptedExplicitly() == nil, "installing again moves nothing")

        var mirrored = GestureTargetMirror<String>()
        var hooked = Recognizer()
        let business = Target()
        replay(mirrored.pairWillBeAdded(target: business, name: name("tapped:"), action: "tapped:"), on: &hooked)
        hooked.add(business, "tapped:")
        #expect(mirrored.interceptedExplicitly() == nil)
        #expect(hooked.order == [Self.relayAction, "tapped:"] && !mirrored.hasUnseenTargets, "the hooks saw every pair")
    }
}
