@_spi(Platform) import Intercept
import Testing

/// The exposure gating every platform's view hooks apply (X1-X4, F16).
@Suite("View change gate")
struct ViewChangeGateTests {
    @Test("F16: closed until a view declares exposure; then window moves always pass, other changes only in a window")
    func gate() {
        var gate = ViewChangeGate()
        for change in [ViewChangeGate.Change.window, .geometryOrVisibility, .scroll] {
            #expect(!gate.passes(change, isInWindow: true), "an app that tracks no exposure pays one check")
        }
        gate.trackingAttributesDidChange(declaringExposure: false)
        #expect(!gate.isOpen)
        gate.trackingAttributesDidChange(declaringExposure: true)
        #expect(gate.passes(.window, isInWindow: false), "leaving a window is noted")
        #expect(gate.passes(.geometryOrVisibility, isInWindow: true))
        #expect(!gate.passes(.geometryOrVisibility, isInWindow: false), "a view in no window (perhaps deallocating) is not noted")
        #expect(!gate.passes(.scroll, isInWindow: false))
        gate.trackingAttributesDidChange(declaringExposure: false)
        #expect(gate.isOpen, "the gate stays open")
    }

    @Test("F16 X1: a bounds change is a view change when the size changes, or the origin of a view that is not a scroll container; a scroll container's origin alone is its scroll")
    func boundsChanges() {
        let old = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(ViewChangeGate.isViewChange(boundsFrom: old, to: Rect(x: 0, y: 0, width: 100, height: 120), isScrollContainer: true))
        #expect(ViewChangeGate.isViewChange(boundsFrom: old, to: Rect(x: 0, y: 0, width: 80, height: 100), isScrollContainer: false))
        #expect(!ViewChangeGate.isViewChange(boundsFrom: old, to: Rect(x: 0, y: 40, width: 100, height: 100), isScrollContainer: true), "the content offset reports it")
        #expect(ViewChangeGate.isViewChange(boundsFrom: old, to: Rect(x: 0, y: 40, width: 100, height: 100), isScrollContainer: false), "a custom scroller moved its subviews")
        #expect(!ViewChangeGate.isViewChange(boundsFrom: old, to: old, isScrollContainer: false))
    }
}
