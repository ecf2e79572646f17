import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// D3, D13: one event per user selection, described before the business delegate runs; none for
/// selection from code.
@MainActor
@Suite("Selection events")
struct SelectionEventTests {
    @Test("D3: a row selection emits one rowSelected event with host, position and cell properties")
    func rowSelectionEvent() async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        let proxy = try #require(try harness.interception.intercept(harness.table))

        harness.table.simulateUserTap(onRowAt: .row(1))

        let event = try #require(await harness.events().only)
        #expect(event.kind == .rowSelected)
        #expect(event.host == proxy.context.hostIdentity)
        #expect(event.host?.typeName == "TableView")
        #expect(event.listPosition == ListPosition(section: 0, index: 1))
        #expect(event.element?.type == "TableViewCell")
        #expect(event.element?.content == nil && event.element?.position == "0:1", "the cell's place, not its text (N3)")
        #expect(event.element?.position == "0:1")
        #expect(event.element?.path == "View[0]/TableView[0]/TableViewCell[0-1]")
        #expect(event.screen == ScreenProperties(name: "ViewController"))
        #expect(event.timestamp == harness.clock.now)
        #expect(business.selections == [.row(1)])
    }

    @Test("D3: an item selection emits one itemSelected event")
    func itemSelectionEvent() async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.collection.delegate = business
        try harness.interception.intercept(harness.collection)

        harness.collection.simulateUserTap(onItemAt: .item(2))

        let event = try #require(await harness.events().only)
        #expect(event.kind == .itemSelected)
        #expect(event.element?.type == "CollectionViewCell")
        #expect(event.element?.content == nil && event.element?.position == "0:2", "the cell's place, not its text (N3)")
        #expect(event.element?.position == "0:2")
        #expect(event.listPosition == ListPosition(section: 0, index: 2))
        #expect(business.selections == [.item(2)])
    }

    @Test("D3: the event is described and ordered before the business delegate runs")
    func eventPrecedesBusinessDelegate() async throws {
        let harness = Harness()
        let spy = TableViewDelegateSpy()
        let interception = harness.interception
        spy.onDidSelect = { tableView, indexPath in
            // The delegate changes the cell and reports something of its own.
            tableView.cellForRow(at: indexPath)?.textLabel.text = "Changed"
            interception.emit(InteractionEvent(kind: InteractionKind(rawValue: "businessEvent"), timestamp: interception.now))
        }
        harness.table.delegate = spy
        try interception.intercept(harness.table)

        harness.table.simulateUserTap(onRowAt: .row(0))

        let events = await harness.events()
        #expect(events.map(\.kind.rawValue) == ["rowSelected", "businessEvent"])
        #expect(events.first?.element?.content == nil && events.first?.element?.position == "0:0", "the cell's place, not its text (N3)")
    }

    @Test("D3: no event when the business delegate does not handle selection, unless configured")
    func requiresBusinessHandlerByDefault() async throws {
        let harness = Harness()
        let spy = TableViewDelegateSpy(implementing: [.willSelectRow, .heightForRow])
        harness.table.delegate = spy
        try harness.interception.intercept(harness.table)
        harness.table.simulateUserTap(onRowAt: .row(0))
        #expect(await harness.events().isEmpty)

        // The host asks what its delegate implements when it is assigned (F3), as UIKit does, so
        // the policy takes effect at the next assignment.
        harness.interception.configuration.listSelection.requiresBusinessHandler = false
        harness.table.simulateUserTap(onRowAt: .row(2))
        #expect(await harness.events().isEmpty)
        harness.table.delegate = spy
        harness.table.simulateUserTap(onRowAt: .row(1))
        let events = await harness.events()
        #expect(events.map(\.kind) == [.rowSelected])
        #expect(events.first?.listPosition?.index == 1)
    }

    @Test("D3: a redirected selection reports the row actually selected")
    func redirectedSelection() async throws {
        let harness = Harness()
        let spy = TableViewDelegateSpy()
        spy.willSelectAnswer = { _ in .row(0, 1) }
        harness.table.delegate = spy
        try harness.interception.intercept(harness.table)

        harness.table.simulateUserTap(onRowAt: .row(0))

        let event = try #require(await harness.events().only)
        #expect(event.listPosition == ListPosition(section: 1, index: 0))
        #expect(event.element?.content == nil && event.element?.position == "1:0", "the cell's place, not its text (N3)")
    }

    @Test("D13: selecting from code calls no delegate and emits nothing")
    func programmaticSelectionIsSilent() async throws {
        let harness = Harness()
        let tableSpy = TableViewDelegateSpy()
        let collectionSpy = CollectionViewDelegateSpy()
        harness.table.delegate = tableSpy
        harness.collection.delegate = collectionSpy
        try harness.interception.intercept(harness.table)
        try harness.interception.intercept(harness.collection)
        tableSpy.resetLog()
        collectionSpy.resetLog()

        harness.table.selectRow(at: .row(2))
        harness.collection.selectItem(at: .item(1))

        #expect(harness.table.indexPathForSelectedRow == .row(2))
        #expect(harness.collection.indexPathsForSelectedItems == [.item(1)])
        #expect(tableSpy.log.calls.isEmpty)
        #expect(collectionSpy.log.calls.isEmpty)
        #expect(await harness.events().isEmpty)
    }
}

extension Array {
    /// The single element, or `nil` when there are zero or several.
    var only: Element? { count == 1 ? first : nil }
}
