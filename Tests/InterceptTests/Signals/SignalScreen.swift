import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting

/// A launched app with one screen, for signal tests: an interception with a recorder and a clock
/// the test moves, and helpers to tap at points and let time pass.
@MainActor
final class SignalScreen {
    let clock = ManualClock()
    let recorder = RecordingTracker()
    let interception: Interception
    let application = Application()
    let window = Window()
    let controller = ViewController(title: "Signals")
    private var seen = 0

    init(configuration: InterceptionConfiguration = InterceptionConfiguration(), root: ViewController? = nil) {
        var configuration = configuration
        let clock = self.clock
        configuration.clock = { clock.now }
        interception = Interception(configuration: configuration, trackers: [recorder])
        application.addObserver(interception)
        application.addWindow(window)
        window.rootViewController = root ?? controller
        application.launch()
    }

    /// Adds `view` to the screen at `frame`.
    @discardableResult
    func place<V: View>(_ view: V, _ frame: Rect, in parent: View? = nil) -> V {
        view.frame = frame
        (parent ?? controller.view).addSubview(view)
        return view
    }

    /// A table at `y`, full width, showing `rows` with `delegate` and intercepted; its data source
    /// is kept by the screen.
    func interceptedTable(_ rows: [String], at y: Double, delegate: any TableViewDelegate) throws -> TableView {
        let table = place(TableView(visibleRowCount: 4), Rect(x: 0, y: y, width: 390, height: 176))
        let data = StaticTableViewDataSource(sections: [rows])
        dataSources.append(data)
        table.dataSource = data
        table.delegate = delegate
        table.reloadData()
        try interception.intercept(table)
        return table
    }

    private var dataSources: [StaticTableViewDataSource] = []

    /// Taps at `point` in the window, then lets `interval` seconds pass.
    func tap(_ x: Double, _ y: Double, thenWait interval: Double = 0.2) {
        application.simulateTouch(at: Point(x: x, y: y), in: window)
        clock.advance(by: interval)
    }

    /// Lets `seconds` pass and plays a frame, so that signals waiting for time settle.
    func wait(_ seconds: Double) {
        clock.advance(by: seconds)
        application.runFrame()
    }

    /// Plays `seconds` of display frames, 60 a second, as the display link the core asks for
    /// while it has work for frames (a dead tap's window, a withheld touch end's wait).
    func playFrames(for seconds: Double) {
        for _ in 0..<Int(seconds * 60) {
            clock.advance(by: 1.0 / 60)
            application.runFrame()
        }
    }

    /// The events of `kinds` delivered since the last call.
    func events(_ kinds: InteractionKind...) async -> [InteractionEvent] {
        await interception.flush()
        let new = recorder.events.dropFirst(seen)
        seen = recorder.events.count
        return new.filter { kinds.isEmpty || kinds.contains($0.kind) }
    }
}

/// A target counting its actions.
@MainActor
final class ActionCounter {
    private(set) var count = 0
    init() {}
    var control: ControlAction { ControlAction("count") { (counter: ActionCounter, _) in counter.count += 1 } }
    var gesture: GestureAction { GestureAction("count") { (counter: ActionCounter, _) in counter.count += 1 } }
}
