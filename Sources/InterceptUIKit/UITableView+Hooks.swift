#if canImport(UIKit)
import Intercept
import UIKit

extension UITableView {
    /// The swizzled `delegate` setter; after the exchange, calling this name runs UIKit's setter.
    /// Off the main thread it passes straight through (F5); on it, the core decides what UIKit
    /// stores (F1, F4, D5-D8).
    @objc dynamic nonisolated func intercept_setDelegate(_ newValue: (any UITableViewDelegate)?) {
        guard PlatformHook.mayIntercept else { return intercept_setDelegate(newValue) }
        PlatformHook.intercept(with: newValue) { DelegateAssignment.assign($0, on: self) }
    }

    /// The swizzled `delegate` getter: the business delegate, never the proxy (D11). Off the
    /// main thread it returns what UIKit holds.
    @objc dynamic nonisolated func intercept_delegate() -> (any UITableViewDelegate)? {
        let stored = intercept_delegate()
        nonisolated(unsafe) var reported = stored
        PlatformHook.intercept(with: stored) { reported = DelegateAssignment.report(stored: $0, for: UITableViewDelegateProxy.self) }
        return reported
    }

    /// The explicit, swizzle-free way: sets the table's delegate with Intercept's proxy in
    /// front of it, writing UIKit's storage directly, so it works the same with or without the
    /// hooks (F2). Without the hooks, reading `delegate` back returns the proxy.
    public func setDelegate(_ delegate: (any UITableViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
        try interception.setDelegate(delegate, on: self)
    }
}
#endif
