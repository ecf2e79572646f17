import Foundation
@_spi(Platform) import Intercept

/// A stand-in for RxCocoa's `_RXDelegateProxy`: an Objective-C-style proxy that knows nothing of
/// Intercept (it does not adopt `DelegateForwarding`) and keeps its forwardee in a property the
/// platform can read through the runtime (`_forwardToDelegate` on UIKit; ``forwardToDelegate``
/// here, read by the headless platform's reader as the adapter reads RxCocoa's), D8.
///
/// It forwards selections to its forwardee. A forwarding loop would overflow the stack on a
/// device; here the proxy stops after a few nested calls and records it (``loopDetected``).
@MainActor
@_spi(Platform) public final class RuntimeDelegateProxy: TableViewDelegate {
    /// The wrapped delegate, held weakly as RxCocoa holds it.
    public private(set) weak var forwardToDelegate: AnyObject?
    /// The selections that passed through.
    public private(set) var observedSelections: [IndexPath] = []
    /// Whether a selection came back to this proxy while it was forwarding it.
    public private(set) var loopDetected = false
    private var depth = 0

    /// Creates a proxy wrapping `forwardee`, as RxCocoa's `proxy(for:)` does with what the
    /// host's getter returned.
    public init(wrapping forwardee: AnyObject?) {
        forwardToDelegate = forwardee
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        guard depth < 4 else {
            loopDetected = true
            return
        }
        depth += 1
        defer { depth -= 1 }
        observedSelections.append(indexPath)
        guard let table = forwardToDelegate as? any TableViewDelegate else { throw DelegateMethodNotImplemented() }
        try table.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// The headless platform's reader of foreign proxies, installed with the application.
    static func install() {
        ForeignForwarding.use { ($0 as? RuntimeDelegateProxy)?.forwardToDelegate }
    }
}
