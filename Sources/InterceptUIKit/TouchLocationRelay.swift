#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// Tells the core where each touch of a touches event is and which view UIKit hit-tested it to
/// (A1-A3, F16), before the event is dispatched: `touch.view` is UIKit's own hit-test result, and
/// the location is in the touch's window. What follows from it (a menu a tap opens, which view a
/// recognizer's touch is on, whether a touch ended inside a control) is the core's decision.
@MainActor
enum TouchLocationRelay {
    static func report(_ touches: Set<UITouch>, to interception: Interception) {
        for touch in touches {
            guard let view = touch.view, let window = touch.window, let phase = PlatformTouchPhase(touch.phase).physicalActionPhase else { continue }
            interception.physicalAction(PhysicalActionID(touch), isAt: Point(touch.location(in: window)), on: view, phase: phase)
        }
    }
}
#endif
