/// What the SwiftUI adapter assumes about SwiftUI and UIKit that cannot be verified on this
/// machine (B4, S12): each is named here, as data, with what would show it false; those that can
/// be observed at run time are checked there, and every violation is counted
/// (``Interception/swiftUIAssumptionViolations``), so the first run on a device says which one
/// failed and how often. The UIKit adapter's assumptions are kept the same way; one list can hold
/// both.
public enum SwiftUIAssumption: String, Sendable, Hashable, CaseIterable {
    /// SwiftUI delivers an update's `onAppear`/`onDisappear` within one run-loop turn, before a
    /// main-actor task enqueued during it runs (the settle). Not observable at run time.
    case callbacksWithinOneTurn
    /// The background probe finds its hosting controller (it moves to a superview) before that
    /// controller's `viewDidAppear`, or within the two main-queue turns its page is held for (S7).
    /// Checked: a host found after its page was sent, by a screen declared before the page was
    /// entered, is counted (the page is then exited). A screen declared after the page was entered
    /// (conditional content shown once data loaded) is the app's own order, not counted.
    case probeFindsHostBeforeItAppears
    /// `frame(in: .global)` is the window's coordinate space, also after UIKit moved the hosting
    /// view (a sheet, a split view, a scene resized). Checked once the run-loop turn of a geometry
    /// change is over (UIKit has laid the probe out by then): the probe's frame converted to its
    /// window is compared with the last frame SwiftUI reported.
    case globalSpaceIsWindowSpace
    /// A control's binding is set inside UIKit's action for the touch, so the report competes for
    /// that touch (U1). Checked: a binding set while no touch is in progress is counted (VoiceOver's
    /// adjust and hardware keys also count, legitimately).
    case bindingSetInsideTouch
    /// A control activated without a touch (VoiceOver, a key) has its binding set inside the
    /// private UIKit control's action, so the declared action comes before the control's. Either
    /// order gives one event, the declared one (S2, U1). Checked: a declared action that comes
    /// after the control's touchless action of the same turn is counted.
    case bindingSetInsideControlAction
    /// The app sets a tracked control's binding on the main thread, as SwiftUI requires. Checked:
    /// a set off it is applied, not reported (it is code, never a user) and counted.
    case bindingSetOnMainThread
    /// `bounds(of: .scrollView)` is the visible region of the scroll view around the view, `List`
    /// included (iOS 17 and later). Not observable at run time without private views.
    case scrollViewBoundsAreVisibleRegion
    /// A SwiftUI `Menu`'s choice calls the action closure once (UIKit's menu reports nothing of
    /// its own for it). Not observable at run time: a second call is one more event.
    case menuChoiceCalledOnce
    /// `class_getImageName` answers SwiftUI's image for an instantiation of SwiftUI's generic
    /// classes (the Swift runtime's image hook), so SwiftUI's hosts are told from the app's.
    /// Checked once: `UIHostingController<EmptyView>` must be a class of a system image.
    case genericClassesHaveTheirImage
    /// A hosting controller inside a navigation controller answers its container's
    /// `transitionCoordinator` while a push, pop or interactive swipe-back runs (S8). Checked: a
    /// probe entering or leaving its window while no coordinator is seen, inside a navigation
    /// controller that runs one, is counted.
    case childSeesContainerTransition
    /// `Link` opens its URL through the environment's `openURL` action, which `TrackedLink`
    /// wraps (S10). Not checked yet: `UIApplication.open` seen with no `TrackedLink` report in the
    /// same touch would show it false.
    case linkOpensThroughEnvironment
    /// SwiftUI makes a new `NavigationLink` destination instance for each push and reuses none
    /// across pushes (S10), so one instance's first appearance is one tap. Not checked yet: a
    /// destination that appears again after its host left the stack would show it false.
    case destinationInstancePerPush
    /// A sheet's host is presented (`presentingViewController` answers for it and its children),
    /// so a declared screen inside it has a presentation level above 0 (S11); the core's rule holds
    /// whichever way `next` runs past it. Not checked yet: a nearest controller with a presenter
    /// and a level of 0 would show it false.
    case sheetHostIsPresented
    /// The `App`'s window root is `UIHostingController<ModifiedContent<AnyView, RootModifier>>`
    /// and `TabHostingController` conforms to `_UIHostingViewable` (S7). Not checked yet: once
    /// per run, as ``genericClassesHaveTheirImage`` is, it could be.
    case appHostShapes
    /// UIKit posts the keyboard's frames docked and on its screen, and its frame below the screen
    /// before it hides, and `keyboardDidHide` only once it is gone (S11). Checked: a
    /// `keyboardDidHide` whose last frame still overlaps a window with declared views, or that
    /// follows a frame that cannot be placed (zero, or above the screen: an iPad keyboard floating
    /// or undocked), is counted; such a frame covers nothing, since where the keyboard is drawn is
    /// not known.
    case keyboardHidesOffScreen
    /// The keyboard is drawn in UIKit's `UIRemoteKeyboardWindow` or `UITextEffectsWindow`, found
    /// by type name among the connected window scenes' windows, so windows at or above its level,
    /// and its own (input accessory views, keyboard toolbars), are not covered (S11). Not checked at
    /// run time: a system that renames them would make the keyboard cover every window but its own.
    case keyboardDrawnInItsOwnWindow
    /// A declared view draws inside its hosting controller's view, and the views UIKit and
    /// SwiftUI put beside it draw in their subview order, so the later siblings of the hosting
    /// view and of its ancestors draw above it and cover it (S11). Not checked at run time: a
    /// view the app put below the content by other means (a layer's `zPosition`) would show it
    /// false.
    case hostedViewsDrawInSubviewOrder
    /// An interception given declared exposures gets display frames: the UIKit adapter's frame
    /// driver ticks every interception in `DeclaredFrameClients`, whichever `.interception(_:)`
    /// names. Checked: one given declared geometry that gets no frame within a second (the hooks
    /// were never installed, or the app's own platform drives none) is counted once.
    case declaredExposuresGetFrames
    /// The probe, a `UIViewRepresentable` in the background of the declared view, changes nothing
    /// the app can see: in particular a `List` at the root of a `NavigationStack` with
    /// `.interceptScreen` still collapses its large title when scrolled (a representable in a
    /// `List`'s background has been reported to stop that on older systems). Not observable at
    /// run time: checked on the first device run, by scrolling the SwiftUI article's catalog list.
    case probeLeavesLargeTitlesAlone

