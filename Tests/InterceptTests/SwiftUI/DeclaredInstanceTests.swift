import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// A picker tag the app defines: a struct whose description would spell every field.
struct ShippingOption: Hashable, Sendable {
    let id: String
    let customerEmail: String
}

enum Size: String, Hashable, Sendable {
    case small, large
}

/// S12, S13, S10: the core types the SwiftUI adapter's modifiers, bindings and links call.
@MainActor
@Suite("SwiftUI core instances")
struct DeclaredInstanceTests {
    @MainActor
    final class WeakNodes {
        /// By item: a lazy stack makes a node per item it renders (an address may be reused).
        private var nodes: [String: WeakNode] = [:]
        struct WeakNode { weak var node: DeclaredExposureNode? }

        func note(_ stack: LazyStack) {
            for instance in stack.renderedRows.values where nodes[instance.itemID] == nil {
                nodes[instance.itemID] = WeakNode(node: instance.node)
            }
        }

        var seen: Int { nodes.count }
        func alive(except kept: Set<ObjectIdentifier>) -> Int {
            nodes.values.filter { $0.node.map { !kept.contains(ObjectIdentifier($0)) } ?? false }.count
        }
    }

    /// Scrolls a 2,000-row lazy stack to its end with no display frame, `configure`d first.
    func scrollThrough(_ configure: (SwiftUIScene) -> Void) -> (scene: SwiftUIScene, stack: LazyStack, nodes: WeakNodes) {
        let scene = SwiftUIScene()
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let feed = scene.runtime.makeScreen("Feed", in: host.view)
        let stack = scene.runtime.makeLazyStack(
            in: feed, container: host.view, frame: scene.window.bounds, itemIDs: (0..<2_000).map { "item-\($0)" }, rowHeight: 100)
        configure(scene)
        scene.application.launch()
        let nodes = WeakNodes()
        scene.runtime.update()
        nodes.note(stack)
        for step in 1...400 {
            scene.runtime.update { stack.contentOffset = Double(step) * 500 }
            nodes.note(stack)
        }
        return (scene, stack, nodes)
    }

    @Test("S12: with exposure off (consent), 2,000 rows disappearing leave 0 nodes, and the changes kept stay bounded")
    func exposureOffKeepsNothing() {
        let (scene, stack, nodes) = scrollThrough { $0.interception.setEnabled(false, for: .exposure) }
        #expect(nodes.seen == 2_000)
        let rendered = Set(stack.renderedRows.values.map { ObjectIdentifier($0.node) })
        #expect(nodes.alive(except: rendered) == 0)
        #expect(scene.interception.exposurePendingChangeCount < 600)
    }

    @Test("S12: without UIKit hooks (no display frame ever), 2,000 rows disappearing leave 0 nodes")
    func noFramesKeepNothing() {
        let (scene, stack, nodes) = scrollThrough { _ in }
        #expect(nodes.seen == 2_000)
        let rendered = Set(stack.renderedRows.values.map { ObjectIdentifier($0.node) })
        #expect(nodes.alive(except: rendered) == 0)
        #expect(scene.interception.exposurePendingChangeCount < 600)
    }

    @Test("S12: rows dropped before a frame looked at them are no longer visible: their items are exposed again when they come back")
    func droppedRowsReArm() async {
        let scene = SwiftUIScene()
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let feed = scene.runtime.makeScreen("Feed", in: host.view)
        let stack = scene.runtime.makeLazyStack(
            in: feed, container: host.view, frame: scene.window.bounds, itemIDs: (0..<50).map { "item-\($0)" }, rowHeight: 400, prefetchedRows: 0)
        scene.application.launch()
        scene.runtime.update()
        scene.wait()
        scene.runtime.update { stack.contentOffset = 8_000 }
        scene.wait()
        scene.runtime.update { stack.contentOffset = 0 }
        scene.wait()
        let exposures = await scene.summary().filter { $0.hasPrefix("exposure") }
        #expect(exposures.filter { $0 == "exposure item-0" }.count == 2)
    }

