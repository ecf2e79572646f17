import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

#if canImport(UIKit)
import UIKit  // IndexPath(row:section:) comes from UIKit there
#endif

/// A screen that is its own list's delegate and records the rows selected.
@MainActor
private class SelectionRecordingController: ViewController, TableViewDelegate {
    private(set) var selections: [IndexPath] = []
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selections.append(indexPath) }
}

/// ContactsUI's contact card controller as a device has it: loaded from ContactsUI's image, and
/// the delegate of the card's own list (it handles the card's row taps).
private class CNContactContentViewController: SelectionRecordingController {}

/// The class Sensors Analytics makes at run time for the card's controller when it is assigned as
/// a list delegate (`CNContactContentViewController.0__CN.SENSORSDATA`, `objc_allocateClassPair`
/// and `object_setClass`): no image, a name on no list, made of the name of the class it was made
/// from (a Swift class name cannot hold the dots).
private final class CNContactContentViewController_0__CN_SENSORSDATA: CNContactContentViewController {}

/// The app's own list screen, and Sensors' runtime subclass of it.
private class FeedController: SelectionRecordingController {}
private final class FeedController_0__CN_SENSORSDATA: FeedController {}

/// F8, F15: another SDK's runtime subclass of an object's class (made with
/// `objc_allocateClassPair`, so with no image) is judged as the class it was made from. A
/// private platform screen whose controller an analytics SDK isa-swizzled stays the platform's:
/// its contents (a contact's name, phone number, address) are never reported, and its list is
/// never intercepted; the app's class swizzled the same way stays the app's.
@MainActor
@Suite("Runtime subclasses without an image")
struct RuntimeSubclassImageTests {
    static let contactsUI = "/System/Library/Frameworks/ContactsUI.framework/ContactsUI"

    /// Shows `controller` with a name label, a phone number label and a list of contact rows
    /// whose delegate is `controller`, the list's setter hooked as the platform hooks it.
    func show<Controller: ViewController & TableViewDelegate>(_ controller: Controller) -> (SignalScreen, TableView) {
        let screen = SignalScreen(root: controller)
        screen.place(Label(text: "Jane Appleseed"), Rect(x: 20, y: 100, width: 300, height: 40), in: controller.view)
        screen.place(Label(text: "Cupertino"), Rect(x: 20, y: 160, width: 300, height: 40), in: controller.view)
        let list = screen.place(TableView(), Rect(x: 0, y: 300, width: 390, height: 300), in: controller.view)
        let rows = StaticTableViewDataSource(sections: [["mobile", "home"]])
        list.dataSource = rows
        list.reloadData()
        list.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: screen.interception)
        list.delegate = controller
        withExtendedLifetime(rows) {
            // Four quick taps on the name (a rage tap on an app's screen), one on the address (a
            // dead tap there), then a row.
            for _ in 0..<4 { screen.tap(60, 120, thenWait: 0.2) }
            screen.wait(2)
            screen.tap(60, 180)
            screen.wait(2)
            #expect(list.simulateUserTap(onRowAt: .row(0)))
            screen.wait(2)
        }
        return (screen, list)
    }

    @Test("H8 F15 F8: a private platform screen whose list delegate another SDK isa-swizzled into a class with no image stays the platform's: a rage tap, a dead tap and a row tap there give nothing, and its list is not intercepted")
    func swizzledPrivateScreenStaysThePlatforms() async {
        ClassImageMap.load(CNContactContentViewController.self, from: Self.contactsUI)
        ClassImageMap.makeAtRunTime(CNContactContentViewController_0__CN_SENSORSDATA.self)
        let card = CNContactContentViewController_0__CN_SENSORSDATA(title: "Contact")
        let (screen, list) = show(card)
        #expect(list.existingDelegateSlot == nil, "the card's list is the platform's")
        #expect(card.selections == [.row(0)], "the card works as before")
        let reported = await screen.events().filter { [.rageTap, .deadTap, .tap, .rowSelected, .pageEnter].contains($0.kind) }
        #expect(reported.isEmpty, "\(reported.map { ($0.kind, $0.element?.content) })")
        let policy = SystemInterfacePolicy()
        #expect(policy.isPrivatePlatformScreen(card))
        #expect(TypeNames.name(of: CNContactContentViewController_0__CN_SENSORSDATA.self) == "CNContactContentViewController", "named as declared (F8)")
    }

    @Test("F15 F8: the app's screen swizzled the same way stays the app's: its list is intercepted, and a rage tap, a dead tap and a row tap are reported")
    func swizzledAppScreenStaysTheApps() async {
        ClassImageMap.makeAtRunTime(FeedController_0__CN_SENSORSDATA.self)
        let feed = FeedController_0__CN_SENSORSDATA(title: "Feed")
        let (screen, list) = show(feed)
        #expect(list.existingDelegateSlot != nil, "the app's list is intercepted")
        #expect(feed.selections == [.row(0)])
        let events = await screen.events()
        let kinds = Set(events.map(\.kind))
        #expect(kinds.isSuperset(of: [.rageTap, .deadTap, .rowSelected, .pageEnter]), "\(kinds)")
        #expect(events.first { $0.kind == .pageEnter }?.screen?.name == "FeedController", "named as declared (F8)")
        #expect(!SystemInterfacePolicy().isPrivatePlatformClass(FeedController_0__CN_SENSORSDATA.self))
    }

    @Test("F8: a class the runtime made from a root class, and a class with an image, are their own declared classes")
    func declaredClassStopsAtTheRootAndAtAnImage() {
        ClassImageMap.makeAtRunTime(FeedController_0__CN_SENSORSDATA.self)
        #expect(ObjectIdentifier(TypeNames.declaredClass(of: FeedController_0__CN_SENSORSDATA.self)) == ObjectIdentifier(FeedController.self))
        #expect(ObjectIdentifier(TypeNames.declaredClass(of: FeedController.self)) == ObjectIdentifier(FeedController.self), "a class with an image")
        ClassImageMap.makeAtRunTime(RuntimeMadeFromRoot.self)
        #expect(ObjectIdentifier(TypeNames.declaredClass(of: RuntimeMadeFromRoot.self)) == ObjectIdentifier(RuntimeMadeFromRoot.self), "made from the root: nothing else declared")
    }

    @Test("F8: a class the runtime made whose name is its own, not made of its superclass's (an app screen a cross-platform runtime registers), is its own declared class: its screen keeps its name")
    func runtimeRegisteredAppClassKeepsItsName() {
        ClassImageMap.makeAtRunTime(CheckoutScreen.self)
        #expect(ObjectIdentifier(TypeNames.declaredClass(of: CheckoutScreen.self)) == ObjectIdentifier(CheckoutScreen.self))
        #expect(TypeNames.name(of: CheckoutScreen.self) == "CheckoutScreen")
        #expect(!SystemInterfacePolicy().isPrivatePlatformClass(CheckoutScreen.self))
    }
}

/// A screen class a cross-platform runtime registers at run time for the app's own code
/// (NativeScript's JavaScript subclass of a view controller): no image, and a name of its own.
private final class CheckoutScreen: FeedController {}

/// A root class (as `NSObject` is), and a class the runtime made from it.
private class RootClass {}
private final class RuntimeMadeFromRoot: RootClass {}
