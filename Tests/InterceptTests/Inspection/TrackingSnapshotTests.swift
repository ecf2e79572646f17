import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// Q2: the tracking inspector, a snapshot of what is tracked on screen.
@MainActor
@Suite("Tracking snapshot")
struct TrackingSnapshotTests {
    /// A shop screen: a button with an id, a private label-carrying button, an ignored banner with
    /// a recognizer, two exposure cards (one fully visible, one mostly scrolled out), and a list.
    final class Shop: ViewController {
        let buy = Button(title: "Buy now")
        let secret = Button(title: "Ada's account")
        let banner = View()
        let bannerTap = TapGestureRecognizer()
        let feed = ScrollView()
        let shown = View()
        let cut = View()
        let list = TableView()

        init() {
            super.init(title: "Shop")
            buy.trackingAttributes.trackingID = "buy"
            secret.trackingAttributes.isPrivate = true
            banner.trackingAttributes.ignoreScope = .viewAndSubviews
            banner.addGestureRecognizer(bannerTap)
            bannerTap.addTarget(self, action: GestureAction("open") { (_: Shop, _) in })
            feed.frame = Rect(x: 0, y: 100, width: 390, height: 300)
            feed.clipsToBounds = true
            shown.frame = Rect(x: 0, y: 0, width: 390, height: 100)
            shown.trackingAttributes.exposure = ExposureContext(trackingID: "card-1")
            cut.frame = Rect(x: 0, y: 280, width: 390, height: 100)   // 20 of 100 points inside
            cut.trackingAttributes.exposure = ExposureContext(trackingID: "card-2")
            feed.addSubview(shown)
            feed.addSubview(cut)
            for child in [buy, secret, banner, feed, list] as [View] { view.addSubview(child) }
        }
    }

    private func launchedShop() -> (Application, Window, Shop) {
        let application = Application()
        let window = Window()
        let shop = Shop()
        window.rootViewController = shop
        application.addWindow(window)
        return (application, window, shop)
    }

    @Test("Q2: elements with ids and paths, privacy applied, ignored ones marked; exposure state and visible fraction")
    func elementsAndExposure() throws {
        let (application, window, shop) = launchedShop()
        let interception = Interception()
        try interception.intercept(shop.list)
        application.launch()

        let snapshot = interception.trackingSnapshot(of: window)
        let buy = try snapshot.requireElement(trackingID: "buy")
        #expect(buy.path == "View[0]/Button[0]" && buy.content == "Buy now" && buy.screenName == "Shop")
        let secret = try snapshot.requireElement(path: "View[0]/Button[1]")
        #expect(secret.content == nil, "a private view gives no content")
        #expect(snapshot.elements.contains { $0.type == "View" && $0.isIgnored && $0.path == nil }, "the ignored banner")

        let card1 = try snapshot.requireExposure("card-1", isVisible: true)
        #expect(card1.visibleFraction == 1)
        let card2 = try snapshot.requireExposure("card-2", isVisible: false)
        #expect(abs(card2.visibleFraction - 0.2) < 1e-9 && card2.minimumVisibleFraction == 0.5)

        shop.feed.boundsOrigin = Point(x: 0, y: 200)   // scroll: card 2 in, card 1 out
        let scrolled = interception.trackingSnapshot(of: window)
        try scrolled.requireExposure("card-1", isVisible: false)
        try scrolled.requireExposure("card-2", isVisible: true)
    }

    @Test("Q2: the page stack follows pages entered and exited, inner pages included")
    func pageStack() throws {
        let (application, window, shop) = launchedShop()
        let clock = ManualClock()
        var configuration = InterceptionConfiguration()
        configuration.clock = { clock.now }
        let interception = Interception(configuration: configuration)
        application.addObserver(interception)
        #expect(interception.trackingSnapshot(of: window).pages.isEmpty, "not launched: nothing shown")

        application.launch()
        clock.advance(by: 3)
        let launched = interception.trackingSnapshot(of: window)
        try launched.requirePages(["Shop"])
        #expect(launched.pages.first?.title == nil && launched.pages.first?.shownFor == 3, "no title unless the app opts in (N4)")

        interception.showInnerPage(InnerPage(id: "web/deals", title: "Deals"), in: shop)
        try interception.trackingSnapshot(of: window).requirePages(["web/deals"])

        shop.present(ViewController(title: "Checkout"))
        try interception.trackingSnapshot(of: window).requirePages(["ViewController"])
        application.enterBackground()
        try interception.trackingSnapshot(of: window).requirePages([])
    }

