import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S3: what scrolling costs exposure in SwiftUI, counted in views looked at by display frames:
/// a `ScrollView { VStack { ForEach … } }` renders every card, and every card's `.global` frame
/// changes on every scroll frame; a `LazyVStack` renders those near the viewport. The figures are
/// the ones the SwiftUI article's limits give; this test reproduces them.
@MainActor
@Suite("SwiftUI scrolling cost")
struct NonLazyScrollCostTests {
    /// Views looked at while `cards` cards of 100 points, `prefetchedRows` rendered beyond each
    /// edge, scroll 10 points per frame for `frames` frames.
    func evaluations(cards: Int, prefetchedRows: Int, frames: Int) -> (perFrame: Double, exposed: Int) {
        let scene = SwiftUIScene()
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let feed = scene.runtime.makeScreen("Feed", in: host.view)
        let stack = scene.runtime.makeLazyStack(
            in: feed, container: host.view, frame: scene.window.bounds, itemIDs: (0..<cards).map { "card-\($0)" }, rowHeight: 100,
            prefetchedRows: prefetchedRows)
        scene.application.launch()
        scene.runtime.update()
        scene.wait()
        let before = scene.interception.exposureEvaluationCount
        for _ in 0..<frames {
            scene.runtime.update { stack.contentOffset += 10 }
            scene.wait(1.0 / 120)
        }
        let looked = scene.interception.exposureEvaluationCount - before
        return (Double(looked) / Double(frames), stack.renderedRows.count)
    }

    @Test("S3: 300 cards in a non-lazy stack scrolled 100 frames: every rendered card is looked at on every frame; in a lazy stack, only those rendered")
    func nonLazyCostsEveryCardPerFrame() {
        let clock = ContinuousClock()
        var nonLazy = (perFrame: 0.0, exposed: 0), lazy = nonLazy
        let nonLazyTime = clock.measure { nonLazy = evaluations(cards: 300, prefetchedRows: 300, frames: 100) }
        let lazyTime = clock.measure { lazy = evaluations(cards: 300, prefetchedRows: 2, frames: 100) }
        print("S3 scrolling cost: non-lazy 300 cards: \(nonLazy.perFrame) views per frame (\(nonLazyTime)); lazy: \(lazy.perFrame) views per frame (\(lazyTime))")
        #expect(nonLazy.exposed == 300)
        #expect(nonLazy.perFrame == 300)
        #expect(lazy.perFrame < 20)
    }
}
