#if canImport(UIKit)
import Intercept
import UIKit

extension UIView {
    /// The swizzled `didMoveToWindow()`: a view entering or leaving a window changes what is
    /// visible in its whole subtree.
    @objc dynamic func intercept_didMoveToWindow() {
        intercept_didMoveToWindow()
        ViewChangeRelay.viewDidChange(self)
    }

    /// The swizzled `isHidden` setter.
    @objc dynamic func intercept_setHidden(_ isHidden: Bool) {
        intercept_setHidden(isHidden)
        ViewChangeRelay.viewDidChange(self)
    }

    /// The swizzled `alpha` setter.
    @objc dynamic func intercept_setAlpha(_ alpha: CGFloat) {
        intercept_setAlpha(alpha)
        ViewChangeRelay.viewDidChange(self)
    }

    /// The swizzled `frame` setter.
    @objc dynamic func intercept_setFrame(_ frame: CGRect) {
        intercept_setFrame(frame)
        ViewChangeRelay.viewDidChange(self)
    }

    /// The swizzled `center` setter (how Auto Layout moves views).
    @objc dynamic func intercept_setCenter(_ center: CGPoint) {
        intercept_setCenter(center)
        ViewChangeRelay.viewDidChange(self)
    }

    /// The swizzled `bounds` setter: a change of size is a change of the view; a change of origin
    /// alone is a scroll, which the `contentOffset` hook reports.
    @objc dynamic func intercept_setBounds(_ bounds: CGRect) {
        let oldSize = self.bounds.size
        intercept_setBounds(bounds)
        if bounds.size != oldSize { ViewChangeRelay.viewDidChange(self) }
    }
}

extension UIScrollView {
    /// The swizzled `contentOffset` setter, through which user scrolling, deceleration and
    /// programmatic scrolling all pass: reported with the offset it moved from.
    @objc dynamic func intercept_setContentOffset(_ contentOffset: CGPoint) {
        let oldOffset = self.contentOffset
        intercept_setContentOffset(contentOffset)
        if self.contentOffset != oldOffset { ViewChangeRelay.scrollView(self, didScrollFrom: oldOffset) }
    }
}
#endif
