@_spi(Platform) import Intercept

/// The headless counterpart of `UIAlertController`: a title, a message and actions, whose rows are
/// hit through one tap recognizer on a private action-list view, as on the platform (G6).
///
/// UIKit has laid the action list out two ways over the years, and so does this alert:
/// ``Layout/collectionCells`` (rows are cells of a collection) and ``Layout/actionGroup`` (rows
/// are action views in a group). Either way the recognizer's target is the alert itself.
///
/// Open, as `UIAlertController` is subclassed by the platform's own frameworks (SwiftUI presents
/// `.alert` and `.confirmationDialog` with its `PlatformAlertController`, G6).
@MainActor
open class AlertController: ViewController {
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
    /// (`minimumPressDuration` 0), selecting when it ends (G1).
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
            // As UIKit's, the action under the finger when it lifts: the finger may have slid
            // from row to row (scrubbing, G6).
            let lifted = recognizer.touchLocation.flatMap { alert.view.window?.hitTest($0) }
            alert.selectAction(touching: lifted ?? recognizer.touchedView)
        })
    }

    /// Adds an action row.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        let row = layout == .collectionCells ? _AlertControllerCollectionViewCell() : _AlertControllerActionView()
        row.addSubview(Label(text: action.title))
        actionList.addSubview(row)
        rows.append(row)
        layOut()
    }

    /// Shows the alert on top of `window`'s content.
    public func present(in window: Window) {
        window.addSubview(view)
        layOut()
    }

    /// Lays the alert out as UIKit's: 270 points wide, the title and message, then one row of
    /// 44 points per action, centered in the window.
    private func layOut() {
        let width = 270.0, textHeight = 44.0, rowHeight = 44.0
        let height = 2 * textHeight + Double(rows.count) * rowHeight
        let container = view.superview?.bounds ?? Rect(x: 0, y: 0, width: width, height: height)
        view.frame = Rect(x: (container.width - width) / 2, y: (container.height - height) / 2, width: width, height: height)
        for (index, label) in view.subviews.prefix(2).enumerated() {
            label.frame = Rect(x: 0, y: Double(index) * textHeight, width: width, height: textHeight)
        }
        actionList.frame = Rect(x: 0, y: 2 * textHeight, width: width, height: Double(rows.count) * rowHeight)
        for (index, row) in rows.enumerated() {
            row.frame = Rect(x: 0, y: Double(index) * rowHeight, width: width, height: rowHeight)
            row.subviews.first?.frame = Rect(x: 0, y: 0, width: width, height: rowHeight)
        }
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

    /// Plays a user touching the action at `from`, sliding to the action at `to` and lifting
    /// there: UIKit performs the action under the finger at the end (scrubbing). Returns `false`
    /// (and does nothing) when the alert is not shown or an index is out of range.
    @discardableResult
    public func simulateUserScrub(fromActionAt from: Int, toActionAt to: Int) -> Bool {
        guard isPresented, rows.indices.contains(from), rows.indices.contains(to), let window = view.window,
            let application = window.application,
            let touch = application.beginTouch(at: rows[from].centerInWindow, in: window)
        else { return false }
        application.moveTouch(touch, to: rows[to].centerInWindow)
        application.endTouch(touch)
        return true
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
