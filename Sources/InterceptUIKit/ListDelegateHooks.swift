#if canImport(UIKit)
@_spi(Platform) import Intercept
import ObjectiveC
import UIKit

/// The `delegate` setter and getter hooks of UIKit's list views, one implementation for
/// `UITableView` and `UICollectionView`, which differ only in their types.
///
/// Nothing is decided here: the setter applies
/// ``Intercept/Interception/hookedAssignment(_:on:autoIntercepting:)`` with UIKit's original
/// setter (``Intercept/DelegateHost/apply(_:)``), and the getter reports
/// ``Intercept/DelegateSlot/delegateToReport(stored:)`` for what UIKit's original getter holds.
/// Off the main thread both pass straight through (F5).
///
/// The delegate crosses as `AnyObject`, never cast to its protocol (D1, D8): a delegate that
/// answers `responds(to:)` without declaring the protocol (an `NSProxy`, an `(id)` assignment)
/// would fail the cast. An `@objc` protocol existential is that one object pointer.
enum ListDelegateHooks {
    private typealias Setter = @convention(c) (UIScrollView, Selector, AnyObject?) -> Void
    private typealias Getter = @convention(c) (UIScrollView, Selector) -> AnyObject?

    static let setter = #selector(setter: UIScrollView.delegate)
    static let getter = #selector(getter: UIScrollView.delegate)

    /// Hooks `Host`'s `delegate` setter and getter.
    @MainActor
    static func install<Host: UIScrollView & DelegateHost>(on type: Host.Type) {
        UIKitHooks.hook(type, setter, untracked: "selections of \(NSStringFromClass(type)) assigned delegates") { setterHook($0, for: type) }
        UIKitHooks.hook(type, getter, untracked: "the app's delegate read back from \(NSStringFromClass(type)) (it reads the proxy)") { getterHook($0, for: type) }
    }

    /// The setter's hook: on the main thread the core decides what UIKit stores (F1, F4, D5-D8).
    private nonisolated static func setterHook<Host: UIScrollView & DelegateHost>(
        _ hook: UIKitMethodHook, for _: Host.Type
    ) -> @convention(block) (UIScrollView, AnyObject?) -> Void {
        { view, newValue in
            guard hook.mayIntercept else { return hook.next(as: Setter.self)(view, hook.selector, newValue) }
            hook.intercept(with: (view, newValue)) { view, newValue in
                let host = unsafeDowncast(view, to: Host.self)
                host.apply(Interception.hookedAssignment(delegate(newValue, of: Host.self), on: host, autoIntercepting: UIKitHooks.interception))
            }
        }
    }

    /// The getter's hook: the business delegate, never the proxy (D11). Off the main thread it
    /// returns what UIKit holds.
    ///
    /// Why hiding the proxy from every caller does not hide it from UIKit's own dispatch (C3, D11):
    /// UIKit documents no getter use for dispatch, and what is known of its
    /// implementation says it does not read the delegate through the public getter. Its private
    /// headers (class-dumps of `UITableView.h`) keep one bit per optional delegate method in
    /// `_tableFlags` (`delegateDidSelectRow`, `delegateWillDisplayCell`, ...), filled when the
    /// delegate is set; the iOS 18.2 decompilation the reviewer read dispatches through
    /// `_delegateProxy`/`_delegateActual` gated by those bits, not through `-delegate`. RxCocoa's
    /// `DelegateProxy.reset()` re-assigns `nil` then its proxy precisely because the answers are
    /// cached at assignment, and its `proxy(for:)` reads this getter to find the delegate to wrap:
    /// returning the business delegate is what keeps RxCocoa (and IGListKit, Texture) wrapping the
    /// app's delegate rather than ours, which would loop (D8). UIKit code that does call the
    /// getter (`UITableViewController`, `UICollectionViewFlowLayout` asking for sizes) gets the
    /// business delegate, which answers the same. Sensors' and GrowingIO's dynamic-subclass
    /// approach and PostHog's (no list proxy at all) avoid the question; Datadog does not proxy
    /// lists. Not yet run on a device: a device test (tap a row, one `rowSelected`, iOS 15-18)
    /// settles it; if UIKit ever dispatched through the getter, selections would go to the
    /// business delegate directly and give no event (nothing would break for the app).
    private nonisolated static func getterHook<Host: UIScrollView & DelegateHost>(
        _ hook: UIKitMethodHook, for _: Host.Type
    ) -> @convention(block) (UIScrollView) -> AnyObject? {
        { view in
            let stored = hook.next(as: Getter.self)(view, hook.selector)
            nonisolated(unsafe) var reported = stored
            hook.intercept(with: stored) { stored in
                reported = DelegateSlot<Host.DelegateProxyType>.delegateToReport(stored: delegate(stored, of: Host.self)).map { $0 as AnyObject }
            }
            return reported
        }
    }

    /// A view entered a window: a table or collection view is shown to the core, which decides
    /// whether to adopt it (F18, `Interception.adoptListAssignedEarlier(_:)`).
    @MainActor
    static func listDidEnterWindow(_ view: UIView) {
        guard let interception = UIKitHooks.interception else { return }
        if let table = view as? UITableView {
            interception.adoptListAssignedEarlier(table)
        } else if let collection = view as? UICollectionView {
            interception.adoptListAssignedEarlier(collection)
        }
    }

    /// `object` as the host's delegate type, without a conformance check (see above).
    @MainActor
    static func delegate<Host: DelegateHost>(_ object: AnyObject?, of _: Host.Type) -> Host.DelegateProxyType.Delegate? {
        object.map { unsafeBitCast($0, to: Host.DelegateProxyType.Delegate.self) }
    }

    /// UIKit's own setter, without Intercept's work: the implementation the hook replaced once
    /// installed, the class's setter otherwise.
    @MainActor
    static func store(_ value: AnyObject?, on view: UIScrollView) {
        if let hook = installed(for: view, setter) {
            hook.next(as: Setter.self)(view, hook.selector, value)
        } else {
            unsafeBitCast(class_getMethodImplementation(object_getClass(view), setter), to: Setter.self)(view, setter, value)
        }
    }

    /// What UIKit's storage holds (the proxy while intercepted): UIKit's own getter.
    @MainActor
    static func stored(on view: UIScrollView) -> AnyObject? {
        if let hook = installed(for: view, getter) { return hook.next(as: Getter.self)(view, hook.selector) }
        return unsafeBitCast(class_getMethodImplementation(object_getClass(view), getter), to: Getter.self)(view, getter)
    }

    /// The hook on `selector` of the list class `view` is (or descends from).
    @MainActor
    private static func installed(for view: UIScrollView, _ selector: Selector) -> UIKitMethodHook? {
        let type: AnyClass = view is UITableView ? UITableView.self : UICollectionView.self
        return UIKitHooks.installed(type, selector)
    }
}
#endif
