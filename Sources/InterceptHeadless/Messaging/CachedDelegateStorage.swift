import Intercept

/// A list host's delegate storage, as UIKit keeps it: one weak reference, written by the host's
/// original setter, with the answers of the stored object cached at assignment (F1, F3).
///
/// - ``store(_:)`` is UIKit's original setter: a different object is stored weakly and asked once
///   which methods it implements; the object already stored is left as it is, answers included
///   (so a proxy whose forwardee changed must be stored after `nil` to be asked again).
/// - ``send(_:_:)`` is UIKit's dispatch: a method whose cached answer is no is not sent; a message
///   to a released delegate (`nil`) is a no-op; otherwise the message goes to the stored object,
///   through ``MessageForwarding/forwardingTarget(for:)`` for any method a stored proxy's class
///   does not implement itself, as Objective-C's fast forwarding does. A message nobody handles
///   is recorded as ``PlatformFault/unrecognizedSelector(_:receiverType:)``.
///
/// The dispatch is deliberately simple: one bit test and one weak load, plus, with a proxy
/// stored, one forwarding step straight to the object it names (the business delegate) for
/// every method the proxy does not track; the proxy's own code runs only for what it tracks. The
/// forwarding proxy is recognized once, at assignment, by its class (`Proxy`), so dispatch needs
/// no dynamic cast.
@MainActor
final class CachedDelegateStorage<Reference: WeakDelegateReference, Proxy: MessageForwarding>
where Proxy.ForwardedDelegate == Reference.Delegate {
    typealias Delegate = Reference.Delegate

    private let reference = Reference()
    /// The stored object when it is a forwarding proxy, found once at assignment.
    private weak var proxy: Proxy?
    private var cachedAnswers: UInt64 = 0
    private let selectors: [DelegateSelector]

    /// Storage for a protocol whose methods are `selectors` (at most 64, in `index` order).
    init(selectors: [DelegateSelector]) {
        precondition(selectors.count <= 64 && selectors.indices.allSatisfy { selectors[$0].index == $0 })
        self.selectors = selectors
    }

    /// What the host holds; `nil` once that object is released.
    var stored: Delegate? { reference.value }

    /// What the host holds, as an object.
    var storedObject: AnyObject? { reference.value.map { $0 as AnyObject } }

    /// UIKit's original setter.
    func store(_ value: Delegate?) {
        let newObject = value.map { $0 as AnyObject }
        guard newObject !== storedObject else { return }
        reference.value = value
        proxy = newObject as? Proxy
        cachedAnswers = 0
        guard let newObject else { return }
        for selector in selectors where selector.isAnswered(by: newObject) {
            cachedAnswers |= 1 << UInt64(selector.index)
        }
    }

    /// Whether the host would send `selector` (its cached answer is yes).
    func cachesYes(for selector: DelegateSelector) -> Bool {
        cachedAnswers & (1 << UInt64(selector.index)) != 0
    }

    /// Sends one message as UIKit does; `nil` when nothing answered (not sent, sent to `nil`,
    /// answered "not implemented", or unrecognized).
    @discardableResult
    func send<Answer>(
        _ selector: DelegateSelector,
        _ call: (Delegate) throws(DelegateMethodNotImplemented) -> Answer
    ) -> Answer? {
        guard cachesYes(for: selector) else { return nil }
        if let proxy, !proxy.implements(selector) {
            guard let target = proxy.forwardingTarget(for: selector) else {
                PlatformFaults.record(.unrecognizedSelector(selector, receiverType: String(describing: Proxy.self)))
                return nil
            }
            return try? call(target)
        }
        guard let delegate = reference.value else { return nil }
        return try? call(delegate)
    }
}
