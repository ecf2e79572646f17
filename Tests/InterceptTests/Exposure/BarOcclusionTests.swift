import Foundation
import Intercept
import InterceptHeadless
import Testing

/// X5, F16: what a bar hides is the core's rule, from the bar's translucency the
/// platform reads; other views from their own opacity.
@MainActor
@Suite("Bar occlusion")
struct BarOcclusionTests {
    @Test("X5 F16: a bar that is not translucent hides what is below it whatever its background color; a translucent one never does")
    func barsByTranslucency() {
        let bar = Toolbar()
        bar.isTranslucent = false
        #expect(OcclusionPolicy.paintsOpaquely(bar), "it draws its own background")
        bar.isTranslucent = true
        bar.isOpaque = true
        bar.backgroundColor = Color(white: 1)
        #expect(!OcclusionPolicy.paintsOpaquely(bar), "a blur of what is below, however opaque its color")
        let card = View()
        #expect(!OcclusionPolicy.paintsOpaquely(card))
        card.isOpaque = true
        card.backgroundColor = Color(white: 1)
        #expect(OcclusionPolicy.paintsOpaquely(card))
    }
}