    @Test("S12: the settle is scheduled once per run-loop turn, however many signals come, and runs when the turn is over")
    func oneSettlePerTurn() {
        let interception = Interception()
        var queue: [@MainActor @Sendable () -> Void] = []
        nonisolated(unsafe) var enqueued = 0
        let work = DeferredMainWork { block in
            enqueued += 1
            MainActor.assumeIsolated { queue.append(block) }
        }
        let instance = DeclaredScreenInstance(settlingWith: work)
        let screen = instance.declare("Feed", title: nil, properties: [:], parent: nil, in: interception)
        for _ in 0..<5 { instance.receive(.onAppear) }
        let window = DeclaredWindow(id: ObjectIdentifier(interception), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        instance.place(frame: window.bounds, in: window)
        #expect(enqueued == 1)
        #expect(screen?.isVisited == false)
        for block in queue { block() }
        #expect(screen?.isVisited == true)
        instance.receive(.onAppear)
        #expect(enqueued == 2)
    }

    @Test("S13: a picker reports the value the app chose (a raw value, a string, or its own name), never a struct's description")
    func pickerValues() async throws {
        let scene = SwiftUIScene()
        let element = DeclaredElement(type: "Picker", name: "shipping", label: "Shipping")
        let option = ShippingOption(id: "express", customerEmail: "ann@example.com")
        DeclaredBinding<ShippingOption>.picker { $0.id }.userDidSet(option, on: element, in: scene.interception)
        DeclaredBinding<Size>.picker.userDidSet(.large, on: element, in: scene.interception)
        DeclaredBinding<String>.picker.userDidSet("gift", on: element, in: scene.interception)
        let contents = await scene.events().map { $0.element?.content }
        #expect(contents == ["express", "large", "gift"])
        #expect(!contents.contains { $0?.contains("ann") ?? false })
        #expect(DeclaredBinding<Size>.picker.type == "Picker")
    }

    @Test("S13: an Int stepper is tracked with its value; a slider's value, a toggle's state, a date withheld")
    func numberValues() async throws {
        let scene = SwiftUIScene()
        let element = DeclaredElement(type: "Stepper", name: "quantity")
        let stepper = DeclaredBinding<Int>.number()
        #expect(stepper.type == "Stepper")
        stepper.userDidSet(3, on: element, in: scene.interception)
        DeclaredBinding<Double>.number().userDidSet(0.25, on: element, in: scene.interception)
        DeclaredBinding<Bool>.toggle.userDidSet(true, on: element, in: scene.interception)
        DeclaredBinding<Date>.datePicker.userDidSet(Date(timeIntervalSince1970: 0), on: element, in: scene.interception)
        let contents = await scene.events().map { $0.element?.content }
        #expect(contents == ["3", "0.25", "checked", nil])
        #expect(DeclaredBinding<Double>.number().type == "Slider")
        #expect(DeclaredBinding<Date>.datePicker.type == "DatePicker")
    }

    @Test("S10: a NavigationLink's tap is reported once with its own title, before the list's exit and the detail's entry")
    func navigationLink() async throws {
        let scene = SwiftUIScene()
        let (navigation, list) = scene.launchListOnStack()
        let link = DeclaredLinkActivation(
            DeclaredElement(type: "NavigationLink", name: "product", label: "Red shoes", screen: list.declared), in: scene.interception)
        let detailHost = scene.host(DetailView.self)
        _ = scene.runtime.makeScreen("Detail", in: detailHost.view)
        scene.runtime.update {
            navigation.pushViewController(detailHost)
            // SwiftUI calls the destination's onAppear, maybe more than once.
            link.destinationDidAppear()
            link.destinationDidAppear()
        }
        scene.runtime.update { link.destinationDidAppear() }
        let events = await scene.events()
        let lines = events.map { "\($0.kind) \($0.element?.type ?? $0.screen?.name ?? "-") \($0.element?.content ?? "")" }
        #expect(lines.filter { !$0.hasPrefix("appStart") } == [
            "pageEnter List ", "controlAction NavigationLink Red shoes", "pageExit List ", "pageEnter Detail ",
        ])
        let tap = try #require(events.first { $0.kind == .controlAction })
        #expect(tap.screen?.name == "List")
    }

    @Test("S10: a Link's taps are each reported with its own title")
    func link() async {
        let scene = SwiftUIScene()
        let link = DeclaredLinkActivation(DeclaredElement(type: "Link", name: "terms", label: "Terms of use"), in: scene.interception)
        link.linkDidOpen()
        link.linkDidOpen()
        let contents = await scene.events().map { "\($0.element?.type ?? "-") \($0.element?.content ?? "-")" }
        #expect(contents == ["Link Terms of use", "Link Terms of use"])
    }
}

