@_spi(Platform) import Intercept

/// The headless counterpart of `UIContextualAction`: an action a swipe on a row reveals
/// ("Delete", "Archive"), shown as a button titled with it; its handler runs when the user taps
/// that button.
@MainActor
public final class ContextualAction {
    /// The title shown on its button.
    public let title: String
    private let handler: @MainActor (ContextualAction) -> Void

    /// Creates an action.
    public init(title: String, handler: @escaping @MainActor (ContextualAction) -> Void) {
        self.title = title
        self.handler = handler
    }

    func perform() {
        handler(self)
    }
}

extension View {
    private static let swipeActionsKey = "InterceptHeadless.swipeActions"

    /// Plays a swipe on this row (a table or collection view cell) that reveals `actions`, as
    /// UIKit shows the configuration its list's delegate returns
    /// (`trailingSwipeActionsConfigurationForRowAt`): the platform's private pull view, with one
    /// private button per action, is added to the row. Returns `false` when the row is in no
    /// window.
    @discardableResult
    public func simulateUserSwipe(revealing actions: [ContextualAction]) -> Bool {
        guard window != nil else { return false }
        (associatedObject(forKey: Self.swipeActionsKey) as? _SwipeActionPullView)?.removeFromSuperview()
        let pull = _SwipeActionPullView(actions: actions, rowSize: bounds.size)
        addSubview(pull)
        setAssociatedObject(pull, forKey: Self.swipeActionsKey)
        return true
    }

    /// Plays a user's tap on the revealed swipe action titled `title`: a touch on its private
    /// button, which sends `_tappedButton:` to the private pull view, which runs the action's
    /// handler and closes (M1). Returns `false` when no revealed action has that title.
    @discardableResult
    public func simulateUserTap(onSwipeAction title: String) -> Bool {
        guard let pull = associatedObject(forKey: Self.swipeActionsKey) as? _SwipeActionPullView, pull.superview === self,
            let button = pull.button(titled: title), let application = window?.application
        else { return false }
        return application.simulateTouch(on: button)
    }
}

/// The counterpart of UIKit's private `UISwipeActionPullView`: it shows one private button per
/// swipe action and is each button's target, for `touchDown` (`_pressedButton:`),
/// `touchUpInside` (`_tappedButton:`, which performs the button's action) and `touchUpOutside` or
/// `touchCancel` (`_unpressedButton:`), as iOS 18.2's `-[UISwipeActionPullView _rebuildButtons]`
/// registers them. Nothing of the app's is its target: its hop is the platform's, and the core
/// knows which one performs the app's action (`AppActionHop`).
@MainActor
final class _SwipeActionPullView: View {
    private let actions: [ContextualAction]
    private var buttons: [_SwipeActionStandardButton] = []
    private weak var pressedButton: _SwipeActionStandardButton?

    init(actions: [ContextualAction], rowSize: Size) {
        self.actions = actions
        super.init()
        let width = 80.0
        frame = Rect(x: max(0, rowSize.width - width * Double(actions.count)), y: 0, width: width * Double(actions.count), height: rowSize.height)
        for (index, action) in actions.enumerated() {
            let button = _SwipeActionStandardButton(title: action.title)
            button.frame = Rect(x: width * Double(index), y: 0, width: width, height: rowSize.height)
            button.addTarget(self, action: Self.pressed, for: .touchDown)
            button.addTarget(self, action: Self.tapped, for: .touchUpInside)
            button.addTarget(self, action: Self.unpressed, for: [.touchUpOutside, .touchCancel])
            addSubview(button)
            buttons.append(button)
        }
    }

    func button(titled title: String) -> _SwipeActionStandardButton? {
        buttons.first { $0.currentTitle == title }
    }

    static let pressed = ControlAction("_pressedButton:") { (pull: _SwipeActionPullView, sender) in
        if pull.pressedButton == nil { pull.pressedButton = sender as? _SwipeActionStandardButton }
    }

    static let unpressed = ControlAction("_unpressedButton:") { (pull: _SwipeActionPullView, sender) in
        if pull.pressedButton === sender { pull.pressedButton = nil }
    }

    /// UIKit's `_tappedButton:`: the pressed button's action is performed (through the pull
    /// view's delegate, which runs the `UIContextualAction`'s handler), and the row closes.
    static let tapped = ControlAction("_tappedButton:") { (pull: _SwipeActionPullView, sender) in
        guard let button = pull.pressedButton, button === sender, let index = pull.buttons.firstIndex(where: { $0 === button }) else { return }
        pull.pressedButton = nil
        pull.actions[index].perform()
        pull.removeFromSuperview()
    }
}

/// The counterpart of UIKit's private `UISwipeActionStandardButton`: a button titled with its
/// swipe action's title (UIKit's `setTitle:forState:`), whose only targets are its pull view.
@MainActor
final class _SwipeActionStandardButton: Button {}
