@_spi(Platform) import Intercept

/// The headless counterpart of `UIButton`: a title per state; a tap sends `touchUpInside`. Its
/// content is the current title (C1, E2).
@MainActor
open class Button: Control {
    private var titles: [ControlState: String] = [:]

    /// The states a title can be set for.
    public enum ControlState: Sendable, Hashable {
        case normal, highlighted, disabled, selected
    }

    /// Creates a button with a normal title.
    public init(title: String? = nil) {
        super.init()
        setTitle(title, for: .normal)
    }

    /// Sets the title shown in `state`.
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
    }

    /// The title for `state`, if one was set.
    public func title(for state: ControlState) -> String? {
        titles[state]
    }

    /// The title shown now: the one for the current state, or the normal one.
    public var currentTitle: String? {
        let state: ControlState = !isEnabled ? .disabled : isHighlighted ? .highlighted : isSelected ? .selected : .normal
        return titles[state] ?? titles[.normal]
    }

    /// The current title, or, for a button with no title (an icon), its accessibility label: the
    /// control's own words (N3).
    open override var nodeContent: NodeContent { .title(currentTitle ?? accessibilityLabel) }

    // MARK: Menu

    /// The button's menu (`UIButton.menu`), shown by a tap when ``showsMenuAsPrimaryAction``.
    open var menu: Menu?
    /// Whether a tap shows the menu instead of sending `touchUpInside` (M1).
    open var showsMenuAsPrimaryAction = false
    /// A tap opens the menu (M1).
    open override var opensMenuAsPrimaryAction: Bool { showsMenuAsPrimaryAction && menu != nil }
    /// The menu on screen, if any.
    public private(set) var presentedMenu: PresentedMenu?

    /// A tap shows the menu when it is the primary action; otherwise as any control.
    open override func endTracking(with event: TouchEvent) {
        guard showsMenuAsPrimaryAction, let menu, event.touch.isInside else {
            super.endTracking(with: event)
            return
        }
        isHighlighted = false
        guard presentedMenu == nil else { return }
        // UIKit tells nobody but the control's `menuActionTriggered` targets that the menu opens;
        // Intercept learns it from the tap (M1, F16).
        sendActions(for: .menuActionTriggered, with: event)
        presentedMenu = contextMenuInteraction.presentControlMenu(menu, from: self) { [weak self] in self?.presentedMenu = nil }
    }
}
