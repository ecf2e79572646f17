@_spi(Platform) import Intercept

/// A target of the gesture mirror tests.
final class MirrorTestTarget {}

/// A recognizer's real target list, which the platform keeps and nobody can read: the moves the
/// core's `GestureTargetMirror` returns are replayed on it, as the adapter replays them through
/// UIKit's own `removeTarget`/`addTarget`.
struct HiddenTargetList {
    var pairs: [(target: AnyObject, action: String)] = []
    var removals = 0

    mutating func add(_ target: AnyObject, _ action: String) {
        guard !pairs.contains(where: { $0.target === target && $0.action == action }) else { return }
        pairs.append((target, action))
    }

    mutating func remove(_ target: AnyObject?, _ action: String?) {
        removals += 1
        pairs.removeAll { (target == nil || $0.target === target) && (action == nil || $0.action == action) }
    }

    var order: [String] { pairs.map(\.action) }

    /// Replays `move` with `relay` as the state relay's target.
    mutating func replay(_ move: GestureTargetMirror<String>.RelayMove?, relay: AnyObject, relayAction: String) {
        guard let move else { return }
        var copy = self
        move.apply(
            removeRelay: { copy.remove(relay, relayAction) },
            addRelay: { copy.add(relay, relayAction) },
            remove: { copy.remove($0.target, $0.action) },
            add: { copy.add($0.target, $0.action) })
        self = copy
    }
}
