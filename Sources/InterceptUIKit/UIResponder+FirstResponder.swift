#if canImport(UIKit)
import UIKit

extension UIResponder {
    /// The current first responder, found with public API only: an action sent to a `nil` target
    /// goes to the first responder (`UIApplication.sendAction(_:to:from:for:)`), whose answer is
    /// this method. The application is the end of this responder's chain (window, scene,
    /// application), so app extensions, which have none, compile and answer `nil`. `nil` when
    /// nothing is first responder. Asked only for an app view hosted in UIKit's input host
    /// (review W4), so no other path pays for it.
    @MainActor
    func currentFirstResponder() -> UIResponder? {
        var current: UIResponder? = self
        var level = 0
        while let responder = current, !(responder is UIApplication), level < 1_024 {  // bounded as the core's walks up are (H2)
            current = responder.next
            level += 1
        }
        guard let application = current as? UIApplication else { return nil }
        FirstResponderProbe.found = nil
        application.sendAction(#selector(UIResponder.interceptNoteFirstResponder(_:)), to: nil, from: nil, for: nil)
        defer { FirstResponderProbe.found = nil }
        return FirstResponderProbe.found
    }

    /// Notes this responder as the one a `nil`-targeted action reached.
    @objc nonisolated func interceptNoteFirstResponder(_ sender: Any?) {
        MainActor.assumeIsolated { FirstResponderProbe.found = self }
    }
}

/// Where ``UIResponder/interceptNoteFirstResponder(_:)`` leaves its answer for
/// ``UIResponder/currentFirstResponder()``.
@MainActor
enum FirstResponderProbe {
    static weak var found: UIResponder?
}

extension UIView {
    /// Whether the view is, or descends from, the first responder's `inputAccessoryView`, or holds
    /// the first responder itself: in UIKit's input host, the app's accessory bar, whose actions
    /// are the app's; any other app view there is a keyboard (its custom `inputView`), as is every
    /// view when no first responder is found (review W4). UIKit keeps showing an accessory that
    /// contains the new first responder (`_containsResponder:`: a chat composer's text view inside
    /// its bar, whose own `inputAccessoryView` is `nil`), so that bar is the accessory (review X1).
    public var isInputAccessoryOfFirstResponder: Bool {
        guard let responder = currentFirstResponder() else { return false }
        if let firstView = responder as? UIView, firstView.isDescendant(of: self) { return true }
        guard let accessory = responder.inputAccessoryView else { return false }
        return self === accessory || isDescendant(of: accessory)
    }
}
#endif
