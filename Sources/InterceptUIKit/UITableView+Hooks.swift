#if canImport(UIKit)
import Intercept
import UIKit

@MainActor
private let settingDelegateStorage = AssociatedStorage(defaultValue: false)

extension UITableView {
    /// The swizzled `delegate` setter. After the exchange, calling this method name runs UIKit's
    /// original setter.
    @objc dynamic func intercept_setDelegate(_ newValue: (any UITableViewDelegate)?) {
        guard let interception = UIKitHooks.interception, interception.isEnabled(.lists),
            !settingDelegateStorage.value(on: self)
        else { return intercept_setDelegate(newValue) }
        settingDelegateStorage.set(true, on: self)
        defer { settingDelegateStorage.set(false, on: self) }
        if (try? interception.intercept(self)) == nil { return intercept_setDelegate(newValue) }
        let business = delegateSlot.assign(newValue)
        // UIKit caches the delegate's answers to responds(to:) when it is set; clearing it first
        // makes UIKit ask again, now that the proxy answers for another business delegate.
        intercept_setDelegate(nil)
        intercept_setDelegate(delegateSlot.frontProxy ?? business)
    }

    /// The swizzled `delegate` getter: the business delegate, never the proxy (D11).
    @objc dynamic func intercept_delegate() -> (any UITableViewDelegate)? {
        if let proxy = existingDelegateSlot?.frontProxy { return proxy.forwardee }
        return intercept_delegate()
    }

    /// The explicit, swizzle-free way: sets the table's delegate with Intercept's proxy in front
    /// of it. Without the hooks, reading `delegate` back returns the proxy.
    public func setDelegate(_ delegate: (any UITableViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
        try interception.intercept(self)
        let business = delegateSlot.assign(delegate)
        self.delegate = nil
        self.delegate = delegateSlot.frontProxy ?? business
    }
}
#endif
