#if canImport(UIKit)
@_spi(Platform) import Intercept
import QuartzCore
import UIKit

/// Drives exposure frames on UIKit (X1-X4): a display link calls the interception's
/// `frameDidTick()` once per screen refresh, but only while `needsExposureFrames` says a frame has
/// work (changes pending, dwell timers running). Otherwise the link is paused, and a run-loop
/// observer, which runs each time the main thread is about to sleep, resumes it when the handling
/// of an event, a layout or a scroll step has noted a change. An idle app pays one property read
/// per run-loop turn and no display-link wake-ups.
///
/// Lives for the rest of the process once the hooks are installed.
@MainActor
final class ExposureFrameDriver {
    /// The display link's target: CADisplayLink retains its target, so the driver is reached
    /// weakly through it.
    @MainActor
    private final class LinkTarget: NSObject {
        weak var driver: ExposureFrameDriver?

        /// Nothing to isolate: its Objective-C entry point carries no executor check either.
        nonisolated override init() {
            super.init()
        }

        /// The link runs on the main run loop; `nonisolated` all the same, so that its
        /// Objective-C entry point carries no executor check (F5).
        @objc nonisolated func displayLinkDidFire(_ link: CADisplayLink) {
            PlatformHook.intercept { driver?.frame() }
        }
    }

    private let link: CADisplayLink
    private var observer: CFRunLoopObserver?

    init() {
        let target = LinkTarget()
        link = CADisplayLink(target: target, selector: #selector(LinkTarget.displayLinkDidFire(_:)))
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        target.driver = self
        let observer = CFRunLoopObserverCreateWithHandler(nil, CFRunLoopActivity.beforeWaiting.rawValue, true, 0) { [weak self] _, _ in
            PlatformHook.intercept { self?.resumeIfNeeded() }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
        self.observer = observer
    }

    /// Resumes the display link when a frame has work.
    private func resumeIfNeeded() {
        guard link.isPaused, UIKitHooks.interception?.needsExposureFrames == true || DeclaredFrameClients.needFrames else { return }
        link.isPaused = false
    }

    /// One frame: exposure looks at what changed, for the hooks' interception and every other
    /// interception given declared SwiftUI geometry (`.interception(_:)` may name another, S3);
    /// the link pauses when nothing is left to do.
    private func frame() {
        let own = UIKitHooks.interception
        own?.frameDidTick()
        DeclaredFrameClients.tick(besides: own)
        if own?.needsExposureFrames != true && !DeclaredFrameClients.needFrames { link.isPaused = true }
    }
}
#endif
