#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

extension UIControl {
    /// `contextMenuInteraction(_:willDisplayMenuFor:animator:)`: UIKit's own work first, then, on
    /// the main thread, the visible menu's actions become reporting wrappers (M1), except a text
    /// input's (H8). Off the main thread it only passes through.
    nonisolated static func willDisplayMenuHook(_ hook: UIKitMethodHook)
        -> @convention(block) (UIControl, UIContextMenuInteraction, UIContextMenuConfiguration, AnyObject?) -> Void {
        { control, interaction, configuration, animator in
            typealias WillDisplay = @convention(c) (UIControl, Selector, UIContextMenuInteraction, UIContextMenuConfiguration, AnyObject?) -> Void
            hook.next(as: WillDisplay.self)(control, hook.selector, interaction, configuration, animator)
            hook.intercept(with: (control, interaction)) { control, interaction in
                guard #available(iOS 16.0, *), UIKitHooks.interception != nil, Interception.tracksMenu(from: control) else { return }
                interaction.updateVisibleMenu { visible in ControlMenuTracking.wrapping(visible, from: control) }
            }
        }
    }
}
#endif
