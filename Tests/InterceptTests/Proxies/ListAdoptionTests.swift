import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// F18: a list whose delegate was assigned before the hooks were installed is adopted when it is
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

    /// A table on `first`'s screen whose delegate is assigned through the hooked setter while the
    /// hooks (`fed`) feed `first`.
    func tableAssignedThroughHooks(feeding first: Harness, with fed: inout FedInterceptions, delegate: SelectionCountingDelegate) -> TableView {
        fed.feed(first.interception)
        let table = TableView()
        table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: fed.current)
        table.dataSource = first.screen.tableData
        table.delegate = delegate
        first.screen.controller.view.addSubview(table)
        table.reloadData()
        return table
    }

    @Test("F18: a table whose delegate was assigned before install is intercepted when it enters a window; its delegate works as before and reads back unchanged")
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

    @Test("F18: a list the app took interception off, one of the platform's own, or one with the lists family off is not adopted")
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

    @Test("F18: a list on screen the hooks' first interception intercepted through the hooked setter, handed back when the hooks feed another, is adopted by the new one at once, without entering a window again: a row tap reports once, to the new one")
    func handedBackListAdoptedByNextFedInterception() async throws {
        let first = Harness()
        let next = Harness()
        var fed = FedInterceptions()
        let delegate = SelectionCountingDelegate()
        let table = tableAssignedThroughHooks(feeding: first, with: &fed, delegate: delegate)
        #expect(table.storedDelegate !== delegate, "intercepted through the hooked setter")

        fed.feed(next.interception)
        table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: fed.current)
        #expect(table.storedDelegate !== delegate, "adopted by the next where it is")
        #expect(table.delegate === delegate)
        #expect(table.simulateUserTap(onRowAt: .row(1)))
        #expect(delegate.selections == [.row(1)])
        #expect(await next.events().map(\.kind) == [.rowSelected])
        #expect(await first.events().isEmpty)

        table.removeFromSuperview()
        first.screen.controller.view.addSubview(table)
        table.reloadData()
        #expect(table.simulateUserTap(onRowAt: .row(2)))
        #expect(await next.events().map(\.kind) == [.rowSelected, .rowSelected], "entering the window again changes nothing")
        #expect(delegate.selections == [.row(1), .row(2)])
    }

    @Test("F18 D8: a list whose proxy another library's proxy (set after ours, wrapping what the host calls) forwards into is taken over by the next fed interception where it stands; one wrapping the getter's delegate, behind ours, is adopted: each tap reports once, to the new one")
    func foreignProxiesAcrossFeeds() async throws {
        for wrapping in [ForeignDelegateProxy.Wrapping.dispatchTarget, .hostDelegate] {
            let first = Harness()
            let next = Harness()
            var fed = FedInterceptions()
            let delegate = SelectionCountingDelegate()
            let table = tableAssignedThroughHooks(feeding: first, with: &fed, delegate: delegate)
            let foreign = ForeignDelegateProxy.install(on: table, wrapping: wrapping)

            fed.feed(next.interception)
            table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: fed.current)
            #expect(table.existingDelegateSlot?.proxy?.context.interception === next.interception, "\(wrapping)")
            #expect(table.existingDelegateSlot?.proxy?.context.isDetached == false, "\(wrapping)")
            let stored = table.storedDelegate.map { $0 as AnyObject }
            let expectedFront: AnyObject? = wrapping == .dispatchTarget ? foreign : table.existingDelegateSlot?.proxy
            #expect(stored === expectedFront, "\(wrapping)")
            #expect(table.simulateUserTap(onRowAt: .row(1)))
            #expect(delegate.selections == [.row(1)], "\(wrapping)")
            #expect(foreign.observedSelections == [.row(1)], "\(wrapping)")
            let events = await next.events()
            #expect(events.map(\.kind) == [.rowSelected], "\(wrapping)")
            #expect(await first.events().isEmpty, "\(wrapping)")
        }
    }

    @Test("F18 F15: a list of the platform's own the app intercepted is not adopted by the next fed interception")
    func systemListNotAdoptedAtFeed() async throws {
        let first = Harness()
        let next = Harness()
        var fed = FedInterceptions()
        fed.feed(first.interception)
        let keyboard = SystemInterfaceStandIn.UIRemoteKeyboardWindow()
        first.screen.application.addWindow(keyboard)
        let delegate = SelectionCountingDelegate()
        let candidates = TableView()
        candidates.dataSource = first.screen.tableData
        candidates.delegate = delegate
        keyboard.addSubview(candidates)
        try first.interception.intercept(candidates)
        #expect(candidates.storedDelegate !== delegate)

        fed.feed(next.interception)
        #expect(candidates.storedDelegate === delegate, "handed back, not adopted")
    }
}

/// Headless stand-ins named as UIKit's classes are.
enum SystemInterfaceStandIn {
    final class UIRemoteKeyboardWindow: Window {}
}
