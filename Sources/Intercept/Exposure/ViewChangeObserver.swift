import Foundation

/// What a platform tells Intercept about views changing, so exposure work follows what changed
/// (X1-X4). The headless views call it from their property observers; the UIKit adapter from its
/// layout, scroll and visibility hooks. ``Interception`` adopts it.
@MainActor
@_spi(Platform) public protocol ViewChangeObserver: AnyObject {
    /// The view's frame, visibility, clipping, tracking attributes or place in the tree changed:
    /// it and its subviews need a look. Call it before a view leaves its window, too.
    func viewDidChange(_ view: any ViewNode)
    /// A scroll container's content moved from `oldOrigin`.
    func scrollContainer(_ container: any ViewNode, didScrollFrom oldOrigin: Point)
    /// A display frame: pending changes are looked at, and dwell timers that are due fire.
    func frameDidTick()
}
