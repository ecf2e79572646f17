#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// The view hooks that drive exposure (X1-X4). Like every hook they are `nonisolated` blocks
/// (``UIKitHooks``): UIKit's implementation always runs, and the change is noted only on the main
/// thread (F5). These setters are UIKit's hottest (`center` and `frame` run for every layout), so
/// until a view declares an exposure context each hook costs UIKit's call and one flag read
/// (``ViewChangeRelay/isActive``), nothing more. (What each view inherits for tracking is not kept
/// from these hooks: ``UIKitTrackingTree``.)
extension UIView {
    private typealias SetRect = @convention(c) (UIView, Selector, CGRect) -> Void
    private typealias SetPoint = @convention(c) (UIView, Selector, CGPoint) -> Void

    /// `didMoveToWindow()`: a view entering or leaving a window changes what is visible in its
    /// whole subtree (UIKit calls it for every view of the subtree). A list entering a window
    /// is shown to the core, which adopts it when its delegate was assigned before the hooks (F18).
    /// (What each view inherits for tracking is not kept from here: ``UIKitTrackingTree``.)
    ///
    /// A view leaving its window may be deallocating, or be the subview of one: UIKit tears a
    /// subtree out of its window when the window or a superview is deallocated, and the Objective-C
    /// runtime traps on forming a weak reference to an object in `dealloc` ("Cannot form weak
    /// reference to instance ... in the process of deallocation"). Exposure keeps weak
    /// references to the views it is told about, so a view that left its window, and a window
    /// (which is its own `window`, and is deallocated as the root of its tree), are told without
    /// the view (``ViewChangeRelay/someViewDidLeaveWindow()``): no reference is formed on this
    /// path, and the core looks at every tracked view on the next frame. Of the three ways out
    /// (a private `_isDeallocating` check, `unowned(unsafe)` with a lifetime argument, deferring
    /// with the view retained) this is the one that needs neither private API nor an argument
    /// about UIKit's teardown order. A view entering a window is held by it, so it is alive and
    /// is handed over.
    nonisolated static func didMoveToWindowHook(_ hook: UIKitMethodHook) -> @convention(block) (UIView) -> Void {
        { view in
            hook.next(as: (@convention(c) (UIView, Selector) -> Void).self)(view, hook.selector)
            hook.intercept(with: view) { view in
                let leftWindow = view.window == nil || view is UIWindow
                if !leftWindow { ListDelegateHooks.listDidEnterWindow(view) }
                guard ViewChangeRelay.isActive else { return }
                if leftWindow {
                    ViewChangeRelay.someViewDidLeaveWindow()
                } else {
                    ViewChangeRelay.viewDidChange(view)
                }
            }
        }
    }

    /// The `isHidden` setter.
    nonisolated static func hiddenSetterHook(_ hook: UIKitMethodHook) -> @convention(block) (UIView, ObjCBool) -> Void {
        { view, isHidden in
            hook.next(as: (@convention(c) (UIView, Selector, ObjCBool) -> Void).self)(view, hook.selector, isHidden)
            guard ViewChangeRelay.isActive else { return }
            hook.intercept(with: view) { ViewChangeRelay.propertyDidChange(of: $0) }
        }
    }

    /// The `alpha` setter.
    nonisolated static func alphaSetterHook(_ hook: UIKitMethodHook) -> @convention(block) (UIView, CGFloat) -> Void {
        { view, alpha in
            hook.next(as: (@convention(c) (UIView, Selector, CGFloat) -> Void).self)(view, hook.selector, alpha)
            guard ViewChangeRelay.isActive else { return }
            hook.intercept(with: view) { ViewChangeRelay.propertyDidChange(of: $0) }
        }
    }

    /// The `frame` setter.
    nonisolated static func rectSetterHook(_ hook: UIKitMethodHook) -> @convention(block) (UIView, CGRect) -> Void {
        { view, rect in
            hook.next(as: SetRect.self)(view, hook.selector, rect)
            guard ViewChangeRelay.isActive else { return }
            hook.intercept(with: view) { ViewChangeRelay.propertyDidChange(of: $0) }
        }
    }

    /// The `center` setter (how Auto Layout moves views).
    nonisolated static func centerSetterHook(_ hook: UIKitMethodHook) -> @convention(block) (UIView, CGPoint) -> Void {
        { view, center in
            hook.next(as: SetPoint.self)(view, hook.selector, center)
            guard ViewChangeRelay.isActive else { return }
            hook.intercept(with: view) { ViewChangeRelay.propertyDidChange(of: $0) }
        }
    }

    /// The `bounds` setter: whether the change is a change of the view (a size change, or an
    /// origin change of a view that is not a scroll view, whose scrolls the `contentOffset` hook
    /// reports) is the core's (`ViewChangeGate.isViewChange(boundsFrom:to:isScrollContainer:)`).
    nonisolated static func boundsSetterHook(_ hook: UIKitMethodHook) -> @convention(block) (UIView, CGRect) -> Void {
        { view, bounds in
            let setBounds = hook.next(as: SetRect.self)
            guard ViewChangeRelay.isActive else { return setBounds(view, hook.selector, bounds) }
            let box = SameThreadView(view: view)
            hook.run({ setBounds(view, hook.selector, bounds) }) {
                Rect(box.view.bounds)
            } after: { oldBounds, _ in
                let view = box.view
                if ViewChangeGate.isViewChange(boundsFrom: oldBounds, to: Rect(view.bounds), isScrollContainer: view.isScrollContainer) {
                    ViewChangeRelay.propertyDidChange(of: view)
                }
            }
        }
    }

    /// The `transform` setter: a scale, rotation or translation moves the view on screen (a
    /// carousel's cards, an animation's final state), a change of geometry (X1-X4).
    /// A transform set on the layer, or animated by Core Animation alone, is not seen.
    nonisolated static func transformSetterHook(_ hook: UIKitMethodHook) -> @convention(block) (UIView, CGAffineTransform) -> Void {
        { view, transform in
            hook.next(as: (@convention(c) (UIView, Selector, CGAffineTransform) -> Void).self)(view, hook.selector, transform)
            guard ViewChangeRelay.isActive else { return }
            hook.intercept(with: view) { ViewChangeRelay.propertyDidChange(of: $0) }
        }
    }
}

extension UIScrollView {
    /// The `contentOffset` setter, through which user scrolling, deceleration and programmatic
    /// scrolling all pass: reported with the offset it moved from.
    nonisolated static func contentOffsetSetterHook(_ hook: UIKitMethodHook) -> @convention(block) (UIScrollView, CGPoint) -> Void {
        { scrollView, offset in
            let setOffset = hook.next(as: (@convention(c) (UIScrollView, Selector, CGPoint) -> Void).self)
            guard ViewChangeRelay.isActive else { return setOffset(scrollView, hook.selector, offset) }
            let box = SameThreadView(view: scrollView)
            hook.run({ setOffset(scrollView, hook.selector, offset) }) {
                box.view.contentOffset
            } after: { oldOffset, _ in
                if box.view.contentOffset != oldOffset { ViewChangeRelay.scrollView(box.view, didScrollFrom: oldOffset) }
            }
        }
    }
}

/// A view a hook hands to its main-actor work while already running on the main thread (the
/// work runs at once, on the current thread), so it never changes thread.
struct SameThreadView<View: UIView>: @unchecked Sendable {
    let view: View
}
#endif
