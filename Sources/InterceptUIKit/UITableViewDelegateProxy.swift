#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

/// Intercept's proxy for `UITableViewDelegate` (D1-D3): it implements
/// `tableView(_:didSelectRowAt:)` only and hands every other message to the business delegate.
@MainActor
public final class UITableViewDelegateProxy: ForwardingDelegateProxy, DelegateProxy, UITableViewDelegate {
    /// The business delegate, held weakly (D4).
    ///
    /// Read back without a conformance check (D1, D8): `as? any UITableViewDelegate` asks
    /// `conformsToProtocol:`, which is no for a delegate that answers `responds(to:)` without
    /// declaring the protocol (an `NSProxy` such as IGListKit's `IGListAdapterProxy`, Texture's
    /// `ASDelegateProxy`, an Objective-C `(id)` assignment), and every callback would be lost.
    /// Whatever is stored came through the `delegate` setter, so it is an Objective-C object, and
    /// an `@objc` protocol existential is that one object pointer.
    public var forwardee: (any UITableViewDelegate)? {
        get { forwardedObject.map { unsafeBitCast($0, to: (any UITableViewDelegate).self) } }
        set { forwardedObject = newValue }
    }

    /// Creates a proxy; `Interception.intercept(_:)` does this.
    public required init(context: DelegateProxyContext) {
        super.init(context: context, selectionSelector: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:)))
    }

    /// `self`, as the delegate type.
    public var asDelegate: any UITableViewDelegate { self }

    /// Reports the selection, then forwards it (D3).
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let business = forwardee else { return }
        forwardSelection(in: tableView, at: indexPath, kind: .rowSelected, to: business) {
            business.tableView?(tableView, didSelectRowAt: indexPath)
        }
    }

    /// Forwards the primary action, reporting it as the selection it is unless `didSelect` just
    /// did (D3). Answered only when the business delegate implements it (D2).
    @available(iOS 16.0, tvOS 16.0, *)
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        guard let business = forwardee else { return }
        try? context.forwardListPrimaryAction(in: tableView, at: indexPath, kind: .rowSelected) { () throws(DelegateMethodNotImplemented) in
            guard business.responds(to: #selector(UITableViewDelegate.tableView(_:performPrimaryActionForRowAt:))) else { throw DelegateMethodNotImplemented() }
            business.tableView?(tableView, performPrimaryActionForRowAt: indexPath)
        }
    }
}
#endif
