@_spi(Platform) import Intercept

/// The headless counterpart of `UIBarButtonItem`: a title with one target-action, shown by a
/// ``Toolbar`` but not a view itself. A tap on it sends its action through the application with
/// the item as the sender and, as UIKit's standard items do, with no touch in the event; the view
/// that shows it is the platform's own and shows no title of its own to Intercept. Intercept
/// attributes the action to the touch in progress and reports the item, with its title, where
/// that view is (C5, F7).
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

    /// The view that shows the item in its toolbar.
    let view = _BarButtonItemView()

    /// Creates an item.
    public init(title: String?, target: AnyObject? = nil, action: ControlAction? = nil) {
        self.title = title
        self.target = target
        self.action = action
        view.item = self
        view.titleLabel.text = title
    }

    /// Plays a user's tap on the item. Returns `false` (and does nothing) when the item is not
    /// shown in a window.
    @discardableResult
    public func simulateUserTap() -> Bool {
        view.window?.application?.simulateTouch(on: view) ?? false
    }

    /// No view of its own: as UIKit's standard items, the item does not say which view shows
    /// it, and Intercept finds it from the touch (F7, F16).
    public var controlElementNode: (any ViewNode)? { nil }
    /// Sent with no touch in the event (F7).
    public var sendsActionsWithoutTouch: Bool { true }
    /// Reported as the item.
    public var controlTypeName: String? { "BarButtonItem" }
    /// The title.
    public var controlTitle: String? { title }
}

/// The control that shows a bar button item in a toolbar, the counterpart of UIKit's private
/// `_UIButtonBarButton`: its touch sends the item's action, with no event (F7).
@MainActor
final class _BarButtonItemView: Control {
    weak var item: BarButtonItem?
    let titleLabel = Label()

    override init() {
        super.init()
        addSubview(titleLabel)
    }

    /// Shows no content of its own: the title is drawn, not held by a subview Intercept reads.
    override var nodeContent: NodeContent { .text(nil) }

    override func endTracking(with event: TouchEvent) {
        super.endTracking(with: event)
        guard let item, let action = item.action, event.touch.isInside else { return }
        window?.application?.sendAction(action, to: item.target, from: item, for: nil)
    }
}
