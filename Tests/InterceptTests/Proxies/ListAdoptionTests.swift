import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// D3: a list whose delegate was assigned before the hooks were installed is adopted when it is
/// next met, entering a window.
@MainActor
@Suite("List adoption")
struct ListAdoptionTests {
    /// A table off screen whose delegate is assigned with UIKit's own accessors (no hooks yet).
    func earlyTable(_ harness: Harness, delegate: SelectionCountingDelegate) -> TableView {
        let table = TableView()
        table.delegateAccessorHooks = nil
        table.dataSource = harness.screen.tableData
        table.delegate = delegate
        table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: harness.interception)
        return table
    }

    @Test("D3: a table whose delegate was assigned before install is intercepted when it enters a window; its delegate works as before and reads back unchanged")
    func adoptedOnEnteringWindow() async {
        let harness = Harness()
        let delegate = SelectionCountingDelegate()
        let table = earlyTable(harness, delegate: delegate)
        #expect(table.existingDelegateSlot == nil, "nothing saw the assignment")
        harness.screen.controller.view.addSubview(table)
        table.reloadData()
        #expect(table.existingDelegateSlot != nil, "adopted on entering the window")
        #expect(table.delegate === delegate, "the app still reads its own delegate")
        #expect(table.simulateUserTap(onRowAt: .row(1)))
        #expect(delegate.selections == [.row(1)])
        let events = await harness.events()
        #expect(events.map(\.kind) == [.rowSelected])
    }

    @Test("D3: a list the app took interception off, one of the platform's own, or one with the lists family off is not adopted")
    func notAdopted() async {
        let harness = Harness()
        let delegate = SelectionCountingDelegate()
        let released = earlyTable(harness, delegate: delegate)
        try? harness.interception.setDelegate(delegate, on: released)
        harness.interception.removeInterception(from: released)
        harness.screen.controller.view.addSubview(released)
        #expect(released.storedDelegate === delegate, "left as the app left it")

        let keyboard = SystemInterfaceStandIn.UIRemoteKeyboardWindow()
        harness.screen.application.addWindow(keyboard)
        let candidates = earlyTable(harness, delegate: delegate)
        keyboard.addSubview(candidates)
        #expect(candidates.existingDelegateSlot == nil, "a list inside the keyboard's window")

        let off = Harness()
        off.interception.setEnabled(false, for: .lists)
        let table = earlyTable(off, delegate: delegate)
        off.screen.controller.view.addSubview(table)
        #expect(table.existingDelegateSlot == nil)
    }

    @Test("W2 D3 V2: a list the hooks' first interception intercepted through the hooked setter, handed back when the hooks feed another, is adopted by the new one at its next window entry: a row tap reports once, to the new one")
    func handedBackListAdoptedByNextFedInterception() async throws {
        let first = Harness()
        let next = Harness()
        var fed = FedInterceptions()
        fed.feed(first.interception)
        let delegate = SelectionCountingDelegate()
        let table = TableView()
        table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: fed.current)
        table.dataSource = first.screen.tableData
        table.delegate = delegate
        first.screen.controller.view.addSubview(table)
        #expect(table.storedDelegate !== delegate, "intercepted through the hooked setter")

        fed.feed(next.interception)
        table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: fed.current)
        #expect(table.storedDelegate === delegate, "handed back by the first")
        table.removeFromSuperview()
        first.screen.controller.view.addSubview(table)
        table.reloadData()
        #expect(table.storedDelegate !== delegate, "adopted by the next on entering the window")
        #expect(table.delegate === delegate)
        #expect(table.simulateUserTap(onRowAt: .row(1)))
        #expect(delegate.selections == [.row(1)])
        #expect(await next.events().map(\.kind) == [.rowSelected])
        #expect(await first.events().isEmpty)
    }
}

/// Headless stand-ins named as UIKit's classes are.
enum SystemInterfaceStandIn {
    final class UIRemoteKeyboardWindow: Window {}
}
