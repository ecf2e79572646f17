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
    /// Whether the view is, or descends from, the `inputAccessoryView` of a responder on the first
    /// responder's chain, before any `inputView` there contains it: in UIKit's input host, the
    /// app's accessory bar, whose actions are the app's; any other app view there is a keyboard
    /// (its custom `inputView`), as is every view when no first responder is found (review W4).
    /// UIKit keeps hosted views that contain the new first responder (`_containsResponder:`) and
    /// makes a hosted view's next responder the responder that supplied it, so a chat composer's
    /// text view inside its bar reaches the bar's owner (X1), and a keypad's own display field the
    /// keypad's owner, whose `inputView` it is: a keyboard (X4).
    public var isInputAccessoryOfFirstResponder: Bool {
        var responder = currentFirstResponder()
        var level = 0
        while let current = responder, level < 1_024 {  // bounded as the core's walks up are (H2)
            if let input = current.inputView, isDescendant(of: input) { return false }
            if let accessory = current.inputAccessoryView, isDescendant(of: accessory) { return true }
            responder = current.next
            level += 1
        }
        return false
    }
}
#endif
