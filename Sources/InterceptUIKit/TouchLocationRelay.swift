#if canImport(UIKit)
import Intercept
import UIKit

/// Tells the core where each touch of a touches event is and which view UIKit hit-tested it to
/// (A1-A3), before the event is dispatched: `touch.view` is UIKit's own hit-test result, and the
/// location is in the touch's window.
@MainActor
enum TouchLocationRelay {
    static func report(_ touches: Set<UITouch>, to interception: Interception) {
        for touch in touches {
            guard let view = touch.view, let window = touch.window, let phase = phase(of: touch.phase) else { continue }
            interception.physicalAction(PhysicalActionID(touch), isAt: Point(touch.location(in: window)), on: view, phase: phase)
            // A control whose menu is its primary action opens the menu without sending an action
            // its app targets: the tap is handled (A2), and reports nothing itself (M1).
            if phase == .ended, let control = nearestControl(of: view), control.isEnabled, control.showsMenuAsPrimaryAction {
                interception.menuDidOpen(from: control)
            }
        }
    }

    private static func nearestControl(of view: UIView) -> UIControl? {
        var current: UIView? = view
        while let candidate = current {
            if let control = candidate as? UIControl { return control }
            current = candidate.superview
        }
        return nil
    }

    /// The core's phase for a touch phase; `nil` for phases that are not a finger's (hover,
    /// regions).
    private static func phase(of phase: UITouch.Phase) -> PhysicalActionPhase? {
        switch phase {
        case .began: return .began
        case .moved, .stationary: return .moved
        case .ended: return .ended
        case .cancelled: return .cancelled
        default: return nil
        }
    }
}
#endif
