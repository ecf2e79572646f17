import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A controller that logs its appearance callbacks.
@MainActor
final class LoggingController: ViewController {
    static var log: [String] = []
    override func viewWillAppear() { Self.log.append("\(title ?? "?").willAppear") }
    override func viewDidAppear() { Self.log.append("\(title ?? "?").didAppear") }
    override func viewWillDisappear() { Self.log.append("\(title ?? "?").willDisappear") }
    override func viewDidDisappear() { Self.log.append("\(title ?? "?").didDisappear") }
}

/// P1-P5: pages and the app lifecycle, with time driven by a manual clock.
@MainActor
@Suite("Pages")
struct PageTests {
    /// An application with one window showing `root`, observed by an interception, not launched.
    private func app(root: ViewController) -> (Application, Interception, RecordingTracker, ManualClock) {
        let clock = ManualClock()
        let recorder = RecordingTracker()
        let interception = Interception(configuration: InterceptionConfiguration(clock: { clock.now }), trackers: [recorder])
        let application = Application()
        application.addObserver(interception)
        let window = Window()
        application.addWindow(window)
        window.rootViewController = root
        return (application, interception, recorder, clock)
    }

    private func summary(_ events: [InteractionEvent]) -> [String] {
        events.map { event in
            var text = "\(event.kind) \(event.screen?.name ?? "-")"
            if let duration = event.duration { text += " \(duration == duration.rounded() ? String(Int(duration)) : String(duration))s" }
            if case .string(let launch)? = event.customProperties["launch"] { text += " \(launch)" }
            return text
        }
    }

    final class FeedController: ViewController {}
    final class DetailController: ViewController {}

