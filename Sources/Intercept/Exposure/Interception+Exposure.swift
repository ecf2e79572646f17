import Foundation


@_spi(Platform) extension Interception: ViewChangeObserver {
    /// Notes that `view` changed; it is looked at on the next frame.
    public func viewDidChange(_ view: any ViewNode) {
        exposure.viewDidChange(view)
    }

    /// Notes that a view left its window, or that a window changed, without naming the view (F4):
    /// a platform that hears it where the view may be deallocating (UIKit's `didMoveToWindow` of
    /// a subtree torn down with its window or superview) must not hand over a reference, since the
    /// core keeps weak ones and forming a weak reference to an object being deallocated is fatal
    /// on Apple platforms. The next frame looks at every tracked view instead.
    @_spi(Platform) public func someViewDidLeaveWindow() {
        exposure.someViewDidLeaveWindow()
    }

    /// Notes that a scroll container moved; the views near its viewport's edges are looked at on
    /// the next frame.
    public func scrollContainer(_ container: any ViewNode, didScrollFrom oldOrigin: Point) {
        exposure.containerDidScroll(container, from: oldOrigin)
    }

    /// A display frame: exposure looks at what changed and fires due dwell timers (X1-X4).
    public func frameDidTick() {
        exposure.tick(now: now, in: self)
        closeWithheldTouchEnds()
        tapSignals.settle(in: self)
        DeclaredFrameClients.interceptionDidTick(self)
    }

    /// Whether a frame would do any work now: changes were noted since the last frame, or a dwell
    /// timer is running, and exposure is switched on; or a rage or dead tap waits for its time to
    /// pass (A1, A2), or a touch's end is withheld (B1). A platform's frame driver reads it to stop asking for frames while nothing
    /// can change (the UIKit adapter pauses its display link), so an idle app pays nothing per frame.
    public var needsExposureFrames: Bool { (isEnabled(.exposure) && exposure.hasPendingWork) || tapSignals.hasPendingWork || physicalActions.hasWithheldEnd }

    /// How many views exposure tracks now.
    public var exposureTrackedViewCount: Int { exposure.trackedViewCount }
}

extension Interception {
    /// How many changed views wait for a display frame (S12): bounded by the live views noted,
    /// however many come and go while exposure is off or no frame comes.
    @_spi(Platform) public var exposurePendingChangeCount: Int { exposure.pendingChangeCount }

    /// How many views display frames have looked at so far (each once per frame it was looked
    /// at): exposure's main-thread cost, measured by the scrolling tests (S3).
    @_spi(Platform) public var exposureEvaluationCount: Int { exposure.evaluationCount }
}
