#if canImport(UIKit)
@_spi(Platform) import Intercept
import ObjectiveC
import UIKit

/// The runtime hooks that make interception codeless on UIKit. After ``install(for:)``: every
/// table and collection view's delegate assignment goes through Intercept, and reading it back
/// returns what the app assigned (D5-D7, D11); touches mark physical actions, and the app's actions
/// are reported: every action the application sends (UIKit's private hops aside, but for a swipe
/// action's), every `UIAction` a control performs, every bar button item action and every context,
/// button and bar button item menu choice UIKit performs (`UIAction`s and `UICommand`s, B5) (C1-C5, M1, U1); view controllers' appearance and the application's lifecycle feed pages
/// and sessions (P1-P5); gesture recognizers' target-actions, from their initializers, archives and
/// `addTarget`/`removeTarget`, are mirrored and their states heard (G1-G7); view changes drive
/// exposure frames through a display link that runs only while there is work (X1-X4).
///
/// Each hook sets the method's implementation and calls the one it replaced with the method's own
/// selector (F14), as Datadog's `MethodSwizzler` and RSSwizzle do, so method-swizzling and
/// forwarding-based libraries (Aspects, JSPatch) hooking the same methods before or after
/// Intercept keep working. ``uninstall()`` puts back exactly what each hook replaced, unless
/// another library hooked the method after Intercept: then its hook is left in place (removing
/// ours would remove it too), and ours stays in its chain, only calling what it replaced.
///
/// Every hook is `nonisolated`: UIKit's implementation always runs, and Intercept's work is done
/// only on the main thread (`PlatformHook`), so a UIKit method called on another thread passes
/// straight through (F5).
///
/// Installing is explicit (call it once at launch), idempotent, and can be forbidden for the whole
/// process beforehand (``isSwizzlingAllowed``) by teams that do not allow method swizzling; they
/// use the explicit API instead (`UITableView.setDelegate(_:interceptedBy:)`), which gives the same
/// events without touching the runtime.
@MainActor
public enum UIKitHooks {
    /// Set to `false` before ``install(for:)`` to forbid swizzling in this process.
    public static var isSwizzlingAllowed = true
    /// Whether the hooks are installed.
    public private(set) static var isInstalled = false
    /// The interception the hooks feed. The hooks keep it alive until it is replaced or
    /// ``uninstall()`` runs, which hand its hosts back (the core's `FedInterceptions`).
    public static var interception: Interception? { fed.current }
    /// The interceptions fed, and what replacing one or uninstalling does to their hosts: the
    /// core's decision (F18).
    private static var fed = FedInterceptions()
    /// The ``ApplicationLifecycleRelay`` (typed loosely: a stored property cannot be unavailable
    /// in app extensions, as the relay is).
    private static var lifecycleRelay: AnyObject?
    private static var exposureFrameDriver: ExposureFrameDriver?

    /// The hooks in place, in the order they were installed.
    static var installedHooks: [UIKitMethodHook] = []

