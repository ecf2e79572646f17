#if canImport(UIKit)
import Intercept
import ObjectiveC
import UIKit

/// The runtime hooks that make interception codeless on UIKit. After ``install(for:)``: every
/// table and collection view's delegate assignment goes through Intercept, and reading it back
/// returns what the app assigned (D5-D7, D11); touches mark physical actions, and every action
/// the application sends, every `UIAction` a control performs and every bar button item action is
/// reported (C1-C5, U1); view controllers' appearance and the application's lifecycle feed pages
/// and sessions (P1-P5); gesture recognizers' target-actions, from their initializers, archives and
/// `addTarget`/`removeTarget`, are mirrored and their states heard (G1-G7); and view changes drive
/// exposure frames through a display link that runs only while there is work (X1-X4).
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
    /// The interception the hooks feed; weak, so the hooks never keep it alive.
    public private(set) static weak var interception: Interception?
    private static var lifecycleRelay: ApplicationLifecycleRelay?
    private static var exposureFrameDriver: ExposureFrameDriver?

    /// Installs the hooks (once) and makes them feed `interception`. Returns `false` when swizzling
    /// is not allowed. Calling it again only changes the interception fed.
    @discardableResult
    public static func install(for interception: Interception) -> Bool {
        guard isSwizzlingAllowed else { return false }
        self.interception = interception
        guard !isInstalled else { return true }
        isInstalled = true
        exchange(UITableView.self, #selector(setter: UITableView.delegate), #selector(UITableView.intercept_setDelegate(_:)))
        exchange(UITableView.self, #selector(getter: UITableView.delegate), #selector(UITableView.intercept_delegate))
        exchange(UICollectionView.self, #selector(setter: UICollectionView.delegate), #selector(UICollectionView.intercept_setDelegate(_:)))
        exchange(UICollectionView.self, #selector(getter: UICollectionView.delegate), #selector(UICollectionView.intercept_delegate))
        exchange(UIApplication.self, #selector(UIApplication.sendEvent(_:)), #selector(UIApplication.intercept_sendEvent(_:)))
        exchange(UIApplication.self, #selector(UIApplication.sendAction(_:to:from:for:)), #selector(UIApplication.intercept_sendAction(_:to:from:for:)))
        exchange(UIControl.self, #selector(UIControl.sendAction(_:) as (UIControl) -> (UIAction) -> Void), #selector(UIControl.intercept_sendUIAction(_:)))
        exchange(UIViewController.self, #selector(UIViewController.viewDidAppear(_:)), #selector(UIViewController.intercept_viewDidAppear(_:)))
        exchange(UIViewController.self, #selector(UIViewController.viewDidDisappear(_:)), #selector(UIViewController.intercept_viewDidDisappear(_:)))
        exchange(UIGestureRecognizer.self, #selector(UIGestureRecognizer.init(target:action:)), #selector(UIGestureRecognizer.init(intercept_target:action:)))
        exchange(UIGestureRecognizer.self, #selector(UIGestureRecognizer.init(coder:)), #selector(UIGestureRecognizer.init(intercept_coder:)))
        exchange(UIGestureRecognizer.self, #selector(UIGestureRecognizer.addTarget(_:action:)), #selector(UIGestureRecognizer.intercept_addTarget(_:action:)))
        exchange(UIGestureRecognizer.self, #selector(UIGestureRecognizer.removeTarget(_:action:)), #selector(UIGestureRecognizer.intercept_removeTarget(_:action:)))
        exchange(UIView.self, #selector(UIView.didMoveToWindow), #selector(UIView.intercept_didMoveToWindow))
        exchange(UIView.self, #selector(setter: UIView.isHidden), #selector(UIView.intercept_setHidden(_:)))
        exchange(UIView.self, #selector(setter: UIView.alpha), #selector(UIView.intercept_setAlpha(_:)))
        exchange(UIView.self, #selector(setter: UIView.frame), #selector(UIView.intercept_setFrame(_:)))
        exchange(UIView.self, #selector(setter: UIView.center), #selector(UIView.intercept_setCenter(_:)))
        exchange(UIView.self, #selector(setter: UIView.bounds), #selector(UIView.intercept_setBounds(_:)))
        exchange(UIScrollView.self, #selector(setter: UIScrollView.contentOffset), #selector(UIScrollView.intercept_setContentOffset(_:)))
        TouchDispatch.observeInterruptions()
        lifecycleRelay = ApplicationLifecycleRelay()
        exposureFrameDriver = ExposureFrameDriver()
        return true
    }

    /// Whether `original` on `type` was exchanged with its `intercept_` replacement. Only then
    /// does calling the replacement's name run UIKit's implementation; otherwise that name is
    /// still our hook, which calls itself, so callers use UIKit's real selector instead.
    static func hasExchanged(_ type: AnyClass, _ original: Selector) -> Bool {
        installedHooks.contains { $0.type === type && $0.selector == original }
    }

    /// Exchanges two implementations on `type` itself: when `type` only inherits `original`
    /// (from `UIScrollView`, say), the replacement is added to `type` first, so the superclass and
    /// its other subclasses are left alone. Returns `false`, and records nothing in
    /// `installedHooks`, when either method is missing (see ``hasExchanged(_:_:)``).
    @discardableResult
    static func exchange(_ type: AnyClass, _ original: Selector, _ replacement: Selector) -> Bool {
        guard let originalMethod = class_getInstanceMethod(type, original),
            let replacementMethod = class_getInstanceMethod(type, replacement)
        else { return false }
        if class_addMethod(type, original, method_getImplementation(replacementMethod), method_getTypeEncoding(replacementMethod)) {
            class_replaceMethod(type, replacement, method_getImplementation(originalMethod), method_getTypeEncoding(originalMethod))
        } else {
            method_exchangeImplementations(originalMethod, replacementMethod)
        }
        noteInstalled(type, original)
        return true
    }
}

#endif