/// B4 for the SwiftUI adapter: its assumptions are named, and those observable are counted.
@MainActor
@Suite("SwiftUI assumptions")
struct SwiftUIAssumptionTests {
    @Test("S12, B4: a host found after its page was entered, a binding set outside a touch, a .global frame off the probe's are each counted")
    func violationsCounted() async {
        let scene = SwiftUIScene()
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        // The screen is declared before its host appears, but its probe finds the host only
        // after the host's page was entered (planted: a probe in no view yet): counted once.
        let feed = scene.runtime.makeScreen("Feed", in: View())
        scene.application.launch()
        scene.runtime.update()
        scene.runtime.update { host.view.addSubview(feed.probe) }
        DeclaredBinding<Bool>.toggle.userDidSet(true, on: DeclaredElement(type: "Toggle", name: "wifi"), in: scene.interception)
        let frame = Rect(x: 0, y: 100, width: 390, height: 200)
        scene.interception.checkGlobalFrame(frame, probeFrame: frame.offsetBy(dx: 0, dy: 0.5))
        scene.interception.checkGlobalFrame(frame, probeFrame: frame.offsetBy(dx: 0, dy: 40))
        #expect(scene.interception.swiftUIAssumptionViolations == [
            .probeFindsHostBeforeItAppears: 1, .bindingSetInsideTouch: 1, .globalSpaceIsWindowSpace: 1,
        ])
        #expect(SwiftUIAssumption.allCases.filter(\.isCheckedAtRunTime).count == 9)
    }

    @Test("S12, B4: a .global frame that differs from the probe's only until UIKit lays the probe out at the end of the turn is not counted; one still different then is")
    func globalFrameComparedAtTheEndOfTheTurn() {
        let interception = Interception()
        var queue: [@MainActor @Sendable () -> Void] = []
        let work = DeferredMainWork { block in MainActor.assumeIsolated { queue.append(block) } }
        let instance = DeclaredScreenInstance(settlingWith: work)
        instance.declare("Feed", title: nil, properties: [:], parent: nil, in: interception)
        let frame = Rect(x: 0, y: 100, width: 390, height: 200)
        // A rotation: SwiftUI reports the new frame in its update; UIKit lays the probe out later in the turn.
        final class Probe { var frame = Rect(x: 0, y: 60, width: 844, height: 200) }
        let probe = Probe()
        instance.checkGlobalFrame(frame) { probe.frame }
        probe.frame = frame
        for block in queue { block() }
        queue = []
        #expect(interception.swiftUIAssumptionViolations.isEmpty)
        // Still apart once the turn is over: counted, once per turn however many reports.
        probe.frame = frame.offsetBy(dx: 0, dy: 40)
        instance.checkGlobalFrame(frame) { probe.frame }
        instance.checkGlobalFrame(frame) { probe.frame }
        #expect(queue.count == 1)
        for block in queue { block() }
        #expect(interception.swiftUIAssumptionViolations == [.globalSpaceIsWindowSpace: 1])
    }

    @Test("S12, B4: a binding set inside a touch, a host found before it appears: nothing counted")
    func noViolations() {
        let screen = SignalScreen()
        let toggle = screen.place(Switch(), Rect(x: 20, y: 200, width: 51, height: 31))
        let target = SwiftUIActionTarget(screen.interception, DeclaredElement(type: "Toggle", name: "wifi"))
        target.binding = .toggle
        target.value = { .toggle(toggle.isOn) }
        toggle.addTarget(target, action: target.control, for: .valueChanged)
        screen.tap(40, 215)
        #expect(target.runs == 1)
        #expect(screen.interception.swiftUIAssumptionViolations.isEmpty)
    }
}
