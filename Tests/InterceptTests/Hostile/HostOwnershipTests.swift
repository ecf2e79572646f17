import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A host whose interception is gone is taken over by the next one with an identity of its own,
/// never with the old owner's number (which the new owner may already have given another host).
@MainActor
@Suite("Host ownership")
struct HostOwnershipTests {
    @Test("Issue 12 (host owner gone): a table whose interception is gone gets a new, unique identity from its new owner")
    func tableTakenOverGetsNewIdentity() async throws {
        let screen = ListScreenFixture()
        let business = SelectionCountingDelegate()
        screen.tableView.delegate = business
        screen.collectionView.delegate = business
        do {
            let first = Interception()
            let proxy = try #require(try first.intercept(screen.tableView))
            #expect(proxy.context.hostIdentity.description == "TableView#1")
        }
        let recorder = RecordingTracker()
        let second = Interception(trackers: [recorder])
        let other = TableView()
        screen.controller.view.addSubview(other)
        let otherProxy = try #require(try second.intercept(other))
        let proxy = try #require(try second.intercept(screen.tableView))
        #expect(proxy.context.hostIdentity != otherProxy.context.hostIdentity, "two tables, two identities")
        #expect(proxy.context.hostIdentity.description == "TableView#2")

        screen.tableView.simulateUserTap(onRowAt: .row(0))
        await second.flush()
        #expect(recorder.events.map(\.host) == [proxy.context.hostIdentity])
    }

    @Test("Issue 12 (host owner gone): a recognizer whose interception is gone gets a new, unique identity from its new owner")
    func recognizerTakenOverGetsNewIdentity() async throws {
        let target = ActionRecorder()
        let tap = TapGestureRecognizer(target: target, action: target.action())
        let otherTap = TapGestureRecognizer(target: target, action: target.action())
        do {
            let first = Interception()
            #expect(try first.intercept(tap)?.hostIdentity.instance == 1)
        }
        let second = Interception()
        let otherHook = try #require(try second.intercept(otherTap))
        let hook = try #require(try second.intercept(tap))
        #expect(hook.hostIdentity != otherHook.hostIdentity)
        #expect(hook.interception === second)
    }
}
