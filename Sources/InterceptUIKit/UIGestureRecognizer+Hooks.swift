#if canImport(UIKit)
import Intercept
import UIKit

/// The recognizer hooks. Recognizers are created and configured off the main thread by some apps
/// and libraries (prepared views, decoded nibs), so the hooks are `nonisolated`: UIKit's
/// implementation always runs, and the targets are mirrored only on the main thread (F5). A
/// recognizer configured elsewhere is not mirrored, and gives no events until a pair is added
/// to it on the main thread.
extension UIGestureRecognizer {
    /// The swizzled `init(target:action:)`. Its selector is in Objective-C's init family, like the
    /// one it replaces, so Swift gives it the same ownership conventions (the receiver consumed, a
    /// retained result), `nonisolated` or not: after the exchange,
    /// `self.init(intercept_target:action:)` runs UIKit's initializer, which may return another
    /// object; the pair is mirrored on what it returned, and the state relay put in front of it
    /// (F10). A pair UIKit also routes through `addTarget(_:action:)` is mirrored once (G3).
    @objc nonisolated dynamic convenience init(intercept_target target: Any?, action: Selector?) {
        self.init(intercept_target: target, action: action)
        PlatformHook.intercept(with: target as AnyObject?) { target in
            mirrorAddedTarget(target, action: action, alreadyAdded: true)
        }
    }

    /// The swizzled `init(coder:)` (init family, as above): a recognizer decoded from a storyboard
    /// or nib gets its state relay, and counts as having targets the hooks could not see.
    @objc nonisolated dynamic convenience init?(intercept_coder coder: NSCoder) {
        self.init(intercept_coder: coder)
        PlatformHook.intercept { markDecodedFromArchive() }
    }

    /// The swizzled `addTarget(_:action:)`: the relay first if it is not there yet, mirrored, then
    /// UIKit's (which ignores duplicates).
    @objc nonisolated dynamic func intercept_addTarget(_ target: Any, action: Selector) {
        PlatformHook.intercept(with: target as AnyObject) { target in
            mirrorAddedTarget(target, action: action, alreadyAdded: false)
        }
        intercept_addTarget(target, action: action)
    }

    /// The swizzled `removeTarget(_:action:)`: UIKit's, then mirrored.
    @objc nonisolated dynamic func intercept_removeTarget(_ target: Any?, action: Selector?) {
        intercept_removeTarget(target, action: action)
        PlatformHook.intercept(with: target as AnyObject?) { target in
            mirrorRemovedTarget(target, action: action)
        }
    }
}
#endif
