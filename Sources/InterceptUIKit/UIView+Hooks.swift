#if canImport(UIKit)
import Intercept
import UIKit

/// The view hooks that drive exposure (X1-X4). Like every hook they are `nonisolated`: UIKit's
/// implementation always runs, and the change is noted only on the main thread (F5).
extension UIView {
    /// The swizzled `didMoveToWindow()`: a view entering or leaving a window changes what is
    /// visible in its whole subtree.
    @objc nonisolated dynamic func intercept_didMoveToWindow() {
        intercept_didMoveToWindow()
        PlatformHook.intercept { ViewChangeRelay.viewDidChange(self) }
    }

    /// The swizzled `isHidden` setter.
    @objc nonisolated dynamic func intercept_setHidden(_ isHidden: Bool) {
        intercept_setHidden(isHidden)
        PlatformHook.intercept { ViewChangeRelay.propertyDidChange(of: self) }
    }

    /// The swizzled `alpha` setter.
    @objc nonisolated dynamic func intercept_setAlpha(_ alpha: CGFloat) {
        intercept_setAlpha(alpha)
        PlatformHook.intercept { ViewChangeRelay.propertyDidChange(of: self) }
    }

    /// The swizzled `frame` setter.
    @objc nonisolated dynamic func intercept_setFrame(_ frame: CGRect) {
        intercept_setFrame(frame)
        PlatformHook.intercept { ViewChangeRelay.propertyDidChange(of: self) }
    }

    /// The swizzled `center` setter (how Auto Layout moves views).
    @objc nonisolated dynamic func intercept_setCenter(_ center: CGPoint) {
        intercept_setCenter(center)
        PlatformHook.intercept { ViewChangeRelay.propertyDidChange(of: self) }
    }

    /// The swizzled `bounds` setter: a change of size is a change of the view; a change of origin
    /// alone is a scroll, which the `contentOffset` hook reports.
    @objc nonisolated dynamic func intercept_setBounds(_ bounds: CGRect) {
        guard ViewChangeRelay.isActive else { return intercept_setBounds(bounds) }
        PlatformHook.run({ intercept_setBounds(bounds) }) {
            self.bounds.size
        } after: { oldSize, _ in
            if bounds.size != oldSize { ViewChangeRelay.propertyDidChange(of: self) }
        }
    }
}

extension UIScrollView {
    /// The swizzled `contentOffset` setter, through which user scrolling, deceleration and
    /// programmatic scrolling all pass: reported with the offset it moved from.
    @objc nonisolated dynamic func intercept_setContentOffset(_ contentOffset: CGPoint) {
        guard ViewChangeRelay.isActive else { return intercept_setContentOffset(contentOffset) }
        PlatformHook.run({ intercept_setContentOffset(contentOffset) }) {
            self.contentOffset
        } after: { oldOffset, _ in
            if self.contentOffset != oldOffset { ViewChangeRelay.scrollView(self, didScrollFrom: oldOffset) }
        }
    }
}
#endif
