import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// B4: the adapter's platform assumptions are named, the observable ones checked where the
/// platform feeds the core, every violation counted in the coexistence report and, when the app
/// asks, handed to it as a diagnostic, never as an analytics event. Each test plants one
/// violation on the headless platform.
@MainActor
@Suite("Assumption checks")
struct AssumptionCheckTests {
    /// A screen with a table whose selections are intercepted, and the diagnostics handed out.
    @MainActor
    private final class Planted {
        let screen = SignalScreen()
        let table: TableView
        let business = SelectionCountingDelegate()
        var diagnostics: [AssumptionViolation] = []

        init() throws {
            table = try screen.interceptedTable(["A", "B", "C"], at: 500, delegate: business)
            screen.interception.assumptionChecks.onViolation = { [unowned self] in self.diagnostics.append($0) }
        }

        var checks: AssumptionChecks { screen.interception.assumptionChecks }
    }

    @Test("B4: every assumption is named in the coexistence report, with whether it is checked at run time")
    func namedInReport() {
        let interception = Interception(trackers: [])
        let report = interception.coexistenceReport()
        #expect(report.assumptions.map(\.assumption) == PlatformAssumption.allCases)
        #expect(report.assumptions.filter(\.isCheckedAtRunTime).map(\.assumption) == [.hookedMethodExists, .privateBehaviorReadOnThisVersion, .selectionFollowsTouchInTurn, .controlSendInsideTouchDispatch, .recognizerStateLastsThroughTouchDispatch, .touchListsRecognizersBeforeItsEnd])
        #expect(report.description.contains("Assumptions: 9 named, 6 checked at run time, 0 violations"))
        #expect(report.description.contains("  assumption proxyIsWhatPlatformCalls (not checked at run time)"))
    }

    @Test("B4, B1: a table selection the platform delivers after its touch's run-loop turn is counted, and handed out as a diagnostic only")
    func lateSelectionCounted() async throws {
        let planted = try Planted()
        let app = planted.screen.application
        let cellFrame = try #require(planted.table.cellForRow(at: .row(1))).frame
        planted.screen.tap(39, 500 + cellFrame.minY + cellFrame.height / 2, thenWait: 0)
        #expect(planted.checks.violations(of: .selectionFollowsTouchInTurn) == 0, "UIKit's order: no violation")

        app.tableSelectionTurnDelay = 1   // a platform that selects one turn later
        planted.screen.tap(39, 500 + cellFrame.minY + cellFrame.height / 2, thenWait: 0)
        #expect(planted.business.selections == [.row(1)], "not yet selected: its turn ended")
        app.runLoopTurn()

        #expect(planted.business.selections == [.row(1), .row(1)])
        #expect(planted.checks.violations(of: .selectionFollowsTouchInTurn) == 1)
        #expect(planted.diagnostics.map(\.assumption) == [.selectionFollowsTouchInTurn])
        #expect(planted.diagnostics.first?.detail == "a selection of TableView after its touch's run-loop turn")
        let report = planted.screen.interception.coexistenceReport()
        #expect(report.description.contains("  assumption selectionFollowsTouchInTurn (checked): 1 violations"))
        let events = await planted.screen.events()
        #expect(!events.contains { $0.kind.rawValue.localizedCaseInsensitiveContains("assumption") })
        #expect(events.filter { $0.kind == .rowSelected }.count == 2, "the late selection is still reported, alone")
    }

    @Test("B4: a control action sent for a touch the application is no longer dispatching is counted")
    func sendOutsideDispatchCounted() async throws {
        let planted = try Planted()
        let app = planted.screen.application
        let buy = planted.screen.place(Button(title: "Buy"), Rect(x: 0, y: 100, width: 200, height: 44))
        let actions = CheckoutActions()
        buy.addTarget(actions, action: actions.action("buy"), for: .touchUpInside)
        #expect(app.simulateTouch(on: buy))
        #expect(planted.checks.violations(of: .controlSendInsideTouchDispatch) == 0, "UIKit's order: no violation")

        let touch = try #require(app.beginTouch(on: buy))
        app.endTouch(touch)
        app.sendAction(actions.action("late"), to: actions, from: buy, for: touch)   // planted: after the touch's dispatch

        #expect(actions.performed == ["buy", "buy", "late"])
        #expect(planted.checks.violations(of: .controlSendInsideTouchDispatch) == 1)
        #expect(planted.diagnostics.map(\.detail) == ["an action of Button sent for touches not in dispatch"])
    }

    @Test("B4, B3: a hooked method this platform version lacks is counted once, with what goes untracked; diagnostics are off by default")
    func missingMethodCounted() throws {
        let interception = Interception(trackers: [])
        let controllerClass = RuntimeClass(name: "ViewController", superclass: nil)
        _ = controllerClass.addMethod("viewDidAppear:", MethodImplementation { _, _, _ in nil })
        let present = RuntimeMethodHook("viewDidAppear:", in: controllerClass) { _, _ in }
        let missing = RuntimeMethodHook("performWithSender:target:", in: controllerClass) { _, _ in }
        for _ in 0..<2 {
            interception.assumptionChecks.hookInstalled("-[ViewController viewDidAppear:]", outcome: present.install(), untracked: "pages", at: interception.now)
            interception.assumptionChecks.hookInstalled(
                "-[ViewController performWithSender:target:]", outcome: missing.install(), untracked: "context-menu choices", at: interception.now)
        }

        #expect(interception.assumptionChecks.onViolation == nil, "off by default")
        #expect(interception.assumptionChecks.violations(of: .hookedMethodExists) == 1)
        let report = interception.coexistenceReport()
        #expect(report.notTracked == ["-[ViewController performWithSender:target:] is missing: not tracked on this version: context-menu choices"])
        #expect(report.description.contains("  assumption hookedMethodExists (checked): 1 violations"))
    }
}

extension AssumptionCheckTests {
    @Test("B3 B4: on a version earlier than the one a private behavior was read on, or a later major version than any it was read on, the report says what may not be tracked, once, under its own assumption; on the versions read it says nothing")
    func unverifiedBehaviorsAreReported() {
        for (version, expected) in [((17, 4), 2), ((18, 0), 1), ((18, 2), 0), ((18, 6), 0), ((26, 0), 2)] {
            let interception = Interception()
            let running = OperatingSystemVersion(majorVersion: version.0, minorVersion: version.1, patchVersion: 0)
            for _ in 0..<2 { interception.assumptionChecks.platformVersionIs(running, at: interception.now) }

            let notTracked = interception.coexistenceReport().notTracked
            #expect(notTracked.count == expected, "iOS \(version): \(notTracked)")
            #expect(interception.assumptionChecks.violations(of: .privateBehaviorReadOnThisVersion) == expected)
            #expect(interception.assumptionChecks.violations(of: .hookedMethodExists) == 0, "no hooked method is missing")
            if expected == 2 {
                #expect(notTracked.contains("UISwipeActionStandardButton sending _tappedButton: to UISwipeActionPullView was read on iOS 18.0 through 18.x only: may not be tracked on this version: swipe actions' taps"))
            }
        }
    }
}
