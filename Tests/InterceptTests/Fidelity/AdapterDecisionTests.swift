import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

/// Rules the UIKit adapter applied itself, now one core function each that UIKit and the headless
/// platform both call (F16): a bar button item's answers, a cell's index path, a view's screen,
/// which attribute changes reach the subviews.
@MainActor
@Suite("Adapter decisions in the core")
struct AdapterDecisionTests {
    @Test("F16 C5 F7: a standard bar button item sends without a touch and is reported as the item with its title; one with a custom view is that view, which describes itself")
    func barItemAnswers() async throws {
        let standard = BarItemControl(customView: nil)
        #expect(standard.elementNode == nil)
        #expect(standard.sendsActionsWithoutTouch)
        #expect(standard.typeName { "UIBarButtonItem" } == "UIBarButtonItem")
        #expect(standard.title { "Done" } == "Done")
        let button = Button(title: "Share")
        let custom = BarItemControl(customView: button)
        #expect(custom.elementNode === button)
        #expect(!custom.sendsActionsWithoutTouch)
        #expect(custom.typeName { Issue.record("a custom view's item type is never read"); return "" } == nil)
        #expect(custom.title { Issue.record("a custom view's item title is never read"); return nil } == nil)

        // The headless item answers through the same rule, and a custom view is tapped as itself.
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        let counter = ActionCounter()
        button.addTarget(counter, action: counter.control, for: .touchUpInside)
        let item = BarButtonItem(customView: button)
        #expect(item.controlElementNode === button)
        #expect(!item.sendsActionsWithoutTouch)
        #expect(item.controlTypeName == nil && item.controlTitle == nil)
        harness.screen.controller.view.addSubview(Toolbar(items: [item]))
        #expect(item.simulateUserTap())
        let event = try #require(await harness.events().only)
        #expect(event.element?.type == "Button")
        #expect(event.element?.content == "Share")
        #expect(counter.count == 1)
    }

    /// A stand-in view for the walks: a parent, and for a list, the index paths it shows.
    final class Node {
        let parent: Node?
        var shown: [ObjectIdentifier: IndexPath] = [:]
        init(in parent: Node? = nil) {
            self.parent = parent
        }
    }

    @Test("F16 E4: a cell's index path is the one the nearest list of its kind shows it at; none in no list, or in one that does not show it")
    func cellIndexPath() throws {
        func indexPath(of cell: Node, inListsOfItsKind lists: [Node]) -> IndexPath? {
            ListCellLookup.indexPath(of: cell, parent: \.parent, list: { node in lists.contains { $0 === node } ? node : nil }) {
                $0.shown[ObjectIdentifier(cell)]
            }
        }
        let table = Node()
        let otherKind = Node(in: Node(in: table))  // a collection view inside a table's cell
        let cell = Node(in: Node(in: otherKind))  // a table cell inside it
        table.shown[ObjectIdentifier(cell)] = IndexPath(row: 3, section: 1)
        otherKind.shown[ObjectIdentifier(cell)] = IndexPath(item: 0, section: 0)
        #expect(indexPath(of: cell, inListsOfItsKind: [table]) == IndexPath(row: 3, section: 1), "a list of another kind is walked past")
        let nearer = Node(in: Node(in: table))
        let cellInNearer = Node(in: nearer)
        table.shown[ObjectIdentifier(cellInNearer)] = IndexPath(row: 0, section: 0)
        #expect(indexPath(of: cellInNearer, inListsOfItsKind: [table, nearer]) == nil, "the nearest list answers, and it does not show the cell")
        #expect(indexPath(of: Node(in: Node()), inListsOfItsKind: [table]) == nil, "a cell in no list has none")

        // The headless cells find theirs the same way, from the list that shows them.
        let harness = Harness()
        let row = IndexPath(row: 1, section: 0)
        let tableCell = try #require(harness.table.cellNode(at: row) as? TableViewCell)
        #expect(tableCell.listIndexPath == row)
        tableCell.removeFromSuperview()
        #expect(tableCell.listIndexPath == nil, "a cell out of its list has no index path")
        let item = IndexPath(item: 0, section: 0)
        #expect((harness.collection.cellNode(at: item) as? CollectionViewCell)?.listIndexPath == item)
    }

    @Test("F16 E3: a view's screen is the kept one; with none kept, the nearest screen up the responder chain")
    func screenLookup() {
        let kept = ViewController()
        let chained = ViewController()
        let top = Node()
        let middle = Node(in: top)
        let first = Node(in: middle)
        let screens = [ObjectIdentifier(middle): chained as any ScreenNode]
        func screen(kept: (any ScreenNode)?, from start: Node?) -> (any ScreenNode)? {
            ScreenLookup.screen(kept: kept, from: start, next: \.parent) { screens[ObjectIdentifier($0)] }
        }
        #expect(screen(kept: kept, from: first) === kept, "the kept screen is read first")
        #expect(screen(kept: nil, from: first) === chained)
        #expect(screen(kept: nil, from: top) == nil)
        #expect(screen(kept: nil, from: nil) == nil)

        let harness = Harness()
        #expect(harness.table.screenNode === harness.screen.controller, "the headless view answers through the same rule")
    }

    @Test("F16 E7 H4: only an ignore flag that starts or stops covering the subviews, or the private flag, changes what subviews inherit")
    func inheritedFlagChanges() {
        let none = ViewTrackingAttributes()
        #expect(!none.changesInheritedFlags(from: none))
        #expect(ViewTrackingAttributes(ignoreScope: .viewAndSubviews).changesInheritedFlags(from: none))
        #expect(none.changesInheritedFlags(from: ViewTrackingAttributes(ignoreScope: .viewAndSubviews)))
        #expect(ViewTrackingAttributes(isPrivate: true).changesInheritedFlags(from: none))
        #expect(!ViewTrackingAttributes(ignoreScope: .viewOnly).changesInheritedFlags(from: none), "the view alone: nothing inherited")
        #expect(!ViewTrackingAttributes(trackingID: "buy", displayType: "Card").changesInheritedFlags(from: none))
        #expect(ViewTrackingAttributes(ignoreScope: .viewOnly).changesInheritedFlags(from: ViewTrackingAttributes(ignoreScope: .viewAndSubviews)))
    }

    @Test("F16 X1: a change of a view's attributes is news for exposure when the view declared an exposure context, or declares one now")
    func exposureNews() {
        let none = ViewTrackingAttributes()
        let declaring = ViewTrackingAttributes(exposure: ExposureContext(trackingID: "banner"))
        #expect(!ViewTrackingAttributes(trackingID: "buy").concernsExposure(from: none), "a view with no context costs exposure nothing")
        #expect(declaring.concernsExposure(from: none))
        #expect(none.concernsExposure(from: declaring), "a cleared context is news too")
        #expect(declaring.concernsExposure(from: declaring))
    }
}