    @Test("Q2: hosts and their interception state: ours, another interception's, nobody's, behind a foreign proxy")
    func hosts() throws {
        let (application, window, shop) = launchedShop()
        let interception = Interception()
        let other = Interception()
        let second = TableView()
        let third = TableView()
        for list in [second, third] { shop.view.addSubview(list) }
        let delegate = SelectionCountingDelegate()
        shop.list.delegate = delegate
        try interception.intercept(shop.list)
        ForeignDelegateProxy.install(on: shop.list, wrapping: .dispatchTarget)
        try other.intercept(second)
        application.launch()

        let snapshot = interception.trackingSnapshot(of: window)
        let list = try snapshot.requireHost(.list, at: "View[0]/TableView[0]", state: .intercepted)
        #expect(list.identity?.typeName == "TableView" && list.delegateType == "ForeignDelegateProxy")
        #expect(list.isBehindForeignProxy, "the foreign proxy assigned itself and forwards into ours")
        try snapshot.requireHost(.list, at: "View[0]/TableView[1]", state: .interceptedByAnother)
        let plain = try snapshot.requireHost(.list, at: "View[0]/TableView[2]", state: .notIntercepted)
        #expect(plain.delegateType == nil && plain.identity == nil)
        third.delegate = delegate
        try interception.intercept(third)
        let direct = try interception.trackingSnapshot(of: window).requireHost(.list, at: "View[0]/TableView[2]", state: .intercepted)
        #expect(direct.delegateType == "SelectionCountingDelegate" && !direct.isBehindForeignProxy)
        let tap = try #require(snapshot.hosts.first { $0.kind == .gestureRecognizer })
        #expect(tap.state == .notIntercepted && tap.type == "TapGestureRecognizer" && tap.path == nil)

        try interception.intercept(shop.bannerTap)
        interception.setEnabled(false, for: .gestures)
        let after = interception.trackingSnapshot(of: window)
        #expect(after.hosts.first { $0.kind == .gestureRecognizer }?.state == .intercepted)
        #expect(after.disabledFamilies == [.gestures] && after.isEnabled)
    }

    @Test("Q2: a snapshot is Codable data with a readable description, and taking one emits nothing")
    func codableAndQuiet() async throws {
        let (application, window, shop) = launchedShop()
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        try interception.intercept(shop.list)
        application.launch()
        await interception.flush()
        let before = recorder.count

        let snapshot = interception.trackingSnapshot(of: window)
        let decoded = try JSONDecoder().decode(TrackingSnapshot.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
        #expect(snapshot.description.contains("View[0]/Button[0] id=buy \"Buy now\""))
        #expect(snapshot.description.contains("exposure card-2: not visible, 20% (needs 50%)"))
        #expect(snapshot.description.contains("list TableView#1 at View[0]/TableView[0]: intercepted"))
        await interception.flush()
        #expect(recorder.count == before)
    }

    @Test("Q2: a failed snapshot check says what it expected and shows the snapshot")
    func helperFailures() throws {
        let (_, window, _) = launchedShop()
        let snapshot = Interception().trackingSnapshot(of: window)
        let failure = #expect(throws: ExpectationFailure.self) { try snapshot.requireExposure("card-1", isVisible: true) }
        #expect(failure?.message.contains("expected exposure card-1 visible") == true, "not launched: the screen has not appeared")
        #expect(failure?.message.contains("Tracking snapshot") == true)
        #expect(throws: ExpectationFailure.self) { try snapshot.requireElement(trackingID: "nothing") }
    }
}
