#if canImport(UIKit)
import Intercept
import UIKit

extension UIGestureRecognizer {
    /// The swizzled `init(target:action:)`. Its selector is in Objective-C's init family, like the
    /// one it replaces, so Swift gives it the same ownership conventions (the receiver consumed, a
    /// retained result): after the exchange, `self.init(intercept_target:action:)` runs UIKit's
    /// initializer, which may return another object; the pair is mirrored on what it returned.
    /// A pair UIKit also routes through `addTarget(_:action:)` is mirrored once (G3).
    @objc dynamic convenience init(intercept_target target: Any?, action: Selector?) {
        self.init(intercept_target: target, action: action)
        mirrorAddedTarget(target, action: action)
    }

    /// The swizzled `init(coder:)`: a recognizer decoded from a storyboard or nib gets its state
    /// relay, and counts as having targets the hooks could not see.
    @objc dynamic convenience init?(intercept_coder coder: NSCoder) {
        self.init(intercept_coder: coder)
        markDecodedFromArchive()
    }

    /// The swizzled `addTarget(_:action:)`: mirrored, then UIKit's (which ignores duplicates).
    @objc dynamic func intercept_addTarget(_ target: Any, action: Selector) {
        mirrorAddedTarget(target, action: action)
        intercept_addTarget(target, action: action)
    }

    /// The swizzled `removeTarget(_:action:)`: UIKit's, then mirrored.
    @objc dynamic func intercept_removeTarget(_ target: Any?, action: Selector?) {
        intercept_removeTarget(target, action: action)
        mirrorRemovedTarget(target, action: action)
    }
}
#endif
