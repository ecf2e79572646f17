import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// Records, in one log, what the application tells its event observers and what the app's list
/// delegate hears, so a test can read UIKit's order off it.
@MainActor
private final class DispatchLog: ApplicationEventObserver, TableViewDelegate, CollectionViewDelegate {
    private(set) var entries: [String] = []

    func physicalActionDidBegin(_ action: PhysicalActionID) { entries.append("begin") }
    func physicalActionDidEnd(_ action: PhysicalActionID) { entries.append("end") }
    func physicalActionDidEndTouch(_ action: PhysicalActionID) { entries.append("touch ended") }
    func runLoopTurnDidEnd() { entries.append("turn ended") }
    func controlDidSendAction(from control: any ControlHost, _ dispatch: ControlActionDispatch) {}

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { entries.append("row selected") }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { entries.append("item selected") }
}

/// B1: one touch, one event, in UIKit's order: a table selects its row from a run-loop observer
/// after the touch's `sendEvent` returned, a collection view while it handles the touch's end.
@MainActor
@Suite("Selections in UIKit's order")
struct SelectionTurnTests {
    private func harness() -> Harness {
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        return harness
    }

    @Test("B1 U1: a table selection after its touch ended, and a tap recognizer not cancelling touches on the screen's view: one event, the row's, with its position and the touch's location")
    func recognizerAboveTableGivesOneEvent() async throws {
        let harness = harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        try harness.interception.intercept(harness.table)
        // The common "dismiss the keyboard on tap" recognizer: on the screen's view, touches not cancelled.
        let dismiss = ActionRecorder()
        let tap = TapGestureRecognizer(target: dismiss, action: dismiss.action())
        harness.screen.controller.view.addGestureRecognizer(tap)
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)
        let cell = try #require(harness.table.cellForRow(at: .row(1)))

        #expect(harness.screen.application.simulateTouch(on: cell.textLabel))

