import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

// Stand-ins for private system classes with no telltale prefix, loaded from system images as
// theirs are: SwiftUI's list table, a ContactsUI screen, a calendar view's selection model.
private final class UpdateCoalescingTableView: TableView {}
private final class CNContactContentViewController: ViewController {}
private final class CalendarDaySelection: SelectionCountingDelegate {}
/// The app's own table subclass, in the app's executable.
private final class FeedTableView: TableView {}

/// F15: a list is the platform's own when its class, its delegate's or its screen's is the
/// platform's private code, told by the image the class was loaded from, not by its name.
@MainActor
@Suite("Private platform lists")
struct PrivatePlatformListTests {
    init() {
        ClassImageMap.load(UpdateCoalescingTableView.self, from: "/System/Library/Frameworks/SwiftUI.framework/SwiftUI")
        ClassImageMap.load(CNContactContentViewController.self, from: "/System/Library/Frameworks/ContactsUI.framework/ContactsUI")
        ClassImageMap.load(CalendarDaySelection.self, from: "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore")
    }

    func hooked<List: TableView>(_ list: List, in parent: View, _ harness: Harness) -> List {
        parent.addSubview(list)
        list.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: harness.interception)
        return list
    }

    @Test("F15: SwiftUI's table, a list on a ContactsUI screen and one with a calendar's private delegate are not intercepted; the app's tables are")
    func privateListsNotIntercepted() async {
        let harness = Harness()
        let root = harness.screen.controller.view
        let delegate = SelectionCountingDelegate()

        let swiftUIList = hooked(UpdateCoalescingTableView(), in: root, harness)
        swiftUIList.delegate = delegate
        #expect(swiftUIList.existingDelegateSlot == nil, "SwiftUI's list class")

        let contact = CNContactContentViewController(title: "Contact")
        harness.screen.controller.addChild(contact)
        root.addSubview(contact.view)
        let contactList = hooked(TableView(), in: contact.view, harness)
        contactList.delegate = delegate
        #expect(contactList.existingDelegateSlot == nil, "a plain table owned by ContactsUI's screen")

        let calendar = CalendarDaySelection()
        let calendarList = hooked(TableView(), in: root, harness)
        calendarList.dataSource = harness.screen.tableData
        calendarList.reloadData()
        calendarList.delegate = calendar
        #expect(calendarList.existingDelegateSlot == nil, "a table whose delegate is UIKit's private object")
        calendarList.simulateUserTap(onRowAt: .row(0))
        #expect(calendar.selections == [.row(0)], "the platform's list works as before")

        let appList = hooked(TableView(), in: root, harness)
        appList.delegate = delegate
        #expect(appList.existingDelegateSlot != nil, "the app's plain table, a platform building block")
        let feed = hooked(FeedTableView(), in: root, harness)
        feed.delegate = delegate
        #expect(feed.existingDelegateSlot != nil, "the app's own table subclass")
        #expect(await harness.events().isEmpty)
    }

    @Test("F15: a class is private platform code only when loaded from a system image and not a building block; an unknown image is the app's")
    func privateClassRule() {
        let policy = SystemInterfacePolicy()
        #expect(policy.isPrivatePlatformClass(UpdateCoalescingTableView.self))
        #expect(policy.isPrivatePlatformClass(CNContactContentViewController.self))
        #expect(!policy.isPrivatePlatformClass(TableView.self), "the platform's public list")
        #expect(!policy.isPrivatePlatformClass(ViewController.self))
        #expect(!policy.isPrivatePlatformClass(FeedTableView.self), "the app's subclass")
        var custom = SystemInterfacePolicy()
        custom.buildingBlockTypeNames.insert("UpdateCoalescingTableView")
        #expect(!custom.isPrivatePlatformClass(UpdateCoalescingTableView.self), "the list is configurable")
    }
}
