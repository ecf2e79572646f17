#if canImport(UIKit)
import Foundation
import Intercept
import UIKit

/// Intercept's proxy for `UITableViewDelegate` (D1-D3).
///
/// It implements `tableView(_:didSelectRowAt:)` only; every other delegate message is handed to
/// the business delegate by `forwardingTarget(for:)`, and `responds(to:)` answers exactly what the
/// business delegate answers, so UIKit behaves as if no proxy were there (D2). The selection is
/// reported through the core's rules (D3, D8, D12).
@MainActor
public final class UITableViewDelegateProxy: NSObject, DelegateProxy, UITableViewDelegate {
    /// The business delegate, held weakly (D4).
    public weak var forwardee: (any UITableViewDelegate)?
    /// The proxy's host identity and interception.
    public let context: DelegateProxyContext
    private var isAnsweringResponds = false

    /// Creates a proxy; `Interception.intercept(_:)` does this.
    public init(context: DelegateProxyContext) {
        self.context = context
        super.init()
    }

    /// `self`, as the delegate type.
    public var asDelegate: any UITableViewDelegate { self }

    /// What the business delegate answers, so UIKit's cached answers match it (D2). NSObject's own
    /// methods are answered by the proxy. A proxy asked again while answering (two proxies asking
    /// each other) answers no instead of recursing.
    public nonisolated override func responds(to selector: Selector!) -> Bool {
        if NSObject.instancesRespond(to: selector) { return true }
        return MainActor.assumeIsolated {
            guard !isAnsweringResponds else { return false }
            isAnsweringResponds = true
            defer { isAnsweringResponds = false }
            if selector == #selector(UITableViewDelegate.tableView(_:didSelectRowAt:)),
                context.interception?.configuration.listSelection.requiresBusinessHandler == false
            {
                return forwardee != nil
            }
            return forwardee?.responds(to: selector) ?? false
        }
    }

    /// Messages the proxy does not implement go straight to the business delegate.
    public nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        MainActor.assumeIsolated { forwardee }
    }

    /// Reports the selection, then forwards it (D3).
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let business = forwardee else { return }
        try? context.forwardListSelection(in: tableView, at: indexPath, kind: .rowSelected) { () throws(DelegateMethodNotImplemented) in
            guard business.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))) else {
                throw DelegateMethodNotImplemented()
            }
            business.tableView?(tableView, didSelectRowAt: indexPath)
        }
    }
}
#endif
