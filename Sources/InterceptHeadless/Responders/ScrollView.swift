import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UIScrollView`: shows part of a larger content, scrolled by
/// ``contentOffset`` (its bounds origin), clipping what lies outside.
@MainActor
open class ScrollView: View {
    /// The size of the content.
    open var contentSize: Size = .zero

    /// Creates a scroll view; it clips to its bounds, as UIKit's does.
    public override init() {
        super.init()
        clipsToBounds = true
    }

    /// The point of the content shown at the top left.
    open var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// Scroll views scroll.
    open override var isScrollContainer: Bool { true }
}
