@_spi(Platform) import Intercept

/// What the table and collection proxies share, written once: how each answers the host's
/// messaging (F3). Like the UIKit proxies, a list proxy's class implements only its selection
/// method; every other message goes to the business delegate through `forwardingTarget(for:)`,
/// or to the absorber once the business delegate is gone (`UntrackedCallTarget`). A fix to these
/// rules lands in both proxies.
@MainActor
public protocol ListDelegateProxy: DelegateProxy, MessageForwarding where ForwardedDelegate == Delegate {
    /// The selection method: the one the proxy implements itself and reports.
    static var selectionSelector: DelegateSelector { get }
    /// The primary-action method, which the proxy implements too, to report a primary action as
    /// the selection it is (D3); the host calls it only when the business delegate answers it.
    static var primaryActionSelector: DelegateSelector { get }
    /// The absorber, as this protocol's delegate.
    static var absorber: Delegate { get }
}

extension ListDelegateProxy {
    /// The business delegate's answer (D2), and yes for selection when the policy reports
    /// selections the business delegate does not handle.
    public func responds(to selector: DelegateSelector) -> Bool {
        answersResponds(isSelectionMethod: selector == Self.selectionSelector) { business in
            selector.isAnswered(by: business as AnyObject)
        }
    }

    /// Only the selection and primary-action methods, which the proxy reports.
    public func implements(_ selector: DelegateSelector) -> Bool {
        selector == Self.selectionSelector || selector == Self.primaryActionSelector
    }

    /// The business delegate, or the absorber once it is gone (`UntrackedCallTarget`).
    public func forwardingTarget(for selector: DelegateSelector) -> Delegate? {
        switch untrackedCallTarget {
        case .forwardee(let business): business
        case .absorber: Self.absorber
        }
    }
}
