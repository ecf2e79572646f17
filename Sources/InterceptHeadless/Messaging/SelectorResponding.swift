/// An object that answers Objective-C's `respondsToSelector:` for delegate methods: a delegate
/// that implements only some optional methods, as an Objective-C one would (the test spies adopt
/// it). Hosts ask once, when the object is stored, and cache the answers (F3).
///
/// A plain delegate (a class adopting the delegate protocol) need not adopt this: it answers yes
/// for every method, since its conformance implements them all, and a default implementation
/// answers `DelegateMethodNotImplemented`, which the host treats as UIKit treats a
/// method the delegate does not implement.
@MainActor
public protocol SelectorResponding: AnyObject {
    /// Whether the object handles `selector` (itself or through its forwarding target).
    func responds(to selector: DelegateSelector) -> Bool
}

extension DelegateSelector {
    /// Whether `object` answers yes to `respondsToSelector:` for this selector: its own answer
    /// when it gives one; a plain delegate, yes.
    @MainActor
    func isAnswered(by object: AnyObject) -> Bool {
        (object as? any SelectorResponding)?.responds(to: self) ?? true
    }
}
