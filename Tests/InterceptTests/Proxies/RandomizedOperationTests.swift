import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// A seeded random sequence of everything an app and other libraries do to list delegates, with
/// the invariants of D1-D13 checked after every step. Steps: 10,000 by default;
/// `INTERCEPT_RANDOM_STEPS` and `INTERCEPT_RANDOM_SEED` change them (the seed of a failure is in
/// its message, so it can be replayed).
@MainActor
@Suite("Randomized operation sequences")
struct RandomizedOperationTests {
    /// A business delegate that counts the selections it handles.
    class CountingDelegate: TableViewDelegate, CollectionViewDelegate {
        private(set) var selections = 0
        func handleSelection() { selections += 1 }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { handleSelection() }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { handleSelection() }
    }

    /// A subclass overriding selection and calling super (D7).
    final class CountingSubclass: CountingDelegate {
        private(set) var overrides = 0
        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            overrides += 1
            super.tableView(tableView, didSelectRowAt: indexPath)
        }
        override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            overrides += 1
            super.collectionView(collectionView, didSelectItemAt: indexPath)
        }
    }

    /// One host slot: a table or a collection on its own screen, and what its getter must answer.
    @MainActor
    final class HostSlot {
        let isTable: Bool
        /// Hooks that intercept on assignment, as `UIKitHooks.install(for:)` does; `nil` for the
        /// headless default.
        let autoIntercepting: Interception?
        var screen: ListScreenFixture {
            didSet { applyHooks() }
        }
        weak var expectedDelegate: AnyObject?
        var expectsNoDelegate = true

        init(isTable: Bool, autoIntercepting: Interception? = nil) {
            self.isTable = isTable
            self.autoIntercepting = autoIntercepting
            screen = ListScreenFixture()
            applyHooks()
        }

        private func applyHooks() {
            guard let autoIntercepting else { return }
            screen.tableView.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: autoIntercepting)
            screen.collectionView.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: autoIntercepting)
        }

        /// Asks for heights and scrolls: calls the host makes from its cached answers, which after
        /// the business delegate is gone reach the proxy and must be absorbed (F3).
        func askCachedCalls() {
            if isTable {
                _ = screen.tableView.heightForRow(at: .row(0))
                screen.tableView.scrollToRow(at: .row(0, 1))
                screen.tableView.scrollToRow(at: .row(0))
            } else {
                screen.collectionView.scrollToItem(at: .item(2))
                screen.collectionView.scrollToItem(at: .item(0))
            }
        }

        var view: View { isTable ? screen.tableView : screen.collectionView }
        var delegateObject: AnyObject? { isTable ? screen.tableView.delegate : screen.collectionView.delegate }
        var proxy: (any DelegateProxy)? { isTable ? screen.tableView.delegateSlot.proxy : screen.collectionView.delegateSlot.proxy }
        var itemCount: Int { isTable ? 4 : 3 }

        func setDelegate(_ delegate: AnyObject?) {
            if isTable { screen.tableView.delegate = delegate as? any TableViewDelegate }
            else { screen.collectionView.delegate = delegate as? any CollectionViewDelegate }
        }

        /// The explicit API; returns the host's proxy.
        func setDelegate(_ delegate: AnyObject?, interceptedBy interception: Interception) throws -> AnyObject? {
            if isTable {
                try screen.tableView.setDelegate(delegate as? any TableViewDelegate, interceptedBy: interception)
                return screen.tableView.existingDelegateSlot?.proxy
            }
            try screen.collectionView.setDelegate(delegate as? any CollectionViewDelegate, interceptedBy: interception)
            return screen.collectionView.existingDelegateSlot?.proxy
        }

        func tap(_ index: Int) -> Bool {
            isTable ? screen.tableView.simulateUserTap(onRowAt: .row(index % 3)) : screen.collectionView.simulateUserTap(onItemAt: .item(index % 3))
        }

        func selectFromCode(_ index: Int) {
            if isTable { screen.tableView.selectRow(at: .row(index % 3)) } else { screen.collectionView.selectItem(at: .item(index % 3)) }
        }

        func intercept(with interception: Interception) throws -> AnyObject? {
            isTable ? try interception.intercept(screen.tableView) : try interception.intercept(screen.collectionView)
        }

        func removeInterception(from interception: Interception) {
            if isTable { interception.removeInterception(from: screen.tableView) } else { interception.removeInterception(from: screen.collectionView) }
        }

        func uninstallForeign() {
            if isTable { ForeignDelegateProxy.uninstall(from: screen.tableView) } else { ForeignDelegateProxy.uninstall(from: screen.collectionView) }
        }

        func installForeign(_ wrapping: ForeignDelegateProxy.Wrapping) -> ForeignDelegateProxy {
            isTable ? ForeignDelegateProxy.install(on: screen.tableView, wrapping: wrapping)
                : ForeignDelegateProxy.install(on: screen.collectionView, wrapping: wrapping)
        }

        /// The business delegate a user selection reaches, following foreign proxies and ours.
        var business: CountingDelegate? {
            var current = delegateObject
            var steps = 0
            while let object = current, steps < 16 {
                if let business = object as? CountingDelegate { return business }
                current = (object as? any DelegateForwarding)?.forwardingTarget
                steps += 1
            }
            return nil
        }
    }

    /// One gesture recognizer on its own screen, and the pairs the model expects it to hold.
    @MainActor
    final class GestureSlot {
        let screen = ListScreenFixture()
        let recognizer: GestureRecognizer
        var expectedPairs: [(target: WeakReference, action: ActionName)] = []

        init(recognizer: GestureRecognizer) {
            self.recognizer = recognizer
            let view = View()
            view.addSubview(Label(text: "Banner"))
            view.addGestureRecognizer(recognizer)
            screen.controller.view.addSubview(view)
        }

        var liveExpectedPairs: [(target: AnyObject, action: ActionName)] {
            expectedPairs.compactMap { pair in pair.target.object.map { ($0, pair.action) } }
        }

        func add(_ target: ActionRecorder, _ action: ActionName) {
            recognizer.addTarget(target, action: target.action(action.rawValue))
            expectedPairs.removeAll { $0.target.object == nil }
            if !expectedPairs.contains(where: { $0.target.object === target && $0.action == action }) {
                expectedPairs.append((WeakReference(target), action))
            }
        }

        func remove(_ target: ActionRecorder?, _ action: ActionName?) {
            recognizer.removeTarget(target, action: action)
            expectedPairs.removeAll { pair in
                (target == nil || pair.target.object === target) && (action == nil || pair.action == action)
            }
        }
    }

    /// A screen with controls (one inside a table cell) whose business actions log into one list.
    /// Two are built: one intercepted, one not, and every control operation is applied to both.
    @MainActor
    final class ControlWorld {
        /// A business target that logs its actions into its world.
        final class LoggingTarget: Responder {
            let index: Int
            weak var world: ControlWorld?
            init(index: Int, world: ControlWorld) {
                self.index = index
                self.world = world
            }
        }

        /// A table delegate that logs selections into its world.
        final class LoggingDelegate: TableViewDelegate {
            weak var world: ControlWorld?
            func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { world?.log.append("select \(indexPath)") }
        }

        let screen = ListScreenFixture()
        let button = Button(title: "Buy")
        let toggle = Switch()
        let slider = Slider(value: 0, maximumValue: 10)
        let cellButton = Button(title: "Add")
        let delegate = LoggingDelegate()
        var targets: [LoggingTarget?] = []
        var log: [String] = []

        init(interception: Interception?) throws {
            for control in [button, toggle, slider] as [View] { screen.controller.view.addSubview(control) }
            screen.tableView.cellForRow(at: .row(0))?.contentView.addSubview(cellButton)
            delegate.world = self
            screen.tableView.delegate = delegate
            if let interception {
                screen.application.addObserver(interception)
                try interception.intercept(screen.tableView)
            }
        }

        var controls: [Control] { [button, toggle, slider, cellButton] }
        var cellLabel: View { screen.tableView.cellForRow(at: .row(0))!.textLabel }

        func action(_ name: String) -> ControlAction {
            ControlAction(ActionName(rawValue: name)) { (target: LoggingTarget, sender) in
                target.world?.log.append("\(target.index).\(name) from \(type(of: sender))")
            }
        }
    }

    @Test("D1-D13, G1-G7, C1-C5, U1: invariants hold after every step of a seeded random operation sequence")
    func randomOperations() async throws {
        let environment = ProcessInfo.processInfo.environment
        let steps = environment["INTERCEPT_RANDOM_STEPS"].flatMap(Int.init) ?? 10_000
        let seed = environment["INTERCEPT_RANDOM_SEED"].flatMap { UInt64($0) } ?? 0x1A7E_C0DE
        var random = SeededGenerator(seed: seed)

        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let slots = [
            HostSlot(isTable: true), HostSlot(isTable: true), HostSlot(isTable: false),
            HostSlot(isTable: false, autoIntercepting: interception),
        ]
        let faultsAtStart = PlatformFaults.count
        var delegates: [CountingDelegate] = [CountingDelegate(), CountingSubclass()]
        var proxiesEverCreated: [WeakReference] = []
        let gestureSlots = [
            GestureSlot(recognizer: TapGestureRecognizer()),
            GestureSlot(recognizer: LongPressGestureRecognizer()),
            GestureSlot(recognizer: CustomTapGestureRecognizer()),
        ]
        var gestureTargets = [ActionRecorder(name: "g0"), ActionRecorder(name: "g1")]
        var recognitions = 0
        let controlRecorder = RecordingTracker()
        let controlInterception = Interception(trackers: [controlRecorder])
        // The model counts selections, gestures and control actions; rage and dead taps, which
        // random touches produce too, are tested in Tests/InterceptTests/Signals.
        interception.setEnabled(false, for: .signals)
        controlInterception.setEnabled(false, for: .signals)
        let intercepted = try ControlWorld(interception: controlInterception)
        let plain = try ControlWorld(interception: nil)
        var controlState = ControlSequenceState()
        var expectedEvents = 0
        var userSelections = 0
        var coverage: [String: Int] = [:]

        func context(_ step: Int, _ operation: String) -> Comment {
            "seed \(seed), step \(step): \(operation)"
        }

        for step in 0..<steps {
            var operation = ""
            let family = Int.random(in: 0..<20, using: &random)
            if family < 5 {
                operation = try await controlOperation(
                    intercepted: intercepted, plain: plain, interception: controlInterception, recorder: controlRecorder,
                    state: &controlState, coverage: &coverage, random: &random, context: { context(step, $0) })
                continue
            }
            if family < 11 {
                operation = try await gestureOperation(
                    in: gestureSlots.randomElement(using: &random)!, targets: &gestureTargets, interception: interception,
                    recorder: recorder, expectedEvents: &expectedEvents, recognitions: &recognitions,
                    coverage: &coverage, random: &random, context: { context(step, $0) })
                continue
            }
            let slot = slots[Int.random(in: 0..<slots.count, using: &random)]
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<30:
                operation = "user tap"
                let business = slot.business
                if let foreign = slot.delegateObject as? ForeignDelegateProxy {
                    coverage["tap through a foreign proxy", default: 0] += 1
                    if foreign.forwardee is any DelegateProxy {
                        coverage["tap through a foreign proxy wrapping ours", default: 0] += 1
                        if slot.proxy == nil { coverage["... after ours was removed", default: 0] += 1 }
                    }
                }
                if slot.proxy != nil, business is CountingSubclass { coverage["tap on a subclassed delegate", default: 0] += 1 }
                if slot.proxy != nil, business == nil { coverage["tap after the delegate is gone", default: 0] += 1 }
                slot.askCachedCalls()
                let before = business?.selections ?? 0
                let eventExpected = business != nil && slot.proxy != nil && interception.isEnabled(.lists)
                #expect(slot.tap(Int.random(in: 0..<3, using: &random)), context(step, operation))
                userSelections += 1
                if let business {
                    #expect(business.selections == before + 1, context(step, "business delegate reached exactly once"))
                }
                if eventExpected { expectedEvents += 1 }
                await interception.flush()
                #expect(recorder.count == expectedEvents, context(step, "exactly one event, or none"))
                if eventExpected, let proxy = slot.proxy {
                    #expect(recorder.lastEvent?.host == proxy.context.hostIdentity, context(step, "tagged with its own host"))
                }
            case 30..<35:
                operation = "selection from code"
                let before = delegates.map(\.selections)
                slot.selectFromCode(Int.random(in: 0..<3, using: &random))
                #expect(delegates.map(\.selections) == before, context(step, operation))
            case 35..<50:
                let delegate: CountingDelegate? = Bool.random(using: &random) ? delegates.randomElement(using: &random) : nil
                operation = "set delegate \(delegate.map { "\(ObjectIdentifier($0))" } ?? "nil")"
                if Int.random(in: 0..<4, using: &random) == 0 {
                    // F2: the explicit API, with whatever hooks the host has.
                    operation += " explicitly"
                    if let proxy = try slot.setDelegate(delegate, interceptedBy: interception) {
                        proxiesEverCreated.append(WeakReference(proxy))
                        coverage["explicit API", default: 0] += 1
                    }
                } else {
                    slot.setDelegate(delegate)
                }
                slot.expectedDelegate = delegate
                slot.expectsNoDelegate = delegate == nil
            case 50..<54:
                operation = "assign another host's proxy"
                let donors = slots.filter { $0.isTable == slot.isTable && $0 !== slot && $0.proxy != nil }
                if let donor = donors.randomElement(using: &random), let proxy = donor.proxy {
                    let business = proxy.forwardingTarget
                    slot.setDelegate(proxy)
                    slot.expectedDelegate = business
                    slot.expectsNoDelegate = business == nil
                }
            case 54..<64:
                operation = "intercept"
                if let proxy = try slot.intercept(with: interception) {
                    proxiesEverCreated.append(WeakReference(proxy))
                    #expect(try slot.intercept(with: interception) === proxy, context(step, "one proxy per host"))
                }
            case 64..<71:
                operation = "remove interception"
                slot.removeInterception(from: interception)
            case 71..<78:
                operation = "new delegate"
                delegates.append(Bool.random(using: &random) ? CountingSubclass() : CountingDelegate())
            case 78..<86:
                operation = "release a delegate"
                if !delegates.isEmpty { delegates.remove(at: Int.random(in: 0..<delegates.count, using: &random)) }
            case 86..<88:
                operation = "release the host"
                slot.screen = ListScreenFixture()
                slot.expectedDelegate = nil
                slot.expectsNoDelegate = true
            case 88..<96:
                if let foreign = ForeignDelegateProxy.installed(on: slot.view), slot.delegateObject === foreign {
                    operation = "remove the foreign proxy"
                    var unwrapped = foreign.forwardee
                    if let ours = unwrapped as? any DelegateProxy { unwrapped = ours.forwardingTarget }
                    slot.uninstallForeign()
                    slot.expectedDelegate = unwrapped
                    slot.expectsNoDelegate = unwrapped == nil
                } else {
                    let wrapping: ForeignDelegateProxy.Wrapping = Bool.random(using: &random) ? .hostDelegate : .dispatchTarget
                    operation = "install a foreign proxy wrapping the \(wrapping)"
                    slot.uninstallForeign()
                    let foreign = slot.installForeign(wrapping)
                    slot.expectedDelegate = foreign
                    slot.expectsNoDelegate = false
                }
            default:
                operation = "toggle a switch"
                if Bool.random(using: &random) {
                    interception.isEnabled.toggle()
                } else {
                    interception.setEnabled(!interception.isEnabled(.lists) || !interception.isEnabled, for: .lists)
                }
            }
            // F3, F4: nothing an app would crash on (unrecognized selector, teardown interception).
            #expect(PlatformFaults.count == faultsAtStart, context(step, "\(PlatformFaults.recorded(since: faultsAtStart)) after \(operation)"))
            // D11: the getter answers what was assigned, never our proxy.
            for each in slots {
                let current = each.delegateObject
                #expect(!(current is any DelegateProxy), context(step, "getter hides the proxy after \(operation)"))
                if let expected = each.expectedDelegate {
                    #expect(current === expected, context(step, "getter after \(operation)"))
                } else if each.expectsNoDelegate {
                    #expect(current == nil, context(step, "getter after \(operation)"))
                }
            }
        }
        #expect(userSelections > steps / 8)
        #expect(recognitions > steps / 12)
        #expect(controlState.touches > steps / 20)
        if steps >= 10_000 {
            // The sequence must reach the states that matter, or it proves nothing.
            #expect(coverage.count == 13 && coverage.values.allSatisfy { $0 > 0 }, "seed \(seed): visited only \(coverage)")
        }

        // Leak check: with every host and delegate released, no proxy survives.
        delegates.removeAll()
        for slot in slots { slot.screen = ListScreenFixture() }
        #expect(PlatformFaults.recorded(since: faultsAtStart).isEmpty, "seed \(seed): faults at teardown")
        #expect(proxiesEverCreated.allSatisfy { $0.object == nil }, "seed \(seed): a proxy outlived its host")
    }
}

