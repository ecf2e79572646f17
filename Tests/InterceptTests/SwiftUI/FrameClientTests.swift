import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// S3: declared exposures on an interception no platform drives are not lost without a word.
@MainActor
@Suite("SwiftUI frame clients")
struct FrameClientTests {
    @Test("S3 B4: an interception given declared exposures that gets no display frame is reported once; one that gets frames is not")
    func undrivenInterceptionIsReported() {
        // An interception the app gives `.interception(_:)` but no platform ticks.
        let clock = ManualClock()
        let undriven = Interception(configuration: InterceptionConfiguration(clock: { clock.now }), trackers: [])
        let window = ObjectIdentifier(clock)
        for _ in 0..<3 {
            _ = undriven.declaredSurface(for: window, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            clock.advance(by: 0.6)
        }
        #expect(undriven.swiftUIAssumptionViolations[.declaredExposuresGetFrames] == 1, "\(undriven.swiftUIAssumptionViolations)")
        #expect(DeclaredFrameClients.interceptions.contains { $0 === undriven })

        // The same, ticked by a frame driver.
        let driven = Interception(configuration: InterceptionConfiguration(clock: { clock.now }), trackers: [])
        _ = driven.declaredSurface(for: window, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        driven.frameDidTick()
        clock.advance(by: 2)
        _ = driven.declaredSurface(for: window, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(driven.swiftUIAssumptionViolations[.declaredExposuresGetFrames] == nil)
    }

    @Test("S3 B4: a frame driver's tick reaches every interception given declared geometry but its own, and a released one is dropped")
    func tickReachesEveryOtherClient() {
        let clock = ManualClock()
        let window = ObjectIdentifier(clock)
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let own = Interception(configuration: InterceptionConfiguration(clock: { clock.now }), trackers: [])
        let other = Interception(configuration: InterceptionConfiguration(clock: { clock.now }), trackers: [])
        var released: Interception? = Interception(configuration: InterceptionConfiguration(clock: { clock.now }), trackers: [])
        for interception in [own, other, released!] { _ = interception.declaredSurface(for: window, bounds: bounds) }
        released = nil
        DeclaredFrameClients.tick(besides: own)
        clock.advance(by: 2)
        for interception in [own, other] { _ = interception.declaredSurface(for: window, bounds: bounds) }
        #expect(other.swiftUIAssumptionViolations[.declaredExposuresGetFrames] == nil, "ticked by the driver")
        #expect(own.swiftUIAssumptionViolations[.declaredExposuresGetFrames] == 1, "the driver ticks its own itself: this one it skipped")
        #expect(DeclaredFrameClients.interceptions.contains { $0 === other })
        #expect(released == nil)
    }
}
