#if Macros
import Foundation
import InterceptMacros

/// A protocol with answers that decide events (D19) and every parameter kind (D20), exactly as an
/// app writes it.
@InterceptedDelegate
@MainActor
protocol StageDelegate: AnyObject {
    @Tracked("playStarted", when: true) func stage(_ stage: Stage, shouldPlay item: Int) -> Bool
    @Tracked("prepared", answer: "ready") func stagePrepare(_ stage: Stage, item: Int) async -> Bool
    @Tracked("saved", when: true, answer: "saved") func stage(_ stage: Stage, save item: Int) throws -> Bool
    func stage(_ stage: Stage, each items: [Int], body: (Int) -> Void)
    func stage(_ stage: Stage, adjust volume: inout Int)
    func stage(_ stage: Stage, select item: Int) -> Int
    func stage(_ stage: Stage, select name: String) -> Int
    var title: String { get set }
}

@MainActor
final class Stage {
    @Interceptable<StageDelegateProxy> var delegate

    /// Plays `item` if the delegate lets it, at the volume it adjusts.
    func play(_ item: Int) -> (played: Bool, volume: Int) {
        var volume = 5
        $delegate.target?.stage(self, adjust: &volume)
        let played = $delegate.target?.stage(self, shouldPlay: item) ?? true
        return (played, volume)
    }

    /// Sums the delegate's handling of `items` through a closure that does not escape.
    func walk(_ items: [Int]) -> Int {
        var sum = 0
        $delegate.target?.stage(self, each: items) { sum += $0 }
        return sum
    }
}
#endif
