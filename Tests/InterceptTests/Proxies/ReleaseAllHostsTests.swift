import Foundation
@_spi(Platform) @testable import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// D9 for every host at once: what a platform's hooks do when they are uninstalled (F18).
@MainActor
@Suite("Releasing every host")
struct ReleaseAllHostsTests {
    @Test("D9: releaseAllHosts gives every list its business delegate back and stops every recognizer's reports")
    func releasesListsAndRecognizers() async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        harness.collection.delegate = business
        try harness.interception.intercept(harness.table)
        try harness.interception.intercept(harness.collection)
        let target = ActionRecorder()
        let tap = TapGestureRecognizer(target: target, action: target.action())
        let banner = View()
        banner.addSubview(Label(text: "Summer sale"))
        banner.addGestureRecognizer(tap)
        harness.screen.controller.view.addSubview(banner)
        try harness.interception.intercept(tap)
        #expect(harness.table.storedDelegate !== business, "intercepted: the storage holds the proxy")

        harness.interception.releaseAllHosts()

        #expect(harness.table.storedDelegate === business)
        #expect(harness.collection.storedDelegate === business)
        #expect(harness.table.delegate === business && harness.collection.delegate === business)
        #expect(tap.gestureTrackingHook == nil)
        harness.table.simulateUserTap(onRowAt: .row(0))
        harness.collection.simulateUserTap(onItemAt: .item(1))
        tap.simulateRecognition()
        #expect(business.selections == [.row(0), .item(1)], "the app's delegate is called directly")
        #expect(target.received.count == 1, "the app's target still runs")
        #expect(await harness.events().isEmpty, "no event after the release")
    }

    @Test("D9: releaseAllHosts leaves a host another interception owns alone, and twice is a no-op")
    func leavesOtherOwnersAlone() throws {
        let harness = Harness()
        let other = Interception()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        let proxy = try #require(try other.intercept(harness.table))
        _ = try? harness.interception.intercept(harness.table)

        harness.interception.releaseAllHosts()
        harness.interception.releaseAllHosts()

        #expect(harness.table.storedDelegate === proxy)
        #expect(harness.table.delegate === business)
        _ = other
    }

    @Test("F16 F18: hooks that feed a new interception take the hosts of the one fed before from it at once (the new one adopts the lists), keep the new one alive, and hand everything back when taken out")
    func fedInterceptions() async throws {
        var fed = FedInterceptions()
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        fed.feed(harness.interception)
        try harness.interception.intercept(harness.table)
        #expect(harness.table.storedDelegate !== business)

        var next: Interception? = Interception()
        weak let weakNext = next
        fed.feed(next!)
        #expect(fed.current === next)
        #expect(harness.table.existingDelegateSlot?.proxy?.context.interception === next, "the old interception let the table go, the new one adopted it")
        #expect(harness.table.storedDelegate !== business)
        harness.table.simulateUserTap(onRowAt: .row(0))
        #expect(await harness.events().isEmpty, "the old one reports nothing more")
        try next!.intercept(harness.table)
        #expect(harness.table.existingDelegateSlot?.proxy?.context.interception === next, "intercepting it again changes nothing")
        next = nil
        #expect(weakNext != nil, "the hooks keep the interception they feed")

        fed.releaseAll()
        #expect(harness.table.storedDelegate === business, "taken out: every host is handed back")
        #expect(fed.current == nil && weakNext == nil, "nothing is kept")
    }
}
