import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import Testing

/// A3: events carry where the touch landed; headless touches are hit-tested as UIKit does.
@MainActor
@Suite("Touch locations and hit-testing")
struct TouchLocationTests {
    @Test("A3: a control action carries the touch in window coordinates and normalized to the control's bounds")
    func controlActionLocation() async throws {
        let screen = SignalScreen()
        let counter = ActionCounter()
        let button = screen.place(Button(title: "Buy"), Rect(x: 100, y: 200, width: 100, height: 50))
        button.addTarget(counter, action: counter.control, for: .touchUpInside)
        screen.tap(125, 210)
        let event = try #require(await screen.events(.controlAction).first)
        #expect(event.touch == TouchLocation(window: Point(x: 125, y: 210), element: Point(x: 0.25, y: 0.2)))
        #expect(counter.count == 1)
    }

    @Test("A3: tap gestures and list selections carry the location, relative to the recognizer's view and the cell")
    func gestureAndSelectionLocation() async throws {
        let screen = SignalScreen()
        let counter = ActionCounter()
        // A banner inside a scrolled container: element coordinates account for every ancestor.
        let container = screen.place(ScrollView(), Rect(x: 0, y: 100, width: 390, height: 300))
        container.contentOffset = Point(x: 0, y: 50)
        let banner = screen.place(View(), Rect(x: 10, y: 60, width: 200, height: 100), in: container)
        banner.addGestureRecognizer(TapGestureRecognizer(target: counter, action: counter.gesture))
        screen.interception.interceptGestureRecognizers(in: screen.window)
        screen.tap(60, 160)                                          // banner's window origin: (10, 110)
        let tap = try #require(await screen.events(.tap).first)
        #expect(tap.touch == TouchLocation(window: Point(x: 60, y: 160), element: Point(x: 0.25, y: 0.5)))

        let delegate = SelectionCountingDelegate()
        let table = try screen.interceptedTable(["A", "B", "C"], at: 500, delegate: delegate)
        let cellFrame = try #require(table.cellForRow(at: .row(1))).frame
        screen.tap(39, 500 + cellFrame.minY + cellFrame.height / 4)
        let selection = try #require(await screen.events(.rowSelected).first)
        #expect(selection.listPosition == ListPosition(section: 0, index: 1))
        #expect(selection.touch?.element == Point(x: 0.1, y: 0.25))
        #expect(delegate.selections == [.row(1)])
    }

    @Test("A3: hit-testing finds the deepest visible, interactive view containing the point, front to back")
    func hitTesting() throws {
        let screen = SignalScreen()
        let back = screen.place(View(), Rect(x: 0, y: 0, width: 200, height: 200))
        let front = screen.place(View(), Rect(x: 100, y: 100, width: 200, height: 200))
        let child = screen.place(View(), Rect(x: 10, y: 10, width: 50, height: 50), in: front)
        let label = screen.place(Label(text: "Not interactive"), Rect(x: 100, y: 0, width: 50, height: 50), in: front)
        let hidden = screen.place(View(), Rect(x: 0, y: 150, width: 50, height: 50), in: front)
        hidden.isHidden = true
        let transparent = screen.place(View(), Rect(x: 60, y: 150, width: 50, height: 50), in: front)
        transparent.alpha = 0
        let outside = screen.place(View(), Rect(x: 180, y: 180, width: 100, height: 100), in: front)   // sticks out

        #expect(screen.window.hitTest(Point(x: 50, y: 50)) === back)
        #expect(screen.window.hitTest(Point(x: 180, y: 180)) === front, "overlap: the later sibling is in front")
        #expect(screen.window.hitTest(Point(x: 115, y: 115)) === child, "the deepest view")
        #expect(screen.window.hitTest(Point(x: 210, y: 110)) === front, "labels are not interactive, as in UIKit")
        label.isUserInteractionEnabled = true
        #expect(screen.window.hitTest(Point(x: 210, y: 110)) === label)
        #expect(screen.window.hitTest(Point(x: 110, y: 260)) === front, "a hidden view is skipped")
        #expect(screen.window.hitTest(Point(x: 170, y: 260)) === front, "a transparent view is skipped")
        #expect(screen.window.hitTest(Point(x: 290, y: 290)) === outside)
        #expect(screen.window.hitTest(Point(x: 310, y: 310)) === screen.controller.view, "outside its superview: not hit")
        front.isUserInteractionEnabled = false
        #expect(screen.window.hitTest(Point(x: 115, y: 115)) === back, "a non-interactive view hides its subviews")
        #expect(screen.window.hitTest(Point(x: -1, y: 10)) == nil)
        #expect(!screen.application.simulateTouch(at: Point(x: 1_000, y: 10), in: screen.window), "nothing hit: no touch")
    }

    @Test("A3: a touch that names its view stays as sugar: it lands at the view's center")
    func namedViewSugar() async throws {
        let screen = SignalScreen()
        let counter = ActionCounter()
        let button = screen.place(Button(title: "Buy"), Rect(x: 100, y: 200, width: 100, height: 50))
        button.addTarget(counter, action: counter.control, for: .touchUpInside)
        screen.application.simulateTouch(on: button)
        let event = try #require(await screen.events(.controlAction).first)
        #expect(event.touch == TouchLocation(window: Point(x: 150, y: 225), element: Point(x: 0.5, y: 0.5)))
    }

    @Test("A3: events without a touch (from code) carry no location; JSON and the autotrack shape carry it")
    func encoding() async throws {
        let screen = SignalScreen()
        let counter = ActionCounter()
        let button = screen.place(Button(title: "Buy"), Rect(x: 100, y: 200, width: 100, height: 50))
        button.addTarget(counter, action: counter.control, for: .touchUpInside)
        let banner = screen.place(View(), Rect(x: 0, y: 400, width: 390, height: 100))
        let tap = TapGestureRecognizer(target: counter, action: counter.gesture)
        banner.addGestureRecognizer(tap)
        try screen.interception.intercept(tap)
        tap.simulateRecognition()
        #expect(try #require(await screen.events(.tap).first).touch == nil)

        screen.tap(150, 225)
        let event = try #require(await screen.events(.controlAction).first)
        let decoded = try EventJSONEncoder.interactionEventDecoder().decode(InteractionEvent.self, from: EventJSONEncoder().encode(event))
        #expect(decoded == event)
        let autotrack = AutotrackEvent(event)
        #expect(autotrack.properties["$touch_x"] == .double(150))
        #expect(autotrack.properties["$touch_y"] == .double(225))
        #expect(autotrack.properties["$touch_element_x"] == .double(0.5))
        #expect(autotrack.properties["$touch_element_y"] == .double(0.5))
    }
}
