#if canImport(UIKit)
import Foundation

/// A weak reference that any thread can read: the proxy's forwardee, which UIKit's messaging
/// (`forwardingTarget(for:)`) may read off the main thread.
final class LockedWeakReference: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedObject: AnyObject?

    var object: AnyObject? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedObject
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            storedObject = newValue
        }
    }
}
#endif
