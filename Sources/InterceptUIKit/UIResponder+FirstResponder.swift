#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

extension UIResponder {
    /// The current first responder, found with public API only: an action sent to a `nil` target
    /// goes to the first responder (`UIApplication.sendAction(_:to:from:for:)`), whose answer is
    /// this method. The application is the end of this responder's chain (window, scene,
    /// application), so app extensions, which have none, compile and answer `nil`. `nil` when
    /// nothing is first responder. Asked only for an app view hosted in UIKit's input host
    /// (F17), so no other path pays for it.
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

extension ViewNode where Self: UIView {
    /// Which slot of UIKit's input host the view fills, as the core decides it
    /// (`SystemInterfacePolicy.inputHostSlot`, F17), from UIKit's first responder,
    /// next responders, input views, and which responders are view controllers. In a constrained
    /// protocol extension, as the other `ViewNode` members (`UIView+ViewNode.swift`).
    public var inputHostSlot: InputHostSlot {
        SystemInterfacePolicy.inputHostSlot(
            of: self, firstResponder: currentFirstResponder(),
            next: { $0.next }, inputView: { $0.inputView }, inputAccessoryView: { $0.inputAccessoryView },
            screen: { $0 as? UIViewController })
    }
}
#endif
