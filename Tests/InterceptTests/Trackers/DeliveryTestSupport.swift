import Foundation
import Intercept

/// Polls `condition` for at most two seconds.
func waitFor(_ condition: () -> Bool) -> Bool {
    for _ in 0..<200 {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return condition()
}