extension RandomizedOperationTests {
    /// One random gesture operation, with its invariants checked; returns its description.
    func gestureOperation(
        in slot: GestureSlot,
        targets: inout [ActionRecorder],
        interception: Interception,
        recorder: RecordingTracker,
        expectedEvents: inout Int,
        recognitions: inout Int,
        coverage: inout [String: Int],
        random: inout SeededGenerator,
        context: (String) -> Comment
    ) async throws -> String {
        let recognizer = slot.recognizer
        let actions: [ActionName] = ["a", "b"]
        let operation: String
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<20:
            operation = "add a pair"
            if let target = targets.randomElement(using: &random) {
                slot.add(target, actions.randomElement(using: &random)!)
            }
        case 20..<30:
            operation = "remove pairs"
            let target = Bool.random(using: &random) ? targets.randomElement(using: &random) : nil
            let action = Bool.random(using: &random) ? actions.randomElement(using: &random) : nil
            slot.remove(target, action)
        case 30..<37:
            operation = "new target"
            targets.append(ActionRecorder(name: "g\(targets.count)"))
        case 37..<44:
            operation = "release a target"
            if !targets.isEmpty { targets.remove(at: Int.random(in: 0..<targets.count, using: &random)) }
        case 44..<52:
            operation = "intercept the recognizer"
            let hook = try interception.intercept(recognizer)
            let again = try interception.intercept(recognizer)
            #expect(hook != nil && again === hook, context("one hook per recognizer"))
        case 52..<56:
            operation = "remove interception from the recognizer"
            interception.removeInterception(from: recognizer)
        case 56..<58:
            operation = "toggle the gestures switch"
            interception.setEnabled(!interception.isEnabled(.gestures), for: .gestures)
        default:
            operation = "recognize"
            recognitions += 1
            let live = slot.liveExpectedPairs
            let before = live.map { ($0.target as! ActionRecorder).received.count }
            var deliveredStates = 0
            var emits = false
            if recognizer is LongPressGestureRecognizer {
                #expect(recognizer.simulateBegan(), context(operation))
                deliveredStates = 1
                for _ in 0..<Int.random(in: 0..<3, using: &random) {
                    recognizer.simulateChanged()
                    deliveredStates += 1
                }
                let ending = Int.random(in: 0..<3, using: &random)
                if ending == 0 { recognizer.simulateEnded() } else { recognizer.simulateCancelled() }
                deliveredStates += 1
                emits = true
                coverage[ending == 0 ? "long press ended" : "long press cancelled after began", default: 0] += 1
            } else if Int.random(in: 0..<5, using: &random) == 0 {
                #expect(recognizer.simulateFailed(), context(operation))
                coverage["recognition failed", default: 0] += 1
            } else {
                #expect(recognizer.simulateRecognition(), context(operation))
                deliveredStates = 1
                emits = true
            }
            let tracked = recognizer is TapGestureRecognizer && !(recognizer is CustomTapGestureRecognizer)
                || recognizer is LongPressGestureRecognizer
            if emits, tracked, !live.isEmpty, recognizer.gestureTrackingHook != nil, interception.isEnabled(.gestures) {
                expectedEvents += 1
                coverage["tracked recognition", default: 0] += 1
            }
            // Each live pair's action ran exactly once per delivered state (a target holding two
            // pairs runs once per pair).
            for (index, pair) in live.enumerated() {
                let pairsOfTarget = live.filter { $0.target === pair.target }.count
                let received = (pair.target as! ActionRecorder).received.count - before[index]
                #expect(received == deliveredStates * pairsOfTarget, context("actions called exactly once each"))
            }
            await interception.flush()
            #expect(recorder.count == expectedEvents, context("one event per recognition with a live pair, zero otherwise"))
        }
        // G3, G7: the recognizer shows exactly the business pairs the app added, in order.
        let shown = recognizer.targets.map { "\(ObjectIdentifier($0.target)).\($0.action)" }
        let expected = slot.liveExpectedPairs.map { "\(ObjectIdentifier($0.target)).\($0.action)" }
        #expect(shown == expected, context("targets after \(operation)"))
        return operation
    }
}

