#if canImport(UIKit)
import Foundation
import Intercept
import UIKit

extension UIControl {
    /// The swizzled `contextMenuInteraction(_:willDisplayMenuFor:animator:)`: UIKit's own work
    /// first, then, on the main thread, the visible menu's actions become reporting wrappers (M1).
    /// Off the main thread it only passes through.
    @objc dynamic nonisolated func intercept_contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        intercept_contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated {
            guard #available(iOS 16.0, *), UIKitHooks.interception != nil else { return }
            interaction.updateVisibleMenu { visible in ControlMenuTracking.wrapping(visible, from: self) }
        }
    }
}
#endif
