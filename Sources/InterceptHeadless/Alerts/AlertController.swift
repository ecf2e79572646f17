@_spi(Platform) import Intercept

/// The headless counterpart of `UIAlertController`: a title, a message and actions, whose rows are
/// hit through one tap recognizer on a private action-list view, as on the platform (G6).
///
/// UIKit has laid the action list out two ways over the years, and so does this alert:
/// ``Layout/collectionCells`` (rows are cells of a collection) and ``Layout/actionGroup`` (rows
/// are action views in a group). Either way the recognizer's target is the alert itself.
@MainActor
public final class AlertController: ViewController {
    /// How the action list is built.
    public enum Layout: Sendable, Equatable, CaseIterable {
        /// The older layout: rows are collection cells.
        case collectionCells
        /// The newer layout: rows are action views in an action group.
        case actionGroup
    }

    /// The message under the title.
    public let message: String?
    /// The layout of the action list.
    public let layout: Layout
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The recognizer that hits the action rows; the alert is its target. As UIKit's
    /// (`UIInterfaceActionSelectionTrackingController`), a long press that begins at once
    /// (`minimumPressDuration` 0), selecting when it ends (review R26).
    public let actionSelectionRecognizer: LongPressGestureRecognizer = {
        let recognizer = LongPressGestureRecognizer()
        recognizer.minimumPressDuration = 0
        return recognizer
    }()

    private let actionList: View
    private var rows: [View] = []

    /// Creates an alert.
    public init(title: String?, message: String? = nil, layout: Layout = .actionGroup) {
        self.message = message
        self.layout = layout
        self.actionList = layout == .collectionCells ? _AlertControllerCollectionView() : _AlertControllerActionGroupView()
        super.init(title: title)
        view.addSubview(Label(text: title))
        view.addSubview(Label(text: message))
        view.addSubview(actionList)
        actionList.addGestureRecognizer(actionSelectionRecognizer)
        actionSelectionRecognizer.addTarget(self, action: GestureAction("selectAction") { (alert: AlertController, recognizer) in
            guard recognizer.state == .ended else { return }
            alert.selectAction(touching: recognizer.touchedView)
        })
    }

    /// Adds an action row.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        let row = layout == .collectionCells ? _AlertControllerCollectionViewCell() : _AlertControllerActionView()
        row.addSubview(Label(text: action.title))
        actionList.addSubview(row)
        rows.append(row)
    }

    /// Shows the alert on top of `window`'s content.
    public func present(in window: Window) {
        window.addSubview(view)
    }

    /// Whether the alert is on screen.
    public var isPresented: Bool { view.window != nil }

    /// Plays a user's tap on the action at `index`: a touch on the row's label, which the
    /// recognizer recognizes; the alert goes away and the action's handler runs. Returns `false`
    /// (and does nothing) when the alert is not shown or there is no such action.
    @discardableResult
    public func simulateUserTap(onActionAt index: Int) -> Bool {
        guard isPresented, rows.indices.contains(index), let application = view.window?.application else { return false }
        return application.simulateTouch(on: rows[index].subviews.first ?? rows[index])
    }

    private func selectAction(touching touched: View?) {
        var current = touched
        while let view = current, view !== actionList {
            if let index = rows.firstIndex(where: { $0 === view }) {
                self.view.removeFromSuperview()
                actions[index].perform()
                return
            }
            current = view.superview
        }
    }
}