/// What the control part of the sequence counts.
struct ControlSequenceState {
    var expectedEvents = 0
    var touches = 0
    var comparedLogEntries = 0
}

extension RandomizedOperationTests {
    /// One random control operation, applied to an intercepted and a plain world alike; checks
    /// that the app's actions run exactly as without interception and that each touch yields one
    /// event when a source reports it, none otherwise.
    func controlOperation(
        intercepted: ControlWorld,
        plain: ControlWorld,
        interception: Interception,
        recorder: RecordingTracker,
        state: inout ControlSequenceState,
        coverage: inout [String: Int],
        random: inout SeededGenerator,
        context: (String) -> Comment
    ) async throws -> String {
        let worlds = [intercepted, plain]
        let operation: String
        let eventSets: [ControlEvents] = [.touchUpInside, .touchDown, .valueChanged, [.touchDown, .touchUpInside]]
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<22:
            let control = Int.random(in: 0..<4, using: &random)
            let targetIndex = Int.random(in: 0..<4, using: &random)
            let name = ["tap", "change"].randomElement(using: &random)!
            let events = eventSets.randomElement(using: &random)!
            operation = "add target \(targetIndex).\(name) to control \(control)"
            for world in worlds {
                while world.targets.count <= targetIndex { world.targets.append(ControlWorld.LoggingTarget(index: world.targets.count, world: world)) }
                let target = world.targets[targetIndex] ?? ControlWorld.LoggingTarget(index: targetIndex, world: world)
                world.targets[targetIndex] = target
                world.controls[control].addTarget(target, action: world.action(name), for: events)
            }
        case 22..<30:
            let control = Int.random(in: 0..<4, using: &random)
            let targetIndex = Bool.random(using: &random) ? Int.random(in: 0..<4, using: &random) : nil
            let name: ActionName? = Bool.random(using: &random) ? "tap" : nil
            operation = "remove targets from control \(control)"
            for world in worlds {
                let target = targetIndex.flatMap { world.targets.indices.contains($0) ? world.targets[$0] : nil }
                if targetIndex != nil && target == nil { continue }
                world.controls[control].removeTarget(target, action: name, for: .allEvents)
            }
        case 30..<36:
            let targetIndex = Int.random(in: 0..<4, using: &random)
            operation = "release target \(targetIndex)"
            for world in worlds where world.targets.indices.contains(targetIndex) { world.targets[targetIndex] = nil }
        case 36..<40:
            let control = Int.random(in: 0..<4, using: &random)
            operation = "send actions from code"
            for world in worlds { world.controls[control].sendActions(for: .allEvents) }
        case 40..<43:
            operation = "toggle the controls or lists switch"
            let family: InteractionFamily = Bool.random(using: &random) ? .controls : .lists
            interception.setEnabled(!interception.isEnabled(family), for: family)
        default:
            state.touches += 1
            let choice = Int.random(in: 0..<5, using: &random)
            let drag = (0..<Int.random(in: 1..<4, using: &random)).map { _ in Double(Int.random(in: 0...10, using: &random)) }
            operation = "touch \(choice)"
            let counter = SendActionCounter()
            intercepted.screen.application.addEventObserver(counter)
            for world in worlds {
                switch choice {
                case 0: world.screen.application.simulateTouch(on: world.button)
                case 1: world.screen.application.simulateTouch(on: world.toggle)
                case 2: world.slider.simulateDrag(through: drag)
                case 3: world.screen.application.simulateTouch(on: world.cellButton)
                default: world.screen.application.simulateTouch(on: world.cellLabel)
                }
            }
            let controlReported = counter.sentActions > 0 && interception.isEnabled(.controls)
            let cellReported = choice >= 3 && interception.isEnabled(.lists)
            if controlReported || cellReported { state.expectedEvents += 1 }
            if choice == 3, counter.sentActions > 0, cellReported { coverage["touch seen by a control and a cell", default: 0] += 1 }
            if choice == 2, controlReported { coverage["slider drag reported", default: 0] += 1 }
            if counter.sentActions > 1, controlReported { coverage["touch with several actions", default: 0] += 1 }
            await interception.flush()
            #expect(recorder.count == state.expectedEvents, context("one event per physical action, or none"))
            if controlReported {
                #expect(recorder.lastEvent?.kind == .controlAction, context("the control is the most specific source"))
            }
        }
        let compared = state.comparedLogEntries
        #expect(intercepted.log.count == plain.log.count && intercepted.log[compared...] == plain.log[compared...],
                context("business actions exactly as without interception after \(operation)"))
        state.comparedLogEntries = min(intercepted.log.count, plain.log.count)
        for (control, twin) in zip(intercepted.controls, plain.controls) {
            #expect(control.allTargets.count == twin.allTargets.count && control.allControlEvents == twin.allControlEvents,
                    context("observable targets unchanged"))
        }
        return operation
    }
}

/// A weak reference, to check that objects are gone.
final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