    /// Whether it is checked at run time.
    public var isCheckedAtRunTime: Bool {
        switch self {
        case .callbacksWithinOneTurn, .scrollViewBoundsAreVisibleRegion, .menuChoiceCalledOnce, .linkOpensThroughEnvironment,
            .destinationInstancePerPush, .sheetHostIsPresented, .appHostShapes, .hostedViewsDrawInSubviewOrder,
            .probeLeavesLargeTitlesAlone, .keyboardDrawnInItsOwnWindow:
            false
        default: true
        }
    }
}

extension Interception {
    /// How many times each checked ``SwiftUIAssumption`` was seen violated in this run (B4).
    public var swiftUIAssumptionViolations: [SwiftUIAssumption: Int] { visits.assumptionViolations }

    /// Counts one violation of `assumption`, seen by the platform.
    @_spi(Platform) public func swiftUIAssumptionWasViolated(_ assumption: SwiftUIAssumption) {
        visits.assumptionViolations[assumption, default: 0] += 1
    }

    /// Checks ``SwiftUIAssumption/globalSpaceIsWindowSpace``: the frame SwiftUI reported in
    /// `.global` against the probe's own frame in its window (`probeFrame`, read from UIKit);
    /// more than a point apart is a violation.
    @_spi(Platform) public func checkGlobalFrame(_ reported: Rect, probeFrame: Rect) {
        let tolerance = 1.0
        let apart = abs(reported.minX - probeFrame.minX) > tolerance || abs(reported.minY - probeFrame.minY) > tolerance
            || abs(reported.width - probeFrame.width) > tolerance || abs(reported.height - probeFrame.height) > tolerance
        if apart { swiftUIAssumptionWasViolated(.globalSpaceIsWindowSpace) }
    }
}
