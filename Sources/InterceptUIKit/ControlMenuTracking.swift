#if canImport(UIKit)
import UIKit

/// Formerly the opt-in that reported controls' menu choices by swapping the visible menu for
/// reporting copies, which relied on undocumented behavior. Menu choices are now reported by
/// default (B5): UIKit performs a button's or bar button item's menu choice with the control's own
/// context menu interaction as the sender (`performWithSender:target:`, public from iOS 16), and
/// `UIKitHooks.install(for:)` hooks that. Nothing here hooks or copies anything any more.
@MainActor
public enum ControlMenuTracking {
    /// Always `false`: there is nothing to install.
    @available(*, deprecated, message: "Menu choices are reported by default; nothing to install.")
    public static var isInstalled: Bool { false }

    /// Does nothing and returns `false`: menu choices are reported by default (B5).
    @available(*, deprecated, message: "Menu choices are reported by default; nothing to install.")
    @discardableResult
    public static func install() -> Bool { false }
}
#endif
