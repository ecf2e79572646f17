@_spi(Platform) import Intercept

/// The headless counterpart of `UIBarButtonItem`: a title with one target-action or a primary
/// action, shown by a ``Toolbar`` but not a view itself. A tap on it goes in UIKit's two hops
/// (C5): the platform's private control that shows it sends its own action to the
/// platform's private target (`_UIButtonBarButton` to `_UIButtonBarTargetAction`), which triggers
/// the item: a primary action is performed with the item as its sender, sending nothing through
/// the application; a target-action is sent through the application from the item, with the
/// touch's event. The view that shows the item shows no title of its own to Intercept. Intercept
/// reports the item once, with its title, where that view is, and never the private hop (C5, F7).
@MainActor
public final class BarButtonItem: ControlHost {
    /// The title shown, the event's content.
    public var title: String? {
        didSet { view.titleLabel.text = title }
    }
    /// The target, held weakly; `nil` sends the action up the responder chain.
    public weak var target: AnyObject?
    /// The action.
    public var action: ControlAction?
    /// The action performed instead of ``action`` when set (`UIBarButtonItem.primaryAction`).
    public var primaryAction: MenuAction?
    /// The menu a tap shows when the item has no action (`UIBarButtonItem.menu`): the view that
    /// shows the item presents it with its own context menu interaction (B5).
    public var menu: Menu?
    /// The item's menu on screen, if any.
    public private(set) var presentedMenu: PresentedMenu?

    /// The view the app gave the item to show instead of a title (`UIBarButtonItem.customView`):
    /// it is the item on screen, and describes itself.
    public let customView: View?

    /// The view that shows a standard item in its toolbar.
    let view = _BarButtonItemView()

    /// The view a toolbar shows for the item: its custom view, else the platform's control.
    var shownView: View { customView ?? view }

    /// Creates an item.
    public init(title: String?, target: AnyObject? = nil, action: ControlAction? = nil) {
        self.title = title
        self.customView = nil
        self.target = target
        self.action = action
        view.show(self)
    }

    /// Creates an item performing `primaryAction`, titled with it.
    public init(primaryAction: MenuAction) {
        self.title = primaryAction.title
        self.primaryAction = primaryAction
        self.customView = nil
        view.show(self)
    }

    /// Creates an item shown as `customView`, as `UIBarButtonItem(customView:)`: the view handles
    /// its own touches, and the item sends nothing.
    public init(customView: View) {
        self.title = nil
        self.customView = customView
    }

    /// UIKit's `-[UIBarButtonItem _triggerActionForEvent:]`: the primary action is performed with
    /// the item as its sender; otherwise the target-action is sent from the item with `event`.
    func triggerAction(for event: TouchEvent?) {
        guard let application = view.window?.application else { return }
        if let primaryAction {
            application.perform(primaryAction, sender: self)
        } else if let action {
            application.sendAction(action, to: target, from: self, for: event)
        } else if let menu, presentedMenu == nil {
            presentedMenu = view.contextMenuInteraction.presentControlMenu(menu, from: view) { [weak self] in self?.presentedMenu = nil }
        }
    }

    /// Plays a user's tap on the item. Returns `false` (and does nothing) when the item is not
    /// shown in a window.
    @discardableResult
    public func simulateUserTap() -> Bool {
        shownView.window?.application?.simulateTouch(on: shownView) ?? false
    }

    /// The core's answers for this item, as UIKit's item gives them (`BarItemControl`, F16).
    private var barItemControl: BarItemControl { BarItemControl(customView: customView) }

    /// The custom view; none for a standard item: as UIKit's, it does not say which view shows
    /// it, and Intercept finds it from the touch (F7, F16).
    public var controlElementNode: (any ViewNode)? { barItemControl.elementNode }
    /// A standard item sends with no touch in the event (F7).
    public var sendsActionsWithoutTouch: Bool { barItemControl.sendsActionsWithoutTouch }
    /// A standard item is reported as the item.
    public var controlTypeName: String? { barItemControl.typeName { "BarButtonItem" } }
    /// A standard item's title.
    public var controlTitle: String? { barItemControl.title { title } }
}

/// The control that shows a bar button item in a toolbar, the counterpart of UIKit's private
/// `_UIButtonBarButton`: a touch up inside sends its own action to its private target, which
/// triggers the item (C5).
@MainActor
final class _BarButtonItemView: Control {
    let titleLabel = Label()
    /// Held here: a control holds its targets weakly.
    private var itemTarget: _BarButtonTargetAction?
    /// The item shown; UIKit's private control names no item publicly (B5).
    private(set) weak var item: BarButtonItem?

    override init() {
        super.init()
        addSubview(titleLabel)
    }

    func show(_ item: BarButtonItem) {
        titleLabel.text = item.title
        self.item = item
        let target = _BarButtonTargetAction(item: item)
        itemTarget = target
        addTarget(target, action: _BarButtonTargetAction.invoke, for: .touchUpInside)
    }

    /// Shows no content of its own: the title is drawn, not held by a subview Intercept reads.
    override var nodeContent: NodeContent { .title(nil) }
}

/// The counterpart of UIKit's private `_UIButtonBarTargetAction`: the target of a bar button's
/// private control, whose `_invoke:forEvent:` triggers the item with the touch's event.
@MainActor
final class _BarButtonTargetAction {
    weak var item: BarButtonItem?

    init(item: BarButtonItem) {
        self.item = item
    }

    static let invoke = ControlAction("_invoke:forEvent:") { (target: _BarButtonTargetAction, sender) in
        let event = (sender as? View)?.window?.application?.currentTouchEvent
        target.item?.triggerAction(for: event)
    }
}