    @Test("P1: pageEnter on appear, pageExit on disappear with its duration; containers are not pages (P4)")
    func enterAndExit() async throws {
        let feed = FeedController(title: "Feed")
        let navigation = NavigationController(rootViewController: feed)
        let (application, interception, recorder, clock) = app(root: navigation)
        application.launch()
        clock.advance(by: 5)
        let detail = DetailController(title: "Detail")
        detail.pageAttributes = PageAttributes(pageID: "product_detail", properties: ["sku": "A-1"])
        navigation.pushViewController(detail)
        clock.advance(by: 3.5)
        navigation.popViewController()

        await interception.flush()
        #expect(summary(recorder.events) == [
            "appStart - cold",
            "pageEnter FeedController",
            "pageExit FeedController 5s",
            "pageEnter product_detail",
            "pageExit product_detail 3.5s",
            "pageEnter FeedController",
        ])
        #expect(recorder.events[3].customProperties == ["sku": "A-1"])
        #expect(recorder.events[3].screen?.title == nil, "no title unless the app opts in (N4)")
    }

    @Test("P2: one controller, many pages, in override mode and in push/pop mode")
    func innerPages() async throws {
        let web = ViewController(title: "Web")
        let (application, interception, recorder, clock) = app(root: web)
        application.launch()
        interception.showInnerPage(InnerPage(id: "home", title: "Home"), in: web)
        clock.advance(by: 2)
        interception.showInnerPage(InnerPage(id: "search", properties: ["q": "tea"]), in: web)
        clock.advance(by: 1)
        interception.showInnerPage(InnerPage(id: "cart"), in: web, mode: .pushPop)
        interception.showInnerPage(InnerPage(id: "checkout"), in: web, mode: .pushPop)
        clock.advance(by: 4)
        interception.popInnerPage(in: web)
        interception.popInnerPage(in: web)
        interception.popInnerPage(in: web)

        await interception.flush()
        #expect(summary(recorder.events) == [
            "appStart - cold",
            "pageEnter ViewController",
            "pageExit ViewController 0s", "pageEnter home",
            "pageExit home 2s", "pageEnter search",
            "pageExit search 1s", "pageEnter cart",
            "pageExit cart 0s", "pageEnter checkout",
            "pageExit checkout 4s", "pageEnter cart",
            "pageExit cart 0s", "pageEnter search",
            "pageExit search 0s", "pageEnter ViewController",
        ], "pushed pages stack on the current one; popping the last returns to the screen's own page")
        #expect(recorder.events[5].customProperties == ["q": "tea"])
    }

    @Test("P3: going to the background exits the visible page; the foreground re-enters it")
    func backgroundAndForeground() async throws {
        let feed = FeedController(title: "Feed")
        let (application, interception, recorder, clock) = app(root: TabBarController(viewControllers: [feed, DetailController(title: "Detail")]))
        application.launch()
        clock.advance(by: 10)
        application.enterBackground()
        clock.advance(by: 60)
        application.enterForeground()
        clock.advance(by: 2)
        application.terminate()

        await interception.flush()
        #expect(summary(recorder.events) == [
            "appStart - cold", "pageEnter FeedController",
            "pageExit FeedController 10s", "appEnd - 10s",
            "appStart - warm", "pageEnter FeedController",
            "pageExit FeedController 2s", "appEnd - 2s",
        ])
    }

    @Test("P4: navigation, tab and page containers are not pages by default; a declared one is")
    func containersAreNotPages() async throws {
        let first = FeedController(title: "First")
        let second = DetailController(title: "Second")
        let pagesContainer = PageContainerController(pages: [first, second])
        let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: pagesContainer)])
        let (application, interception, recorder, _) = app(root: tabs)
        application.launch()
        pagesContainer.showPage(at: 1)

        await interception.flush()
        #expect(summary(recorder.events) == [
            "appStart - cold", "pageEnter FeedController",
            "pageEnter DetailController", "pageExit FeedController 0s",
        ], "a page container turns: the new page appears before the old one disappears")

        let declared = NavigationController(rootViewController: FeedController())
        declared.pageAttributes.isPage = true
        let (otherApplication, otherInterception, otherRecorder, _) = app(root: declared)
        otherApplication.launch()
        await otherInterception.flush()
        #expect(summary(otherRecorder.events) == ["appStart - cold", "pageEnter NavigationController", "pageEnter FeedController"])
    }

    @Test("P5: app start (cold, warm) and end with the session's duration")
    func appLifecycle() async throws {
        let (application, interception, recorder, clock) = app(root: FeedController())
        application.launch()
        application.launch()
        clock.advance(by: 30)
        application.enterBackground()
        application.enterBackground()
        application.enterForeground()
        clock.advance(by: 7)
        application.terminate()

        await interception.flush()
        let lifecycle = summary(recorder.events.filter { $0.kind == .appStart || $0.kind == .appEnd })
        #expect(lifecycle == ["appStart - cold", "appEnd - 30s", "appStart - warm", "appEnd - 7s"])
    }

    @Test("P1: appearance callbacks follow UIKit's order for push, pop, tabs, page containers and modals")
    func appearanceOrder() async throws {
        let a = LoggingController(title: "A")
        let b = LoggingController(title: "B")
        let navigation = NavigationController(rootViewController: a)
        let (application, interception, recorder, _) = app(root: navigation)
        LoggingController.log = []
        application.launch()
        navigation.pushViewController(b)
        navigation.popViewController()
        #expect(LoggingController.log == [
            "A.willAppear", "A.didAppear",
            "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
            "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear",
        ])

        LoggingController.log = []
        let modal = LoggingController(title: "M")
        a.present(modal)
        modal.dismiss()
        #expect(LoggingController.log == [
            "A.willDisappear", "M.willAppear", "A.didDisappear", "M.didAppear",
            "M.willDisappear", "A.willAppear", "M.didDisappear", "A.didAppear",
        ])
        await interception.flush()
        #expect(recorder.events.filter { $0.kind == .pageEnter }.count == 5, "A, B, A, M, A")
    }

    @Test("U2: the pages switch turns page and lifecycle events off and on")
    func pagesSwitch() async throws {
        let navigation = NavigationController(rootViewController: FeedController())
        let (application, interception, recorder, _) = app(root: navigation)
        interception.setEnabled(false, for: .pages)
        application.launch()
        navigation.pushViewController(DetailController())
        await interception.flush()
        #expect(recorder.events.isEmpty)

        interception.setEnabled(true, for: .pages)
        navigation.popViewController()
        await interception.flush()
        #expect(summary(recorder.events) == ["pageEnter FeedController"])
    }
}
