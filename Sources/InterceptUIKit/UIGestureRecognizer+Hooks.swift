#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// The recognizer hooks. Recognizers are created and configured off the main thread by some apps
/// and libraries (prepared views, decoded nibs), so the hooks are `nonisolated`: UIKit's
/// implementation always runs, and the targets are mirrored only on the main thread (F5). A
/// recognizer configured elsewhere is not mirrored, and gives no events until a pair is added
/// to it on the main thread.
extension UIGestureRecognizer {
    /// `init(target:action:)`. An initializer consumes its receiver and returns a retained object,
    /// which may be another one: the receiver and the result are passed as raw pointers, so the
    /// hook changes no reference count and the conventions hold whatever ARC would assume. The
    /// pair is mirrored on the object returned, and the state relay put in front of it (F10); a
    /// pair UIKit also routes through `addTarget(_:action:)` is mirrored once (G3).
    nonisolated static func initWithTargetHook(_ hook: UIKitMethodHook)
        -> @convention(block) (UnsafeMutableRawPointer, AnyObject?, Selector?) -> UnsafeMutableRawPointer? {
        { receiver, target, action in
            let initialize = hook.next(as: (@convention(c) (UnsafeMutableRawPointer, Selector, AnyObject?, Selector?) -> UnsafeMutableRawPointer?).self)
            guard let result = initialize(receiver, hook.selector, target, action) else { return nil }
            let recognizer = Unmanaged<UIGestureRecognizer>.fromOpaque(result).takeUnretainedValue()
            hook.intercept(with: (recognizer, target)) { recognizer, target in
                recognizer.mirrorAddedTarget(target, action: action, alreadyAdded: true)
            }
            return result
        }
    }

    /// `init(coder:)` (an initializer, as above): a recognizer decoded from a storyboard or nib
    /// gets its state relay, and counts as having targets the hooks could not see.
    nonisolated static func initWithCoderHook(_ hook: UIKitMethodHook)
        -> @convention(block) (UnsafeMutableRawPointer, NSCoder) -> UnsafeMutableRawPointer? {
        { receiver, coder in
            let initialize = hook.next(as: (@convention(c) (UnsafeMutableRawPointer, Selector, NSCoder) -> UnsafeMutableRawPointer?).self)
            guard let result = initialize(receiver, hook.selector, coder) else { return nil }
            let recognizer = Unmanaged<UIGestureRecognizer>.fromOpaque(result).takeUnretainedValue()
            hook.intercept(with: recognizer) { $0.markDecodedFromArchive() }
            return result
        }
    }

    /// `addTarget(_:action:)`: the relay first if it is not there yet, mirrored, then UIKit's
    /// (which ignores duplicates). The target and action are read as optional, as the runtime
    /// can pass them (`-init` goes through `initWithTarget:nil action:NULL`); a pair missing
    /// either is not mirrored (the core's mirror keeps only whole pairs) and goes to UIKit as is.
    nonisolated static func addTargetHook(_ hook: UIKitMethodHook) -> @convention(block) (UIGestureRecognizer, AnyObject?, Selector?) -> Void {
        { recognizer, target, action in
            if target != nil, action != nil {
                hook.intercept(with: (recognizer, target)) { recognizer, target in
                    recognizer.mirrorAddedTarget(target, action: action, alreadyAdded: false)
                }
            }
            hook.next(as: (@convention(c) (UIGestureRecognizer, Selector, AnyObject?, Selector?) -> Void).self)(recognizer, hook.selector, target, action)
        }
    }

    /// `removeTarget(_:action:)`: UIKit's, then mirrored.
    nonisolated static func removeTargetHook(_ hook: UIKitMethodHook) -> @convention(block) (UIGestureRecognizer, AnyObject?, Selector?) -> Void {
        { recognizer, target, action in
            hook.next(as: (@convention(c) (UIGestureRecognizer, Selector, AnyObject?, Selector?) -> Void).self)(recognizer, hook.selector, target, action)
            hook.intercept(with: (recognizer, target)) { recognizer, target in
                recognizer.mirrorRemovedTarget(target, action: action)
            }
        }
    }
}
#endif
