#if canImport(UIKit)
import Intercept
import UIKit

@MainActor
private let settingCollectionDelegateStorage = AssociatedStorage(defaultValue: false)

extension UICollectionView {
    /// The swizzled `delegate` setter. After the exchange, calling this method name runs UIKit's
    /// original setter.
    @objc dynamic func intercept_setDelegate(_ newValue: (any UICollectionViewDelegate)?) {
        guard let interception = UIKitHooks.interception, interception.isEnabled(.lists),
            !settingCollectionDelegateStorage.value(on: self)
        else { return intercept_setDelegate(newValue) }
        settingCollectionDelegateStorage.set(true, on: self)
        defer { settingCollectionDelegateStorage.set(false, on: self) }
        if (try? interception.intercept(self)) == nil { return intercept_setDelegate(newValue) }
        let business = delegateSlot.assign(newValue)
        // UIKit caches the delegate's answers to responds(to:) when it is set; clearing it first
        // makes UIKit ask again, now that the proxy answers for another business delegate.
        intercept_setDelegate(nil)
        intercept_setDelegate(delegateSlot.frontProxy ?? business)
    }

    /// The swizzled `delegate` getter: the business delegate, never the proxy (D11).
    @objc dynamic func intercept_delegate() -> (any UICollectionViewDelegate)? {
        if let proxy = existingDelegateSlot?.frontProxy { return proxy.forwardee }
        return intercept_delegate()
    }

    /// The explicit, swizzle-free way: sets the collection view's delegate with Intercept's proxy in front
    /// of it. Without the hooks, reading `delegate` back returns the proxy.
    public func setDelegate(_ delegate: (any UICollectionViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
        try interception.intercept(self)
        let business = delegateSlot.assign(delegate)
        self.delegate = nil
        self.delegate = delegateSlot.frontProxy ?? business
    }
}
#endif