        #expect(dismiss.received.count == 1, "the app's recognizer still runs")
        #expect(business.selections == [.row(1)], "the app's code still runs")
        let events = await harness.events()
        #expect(events.map(\.kind) == [.rowSelected])
        #expect(events.first?.listPosition == ListPosition(section: 0, index: 1))
        #expect(events.first?.touch != nil)
    }

    /// Where a tap recognizer sits relative to the row the user taps, and which source's event a
    /// touch on the row's label gives.
    enum RecognizerPlace: String, CaseIterable, Sendable {
        case table, cell, cellContent, label
    }

    @Test("U1: the source on the deepest view wins, kinds break ties: a recognizer on the list loses to the row; one on the cell, its content or its label beats it", arguments: RecognizerPlace.allCases)
    func deepestViewWins(_ place: RecognizerPlace) async throws {
        let harness = harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        try harness.interception.intercept(harness.table)
        let cell = try #require(harness.table.cellForRow(at: .row(1)))
        let recorder = ActionRecorder()
        let tap = TapGestureRecognizer(target: recorder, action: recorder.action())
        let view: View = switch place {
        case .table: harness.table
        case .cell: cell
        case .cellContent: cell.contentView
        case .label: cell.textLabel
        }
        view.addGestureRecognizer(tap)
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)

        harness.screen.application.simulateTouch(on: cell.textLabel)

        #expect(recorder.received.count == 1)
        #expect(business.selections == [.row(1)])
        #expect(await harness.events().map(\.kind) == (place == .table ? [.rowSelected] : [.tap]))
    }

    @Test("U1: a button inside a cell, its own recognizer too, and a recognizer on the screen's view: one event, the button's")
    func controlInCellBeatsEverySource() async throws {
        let harness = harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        try harness.interception.intercept(harness.table)
        let cell = try #require(harness.table.cellForRow(at: .row(1)))
        let actions = CheckoutActions()
        let button = Button(title: "Add")
        button.addTarget(actions, action: actions.action("add"), for: .touchUpInside)
        cell.contentView.addSubview(button)
        let onButton = ActionRecorder(), onRoot = ActionRecorder()
        button.addGestureRecognizer(TapGestureRecognizer(target: onButton, action: onButton.action()))
        harness.screen.controller.view.addGestureRecognizer(TapGestureRecognizer(target: onRoot, action: onRoot.action()))
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)

        harness.screen.application.simulateTouch(on: button)

        #expect(actions.performed == ["add"])
        let events = await harness.events()
        #expect(events.map(\.kind) == [.controlAction])
        #expect(events.first?.element?.content == "Add")
    }

    @Test("U1: a collection's item under a tap recognizer on the screen's view: one event, the item's")
    func recognizerAboveCollectionLosesToItem() async throws {
        let harness = harness()
        let business = SelectionCountingDelegate()
        harness.collection.delegate = business
        try harness.interception.intercept(harness.collection)
        let dismiss = ActionRecorder()
        harness.screen.controller.view.addGestureRecognizer(TapGestureRecognizer(target: dismiss, action: dismiss.action()))
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)
        let item = try #require(harness.collection.cellForItem(at: .item(0)))

        harness.screen.application.simulateTouch(on: item.contentView)

        #expect(dismiss.received.count == 1)
        #expect(business.selections == [.item(0)])
        #expect(await harness.events().map(\.kind) == [.itemSelected])
    }

    @Test("B1, A3: a table selection delivered after its touch ended carries the touch's location")
    func lateSelectionCarriesTouchLocation() async throws {
        let screen = SignalScreen()
        let business = SelectionCountingDelegate()
        let table = try screen.interceptedTable(["A", "B", "C"], at: 500, delegate: business)
        let cellFrame = try #require(table.cellForRow(at: .row(2))).frame

        screen.tap(39, 500 + cellFrame.minY + cellFrame.height / 2)

        #expect(business.selections == [.row(2)])
        let events = await screen.events(.rowSelected, .tap)
        #expect(events.map(\.kind) == [.rowSelected])
        #expect(events.first?.touch?.window == Point(x: 39, y: 500 + cellFrame.minY + cellFrame.height / 2))
        #expect(events.first?.touch?.element == Point(x: 0.1, y: 0.5))
    }

    @Test("B1: the headless application selects table rows after the touch's dispatch, from the run loop, and collection items during it")
    func uikitOrder() throws {
        let screen = ListScreenFixture()
        let log = DispatchLog()
        screen.application.addEventObserver(log)
        screen.tableView.delegate = log
        screen.collectionView.delegate = log
        let row = try #require(screen.tableView.cellForRow(at: .row(0)))
        let item = try #require(screen.collectionView.cellForItem(at: .item(0)))

        screen.application.simulateTouch(on: row.textLabel)
        #expect(log.entries == ["begin", "touch ended", "row selected", "turn ended"])

        screen.application.simulateTouch(on: item.contentView)
        #expect(log.entries.suffix(4) == ["begin", "item selected", "touch ended", "turn ended"])
    }

    @Test("B1: a touch whose turn never ends is closed by the next touch, and its selection counted once")
    func nextTouchClosesTheTurn() async throws {
        let harness = harness()
        let interception = harness.interception
        let first = NSObject(), second = NSObject()

        interception.physicalActionDidBegin(PhysicalActionID(first))
        interception.physicalActionDidEndTouch(PhysicalActionID(first))
        interception.offer(InteractionEvent(kind: .rowSelected, timestamp: interception.now), from: .listSelection)
        interception.physicalActionDidBegin(PhysicalActionID(second))
        interception.offer(InteractionEvent(kind: .tap, timestamp: interception.now), from: .gesture)
        interception.physicalActionDidEndTouch(PhysicalActionID(second))
        interception.runLoopTurnDidEnd()

        #expect(await harness.events().map(\.kind) == [.rowSelected, .tap])
    }
}
