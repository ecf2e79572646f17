import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting

/// `swift run intercept-demo`: a scripted session on a headless screen, printing one JSON object
/// per event on stdout.
@main
struct InterceptDemo {
    @MainActor
    static func main() async {
        let options: DemoOptions
        do {
            options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("intercept-demo: \(error.message)\n\n\(DemoOptions.usage)\n".utf8))
            exit(2)
        }
        if options.showsHelp {
            print(DemoOptions.usage)
            return
        }
        guard let directory = options.queueDirectory, let endpoint = options.uploadURL else {
            for _ in 0..<options.repetitions {
                await playSession(format: options.format, trackers: [], inspects: options.inspects, reports: options.reports)
            }
            return
        }
        await deliverThroughQueue(directory: directory, endpoint: endpoint, options: options)
    }

    /// Plays one session; exits 1 if some event did not reach a tracker.
    @MainActor
    static func playSession(format: EventFormat, trackers: [any Tracker], inspects: Bool = false, reports: Bool = false) async {
        let (report, snapshot, coexistence) = await runSession(format: format, trackers: trackers, inspects: inspects, reports: reports)
        if let snapshot { printReadableAndJSON(snapshot) }
        if let coexistence { printReadableAndJSON(coexistence) }
        if report.undelivered > 0 {
            FileHandle.standardError.write(Data("intercept-demo: \(report.undelivered) events were not delivered\n".utf8))
            exit(1)
        }
    }

    /// `--queue DIR --upload URL`: every event is made durable in DIR (before it is printed) and
    /// uploaded; returns once everything queued was acknowledged, or exits 1.
    @MainActor
    static func deliverThroughQueue(directory: String, endpoint: URL, options: DemoOptions) async {
        let upload: UploadTracker
        do {
            upload = try UploadTracker(
                // A command line takes a path relative to the working directory; the queue wants
                // an absolute one (an empty path is refused).
                directory: directory.isEmpty ? URL(fileURLWithPath: "") : URL(fileURLWithPath: directory).absoluteURL,
                endpoint: endpoint,
                destination: options.uploadDestination,
                context: .headless,
                policy: UploadPolicy(maximumBatchAge: 0.2, maximumBackoff: 30),
                name: "upload"
            )
        } catch {
            FileHandle.standardError.write(Data("intercept-demo: \(error)\n".utf8))
            exit(1)
        }
        let rejectedBefore = upload.counts.rejected
        for _ in 0..<options.repetitions { await playSession(format: options.format, trackers: [upload]) }
        try? upload.flush()
        let settled = upload.waitUntilDelivered(timeout: 600)
        let counts = upload.counts
        upload.close()
        FileHandle.standardError.write(Data(
            "intercept-demo: queue \(directory): \(counts.delivered) delivered, \(counts.pending) pending, \(counts.dropped) dropped, \(counts.rejected) rejected (all time)\n".utf8))
        guard settled, counts.rejected == rejectedBefore else {
            FileHandle.standardError.write(Data("intercept-demo: not everything queued was acknowledged\n".utf8))
            exit(1)
        }
    }

    /// Builds the screen, installs Intercept, plays the taps and waits for every event to print.
    @MainActor
    static func runSession(
        format: EventFormat, trackers: [any Tracker] = [], inspects: Bool = false, reports: Bool = false
    ) async -> (DeliveryReport, TrackingSnapshot?, CoexistenceReport?) {
        let application = Application()
        let window = Window()
        application.addWindow(window)
        let shop = ShopController()
        let navigation = NavigationController(rootViewController: shop)
        let tabs = TabBarController(viewControllers: [navigation, AccountController()])
        window.rootViewController = tabs
        shop.reload()

        // The business delegates: one shared by two lists, one subclassed.
        let shopDelegate = ShopDelegate(soldOutRows: [IndexPath(row: 3, section: 0)])
        let promotionsDelegate = PromotionsDelegate()
        shop.products.delegate = shopDelegate
        shop.categories.delegate = shopDelegate
        shop.promotions.delegate = promotionsDelegate

        // A scripted clock: every step of the session takes 1.5 seconds, so durations are exact.
        let clock = ManualClock(start: Date(timeIntervalSince1970: 1_767_225_600))
        // The default privacy policy everywhere (N3, N4): the shop's cells, banner and cards give
        // no text, and screens no title. Two opt-ins show the other side: the category cells'
        // texts (the catalog's words, by view type) and the product detail screen's title (the
        // product's name, by screen).
        var configuration = InterceptionConfiguration(clock: { clock.now })
        configuration.elementRules.displayedText = TextOptIn(types: ViewTypeSet(classes: [CategoryCell.self]))
        configuration.elementRules.screenTitles = TextOptIn(screens: ["product_detail"])
        let interception = Interception(
            configuration: configuration,
            // A durable tracker takes each event as it is submitted, so it is in the queue before
            // the stdout tracker prints it.
            trackers: trackers + [JSONLinesTracker(fileHandle: .standardOutput, format: format, name: "stdout")]
        )
        application.addObserver(interception)
        func step() {
            clock.advance(by: 1.5)
            application.runFrame()
        }
        do {
            try interception.intercept(shop.products)
            try interception.intercept(shop.categories)
            try interception.intercept(shop.promotions)
            // Another library's proxy joins after Intercept on the promotions table.
            ForeignDelegateProxy.install(on: shop.promotions, wrapping: .hostDelegate)
            interception.interceptGestureRecognizers(in: window)
        } catch {
            FileHandle.standardError.write(Data("intercept-demo: \(error)\n".utf8))
            exit(1)
        }
        defer {
            // The session is over: the hosts get their delegates back before the interception
            // goes (one released with hosts still intercepted is reported, T11).
            interception.removeInterception(from: shop.products)
            interception.removeInterception(from: shop.categories)
            interception.removeInterception(from: shop.promotions)
        }

        // The scripted session. Tracked: app start, pages, exposures of the promotions on screen,
        // 6 selections, 2 gestures, 6 control actions, navigation, 1 alert action, background;
        // then signals: an occluded banner's exposure, a rage tap (after 3 control actions), a
        // dead tap, a context-menu choice.
        application.launch()
        step()
        shop.products.simulateUserTap(onRowAt: IndexPath(row: 0, section: 0))    // Espresso
        shop.products.simulateUserTap(onRowAt: IndexPath(row: 3, section: 0))    // sold out: vetoed, not tracked
        shop.categories.simulateUserTap(onItemAt: IndexPath(item: 2, section: 0)) // Bakery
        shop.products.selectRow(at: IndexPath(row: 1, section: 0))                // from code: not tracked
        shop.products.simulateUserTap(onRowAt: IndexPath(row: 1, section: 1))    // gift card: ignored cell
        shop.promotions.simulateUserTap(onRowAt: IndexPath(row: 1, section: 0))  // subclassed delegate, foreign proxy
        shop.products.simulateUserTap(onRowAt: IndexPath(row: 0, section: 1))    // Croissant
        shop.categories.simulateUserTap(onItemAt: IndexPath(item: 0, section: 0)) // Coffee
        shop.promotions.simulateUserTap(onRowAt: IndexPath(row: 2, section: 0))  // Loyalty week

        shop.bannerTap.simulateRecognition()                                      // tap on the banner
        shop.bannerHold.simulateBegan()                                           // long press: one event, at the end
        shop.bannerHold.simulateChanged()
        shop.bannerHold.simulateEnded()
        shop.categoriesTap.simulateRecognition()                                  // on a collection view: ignored
        shop.couponTap.removeTarget(shop, action: "redeemCoupon")
        shop.couponTap.simulateRecognition()                                      // no business target left: not tracked

        application.simulateTouch(on: shop.buyButton)                             // two targets: one event
        shop.tipSlider.simulateDrag(through: [5, 10, 15])                         // one event, at the end: 15
        application.simulateTouch(on: shop.giftSwitch)                            // "checked"
        shop.sizePicker.simulateTap(onSegment: 2)                                 // "Large"
        shop.checkout.simulateUserTap()                                           // bar button item
        if let espresso = shop.products.cellForRow(at: IndexPath(row: 0, section: 0)),
            let add = espresso.contentView.subviews.first(where: { $0 is Button })
        {
            application.simulateTouch(on: add)                                    // button in a cell: one event, not two
        }
        shop.buyButton.sendActions(for: .touchUpInside)                           // from code: not tracked
        step()

        // Signals. The news banner starts under the hero header: not exposed (X5) until the user
        // scrolls the strip and the header slides away.
        let signals = shop.signals!
        signals.scrollNews(by: 20)                                                // banner exposed
        step()
        for _ in 0..<3 { application.simulateTouch(on: signals.applyCoupon) }     // 3 actions, then 1 rage tap (A1)
        step()
        application.simulateTouch(on: signals.seeAll)                             // nothing handles it: 1 dead tap (A2)
        step()
        let photoMenu = signals.photo.interactions.first?.simulateLongPress()     // opening reports nothing
        photoMenu?.simulateUserChoice(of: "Add to favorites")                     // 1 controlAction with the menu (M1)
        step()

        shop.promoFeed.contentOffset = Point(x: 0, y: 500)                      // scroll: promotions 2 and 3 come into view
        step()
        let snapshot = inspects ? interception.trackingSnapshot(of: window) : nil  // what is tracked now (Q2)
        let coexistence = reports ? interception.coexistenceReport() : nil         // the delegate chains (Q1)
        navigation.pushViewController(ProductDetailController(product: "Espresso")) // page exit and enter
        step()
        navigation.popViewController()
        step()
        tabs.tabBar.simulateUserTap(on: tabs.tabBar.items[1])                     // tab switch
        step()
        tabs.tabBar.simulateUserTap(on: tabs.tabBar.items[0])
        step()
        application.enterBackground()                                            // page exit, app end
        step()
        application.enterForeground()                                            // app start (warm), page enter
        step()

        let alert = AlertController(title: "Clear the cart?", message: "Your items will be removed.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Clear", style: .destructive))
        alert.present(in: window)
        interception.interceptGestureRecognizers(in: alert.view)
        alert.simulateUserTap(onActionAt: 1)                                      // the alert's "Clear" action

        application.terminate()
        return (await interception.flush(), snapshot, coexistence)
    }

    /// Prints a tracking snapshot or a coexistence report, readable and then as one JSON object.
    static func printReadableAndJSON<Report: Encodable & CustomStringConvertible>(_ report: Report) {
        print(report)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let data = try? encoder.encode(report) { print(String(decoding: data, as: UTF8.self)) }
    }
}