    /// Installs the hooks (once) and makes them feed `interception`. Returns `false` when swizzling
    /// is not allowed. Calling it again only changes the interception fed.
    ///
    /// Apps only: the hooks follow the application's lifecycle through `UIApplication.shared`,
    /// which app extensions do not have. An extension linking the package builds, and intercepts
    /// with the explicit API (`setDelegate(_:interceptedBy:)`, `Interception.intercept(_:)`).
    @discardableResult
    @available(iOSApplicationExtension, unavailable)
    public static func install(for interception: Interception) -> Bool {
        guard isSwizzlingAllowed else { return false }
        fed.feed(interception)
        tellMissingMethods(to: interception)
        // SwiftUI screens rendered before now declared nothing and are not rendered again: they
        // declare their screens in it once the hooks are in place (S1, S12).
        defer { DeclarationsAwaitingInterception.shared.interceptionWasInstalled(interception) }
        guard !isInstalled else { return true }
        isInstalled = true
        UIKitClassImages.installIfNeeded()
        ForeignForwardeeReader.install()
        ListDelegateHooks.install(on: UITableView.self)
        ListDelegateHooks.install(on: UICollectionView.self)
        hook(UIApplication.self, #selector(UIApplication.sendEvent(_:)), untracked: "touches: one event per touch, tap locations, rage and dead taps", UIApplication.sendEventHook)
        hook(UIApplication.self, #selector(UIApplication.sendAction(_:to:from:for:)), untracked: "control and bar button item target-actions", UIApplication.sendActionHook)
        hook(UIControl.self, #selector(UIControl.sendAction(_:) as (UIControl) -> (UIAction) -> Void), untracked: "controls' UIAction handlers", UIControl.sendUIActionHook)
        let perform = NSSelectorFromString("performWithSender:target:")
        let performUntracked = "bar button items' primary actions, context-menu, button and bar button item menu choices"
        let commandUntracked = "UICommand choices in context, button and bar button item menus"
        if #available(iOS 16.0, *) {
            hook(UIAction.self, perform, untracked: performUntracked, UIAction.performWithSenderHook)
            hook(UICommand.self, perform, untracked: commandUntracked, UICommand.performCommandHook)
        } else {
            // Public (`UIMenuLeaf`) from iOS 16; what iOS 15 has under that name is not relied on (B3).
            noteNotTracked(UIKitMethodHook(UIAction.self, perform).name, untracked: performUntracked)
            noteNotTracked(UIKitMethodHook(UICommand.self, perform).name, untracked: commandUntracked)
        }
        hook(UIViewController.self, #selector(UIViewController.viewDidAppear(_:)), untracked: "page enters", UIViewController.viewDidAppearHook)
        hook(UIViewController.self, #selector(UIViewController.viewDidDisappear(_:)), untracked: "page exits", UIViewController.viewDidDisappearHook)
        hook(UIGestureRecognizer.self, #selector(UIGestureRecognizer.init(target:action:)), untracked: "recognizers created with a target", UIGestureRecognizer.initWithTargetHook)
        hook(UIGestureRecognizer.self, #selector(UIGestureRecognizer.init(coder:)), untracked: "recognizers from storyboards and nibs", UIGestureRecognizer.initWithCoderHook)
        hook(UIGestureRecognizer.self, #selector(UIGestureRecognizer.addTarget(_:action:)), untracked: "recognizers' added targets", UIGestureRecognizer.addTargetHook)
        hook(UIGestureRecognizer.self, #selector(UIGestureRecognizer.removeTarget(_:action:)), untracked: "recognizers' removed targets (a removed target could still be reported)", UIGestureRecognizer.removeTargetHook)
        hook(UIView.self, #selector(UIView.didMoveToWindow), untracked: "exposure of views entering and leaving windows", UIView.didMoveToWindowHook)
        hook(UIView.self, #selector(setter: UIView.isHidden), untracked: "exposure of views shown and hidden", UIView.hiddenSetterHook)
        hook(UIView.self, #selector(setter: UIView.alpha), untracked: "exposure of views fading", UIView.alphaSetterHook)
        hook(UIView.self, #selector(setter: UIView.frame), untracked: "exposure of views moved by frame", UIView.rectSetterHook)
        hook(UIView.self, #selector(setter: UIView.center), untracked: "exposure of views moved by center", UIView.centerSetterHook)
        hook(UIView.self, #selector(setter: UIView.bounds), untracked: "exposure of views resized", UIView.boundsSetterHook)
        hook(UIView.self, #selector(setter: UIView.transform), untracked: "exposure of transformed views", UIView.transformSetterHook)
        hook(UIScrollView.self, #selector(setter: UIScrollView.contentOffset), untracked: "exposure of scrolled content", UIScrollView.contentOffsetSetterHook)
        TouchDispatch.observeInterruptions()
        RunLoopTurnObserver.installIfNeeded()
        // Created once per process: a reinstall must not add a second set of observers (each
        // notification would be relayed twice) or a second display link.
        let relay = lifecycleRelay as? ApplicationLifecycleRelay ?? ApplicationLifecycleRelay()
        lifecycleRelay = relay
        relay.announceRunningApplication()
        if exposureFrameDriver == nil { exposureFrameDriver = ExposureFrameDriver() }
        tellMissingMethods(to: interception)
        return true
    }

    /// Takes the hooks out (in the reverse order) and stops feeding the interception: each method
    /// gets back exactly the implementation its hook replaced, except a method another library
    /// hooked after Intercept, which is left to that library (our hook stays in its chain and only
    /// calls what it replaced), and a method UIKit's class only inherited, whose added override
    /// stays (the runtime cannot remove a method) and only calls the superclass's. The
    /// notification relays and the exposure display link stay (paused) and do nothing.
    /// ``install(for:)`` installs new hooks.
    ///
    /// First, every table and collection view and every recognizer intercepted by an interception
    /// the hooks fed (this one or an earlier one, even one the app no longer holds: the hooks keep
    /// each until now, F18) is handed back (D9): lists hold their business delegates again,
    /// so the restored getters return them and not Intercept's proxy, and recognizers stop
    /// reporting.
    public static func uninstall() {
        fed.releaseAll()
        for hook in installedHooks.reversed() { _ = hook.uninstall() }
        installedHooks = []
        isInstalled = false
    }

    /// Hooks `selector` on `type` with the block `make` returns for it (see ``UIKitMethodHook``).
    /// A method this iOS version does not have is left alone, and is never skipped silently: it
    /// is kept with `untracked` (what goes untracked without it) and counted against
    /// `PlatformAssumption.hookedMethodExists` in each interception the hooks feed, whose
    /// coexistence report then says "not tracked on this version" (B3, B4). The versions each
    /// hook holds for are in the UIKit adapter article's table.
    static func hook<Block>(_ type: AnyClass, _ selector: Selector, untracked: String, _ make: (UIKitMethodHook) -> Block) {
        let hook = UIKitMethodHook(type, selector)
        let outcome = hook.install(make(hook))
        switch outcome {
        case .replacedOwn, .addedOverride: installedHooks.append(hook)
        case .methodMissing: noteNotTracked(hook.name, untracked: untracked)
        case .alreadyInstalled: break
        }
    }

    /// Keeps `method` as not hooked on this iOS version, with what goes untracked without it.
    static func noteNotTracked(_ method: String, untracked: String) {
        guard !missingMethods.contains(where: { $0.method == method }) else { return }
        missingMethods.append((method, untracked))
    }

    /// The hooked methods this iOS version lacks (or that are not relied on before the version
    /// that made them public), and what goes untracked without each.
    private(set) static var missingMethods: [(method: String, untracked: String)] = []

    /// Counts the missing methods in `interception`'s assumption checks (once per method).
    static func tellMissingMethods(to interception: Interception) {
        for missing in missingMethods {
            interception.assumptionChecks.platformMethodIsMissing(missing.method, untracked: missing.untracked, at: interception.now)
        }
        interception.assumptionChecks.platformVersionIs(ProcessInfo.processInfo.operatingSystemVersion, at: interception.now)
    }

    /// The hook on `selector` of `type`, if installed: its ``UIKitMethodHook/next(as:)`` is
    /// UIKit's own implementation (or an earlier hooker's), without Intercept's work.
    static func installed(_ type: AnyClass, _ selector: Selector) -> UIKitMethodHook? {
        installedHooks.first { $0.type === type && $0.selector == selector }
    }
}
#endif
