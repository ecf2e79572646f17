import Foundation
@_spi(Platform) import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import Testing

/// H1-H6 under a seeded generator of hostile inputs: texts with combining marks, invalid UTF-8
/// and control characters, secrets placed in every kind of view, absurd geometry, deep and cyclic
/// trees. No case may crash, hang (each is timed) or let a secret into an event or its JSON.
///
/// `INTERCEPT_HOSTILE_CASES=1000000 INTERCEPT_HOSTILE_SEED=7 swift test --filter hostileInputs`
/// runs more; a failure names its seed and case.
@MainActor
@Suite("Hostile inputs")
struct HostileInputTests {
    static let caseCount = ProcessInfo.processInfo.environment["INTERCEPT_HOSTILE_CASES"].flatMap(Int.init) ?? 100_000
    static let seed = ProcessInfo.processInfo.environment["INTERCEPT_HOSTILE_SEED"].flatMap(UInt64.init) ?? 20_261_123
    /// The most CPU time any one case may take on its thread, in a debug build (seconds). CPU time,
    /// not the wall clock: on a machine whose cores other processes share, a case can wait longer
    /// than this for a core without doing any more work.
    static let caseBudget = 1.0

    @Test("H1-H6: 100,000 seeded hostile cases: no crash, no hang, no secret in any event or JSON")
    func hostileInputs() async throws {
        var input = HostileInput(seed: Self.seed)
        let texts = TextCases()
        let geometry = GeometryCases()
        let trees = TreeCases()
        var slowest = 0.0
        var counts = [0, 0, 0]
        var durations = [0.0, 0, 0]
        for index in 0..<Self.caseCount {
            // Let other tests' main-actor work run now and then: this loop would hold the main
            // actor for seconds, and timing tests running beside it would see their timeouts pass.
            if index % 500 == 0 { await Task.yield() }
            // Cheap cases, so 100,000 run in CI time: 20% texts, 50% geometry, 30% trees.
            let family = index % 10 < 2 ? 0 : index % 10 < 7 ? 1 : 2
            let context = "seed \(Self.seed), case \(index)"
            let elapsed = try threadCPUTime {
                switch family {
                case 0: try texts.run(&input, context: context, encodeAs: index % 2 == 0 ? .interactionEvent : .autotrack)
                case 1: geometry.run(&input)
                default: try trees.run(&input, context: context)
                }
            }
            counts[family] += 1
            durations[family] += elapsed
            slowest = max(slowest, elapsed)
            if elapsed > Self.caseBudget {
                Issue.record("\(context) took \(elapsed) s of CPU time")
                return
            }
        }
        // End to end once more: the events the interception really delivered.
        try await texts.checkDelivered(&input)
        try await geometry.checkDelivered()
        #expect(counts.reduce(0, +) == Self.caseCount)
        print("hostile inputs: \(counts) cases (texts, geometry, trees) in \(durations) s of CPU time, slowest \(slowest) s")
    }
}

// MARK: Texts and secrets

@MainActor
private final class TextCases {
    let screen = ListScreenFixture()
    let interception: Interception
    let recorder = RecordingTracker()
    let limits = ElementPropertyLimits()
    let encoders = Dictionary(uniqueKeysWithValues: EventFormat.allCases.map { ($0, EventJSONEncoder(format: $0)) })
    let label = Label()
    let button = Button()
    let image = ImageView()
    let field = TextField()
    var segments = SegmentedControl(titles: [""], selectedSegmentIndex: 0)
    let nested = Label()
    let container = View()
    var secretsSeen = 0

    init() {
        interception = Interception(configuration: InterceptionConfiguration(clock: { Date(timeIntervalSince1970: 1_700_000_000) }), trackers: [recorder])
        let inner = View()
        inner.addSubview(nested)
        for view in [label, button, image, field, segments, inner] as [View] { container.addSubview(view) }
        screen.controller.view.addSubview(container)
    }

    /// Puts `text` in one kind of view (or the screen's title) and answers the view to describe.
    func place(_ text: String, kind: Int) -> View {
        screen.controller.title = "Screen"
        switch kind {
        case 0: label.text = text; return label
        case 1: button.setTitle(text, for: .normal); return button
        case 2: image.accessibilityLabel = text; return image
        case 3: field.text = text; return field
        case 4:
            let replacement = SegmentedControl(titles: [text], selectedSegmentIndex: 0)
            container.insertSubview(replacement, at: 4)
            segments.removeFromSuperview()
            segments = replacement
            return segments
        case 5: nested.text = text; return container
        default: screen.controller.title = text; return label
        }
    }

    func run(_ input: inout HostileInput, context: String, encodeAs format: EventFormat) throws {
        let secret = input.chance(0.6) ? input.secret() : nil
        let text = input.filler() + (secret.map { " " + $0.written + " " } ?? "") + input.filler()
        let view = place(text, kind: input.int(0...6))
        if input.chance(0.1) {
            view.trackingAttributes.trackingID = input.filler()
            view.trackingAttributes.customProperties = [input.filler(): .string(input.filler()), "n": .double(input.pick([.nan, .infinity, 1]))]
        }
        guard let description = interception.elementDescriber.describe(view) else {
            Issue.record("\(context): a plain view was not described")
            return
        }
        let event = InteractionEvent(
            kind: .tap, timestamp: interception.now, element: description.element, screen: description.screen,
            customProperties: description.customProperties
        ).limited(by: limits)
        // Encoded when it matters (a secret is in play) or every eighth case.
        let json = secret != nil || input.chance(0.125) ? try encoders[format]!.encode(event) : nil
        try check(event, json: json, secret: secret, context: context)
        view.trackingAttributes = ViewTrackingAttributes()
    }

    func check(_ event: InteractionEvent, json: Data?, secret: HostileInput.Secret?, context: String) throws {
        if let json, json.count > limits.maximumEventBytes { Issue.record("\(context): \(json.count) bytes") }
        for text in [event.element?.content, event.screen?.title].compactMap({ $0 }) {
            // Filler holds no digit and no `@`: any in a reported text is part of a secret (which
            // writes its digits in ASCII or full width).
            let leaks = text.unicodeScalars.contains { ("0"..."9").contains($0) || ("\u{FF10}"..."\u{FF19}").contains($0) || $0 == "@" }
            if leaks { Issue.record("\(context): a secret leaked into \(text.debugDescription.prefix(300))") }
        }
        guard let secret, let json else { return }
        secretsSeen += 1
        let output = String(decoding: json, as: UTF8.self)
        if output.contains(secret.canonical) || output.contains(secret.written) {
            Issue.record("\(context): \(secret.kind) \(secret.written) in JSON")
        }
    }

    /// A few events through the whole pipeline (tap, dispatcher, tracker), secrets in each.
    func checkDelivered(_ input: inout HostileInput) async throws {
        let target = ActionRecorder()
        let tap = TapGestureRecognizer(target: target, action: target.action())
        container.addGestureRecognizer(tap)
        try interception.intercept(tap)
        var secrets: [HostileInput.Secret] = []
        for kind in 0...6 {
            let secret = input.secret()
            secrets.append(secret)
            _ = place(input.filler() + " " + secret.written + " " + input.filler(), kind: kind)
            #expect(tap.simulateRecognition())
        }
        await interception.flush()
        #expect(recorder.events.count == 7)
        for event in recorder.events {
            for format in EventFormat.allCases {
                let json = try EventJSONEncoder(format: format).encode(event)
                for secret in secrets { try check(event, json: json, secret: secret, context: "delivered") }
            }
        }
        #expect(secretsSeen > 0)
    }
}

// MARK: Geometry

@MainActor
private final class GeometryCases {
    let screen = ExposureTests.FeedScreen()
    var cards: [View] = []
    let group = View()

    init() {
        group.frame = Rect(x: 0, y: 100, width: 390, height: 600)
        screen.feed.addSubview(group)
        for index in 0..<4 { cards.append(screen.card("card-\(index)", y: Double(index) * 250, in: index % 2 == 0 ? screen.feed : group)) }
    }

    func run(_ input: inout HostileInput) {
        switch input.int(0...6) {
        case 0, 1: input.pick(cards).frame = input.rect()
        case 2: screen.feed.contentOffset = Point(x: input.chance(0.8) ? 0 : input.coordinate(), y: input.coordinate())
        case 3: group.boundsOrigin = Point(x: input.coordinate(), y: input.coordinate())
        case 4: group.frame = input.rect()
        case 5: screen.feed.frame = input.chance(0.5) ? Rect(x: 0, y: 0, width: 390, height: 800) : input.rect()
        default:
            let index = input.int(0...cards.count - 1)
            let removed = cards[index]
            removed.removeFromSuperview()
            cards[index] = screen.card("card-\(index)", y: 0, in: input.chance(0.5) ? screen.feed : group)
            cards[index].frame = input.rect()
            // Kept alive until exposure has looked at it: a view gone before the next frame stays
            // in exposure's table (noticed, exposure's to fix).
            screen.application.runFrame()
            withExtendedLifetime(removed) {}
        }
        screen.application.runFrame()
    }

    /// Sane geometry again: every card is visible and reported as such.
    func checkDelivered() async throws {
        screen.feed.frame = Rect(x: 0, y: 0, width: 390, height: 800)
        screen.feed.contentOffset = .zero
        group.frame = Rect(x: 0, y: 0, width: 390, height: 800)
        group.boundsOrigin = .zero
        for card in cards {
            card.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            card.trackingAttributes.exposure?.minimumVisibleFraction = 0
        }
        screen.application.runFrame()
        await screen.interception.flush()
        #expect(screen.interception.exposureTrackedViewCount == cards.count)
    }
}

// MARK: Trees

@MainActor
private final class TreeCases {
    let screen = ListScreenFixture()
    let controllers = [ViewController(title: "A"), ViewController(title: "B")]
    var views: [View] = []
    let describer = ElementDescriber(rules: .withDisplayedText)  // the labels' text is what privacy withholds here (N3)
    let interception = Interception()

    init() {
        views = (0..<24).map { $0 % 3 == 0 ? Label(text: "t") : View() } + controllers.map(\.view)
        for (index, view) in views.enumerated() { (index == 0 ? screen.controller.view : views[index / 2]).addSubview(view) }
    }

    func run(_ input: inout HostileInput, context: String) throws {
        if input.chance(0.15) { return runCustom(&input) }
        let view = input.pick(views)
        switch input.int(0...5) {
        case 0, 1: input.pick(views + [screen.controller.view]).addSubview(view)  // cycles are refused
        case 2: view.removeFromSuperview()
        case 3: view.trackingAttributes.isPrivate.toggle()
        case 4: view.trackingAttributes.ignoreScope = input.pick([nil, .viewAndSubviews, nil])
        default:
            var parent = view
            for _ in 0..<input.int(1...(input.chance(0.05) ? 300 : 12)) {
                let child = View()
                parent.addSubview(child)
                parent = child
            }
            views.append(parent)
            if views.count > 60 { views.removeFirst(26) }
        }
        let described = input.pick(views)
        let expected = reference(described)
        let description = describer.describe(described)
        if description == nil, !expected.ignored { Issue.record("\(context): not described, yet nothing ignores it") }
        if description != nil, expected.ignored { Issue.record("\(context): described, yet an ignore flag covers it") }
        guard let description else { return }
        if description.screen?.name != expected.screen.map({ ElementDescriber.screenProperties(of: $0).name }) {
            Issue.record("\(context): screen \(String(describing: description.screen)) instead of \(String(describing: expected.screen))")
        }
        let withheld = expected.isPrivate || described.trackingAttributes.isPrivate
        if described is Label, !described.isHidden, description.element.content != (withheld ? nil : "t") {
            Issue.record("\(context): content \(String(describing: description.element.content)), private: \(withheld)")
        }
    }

    /// What a walk up the headless tree says, to check the state pushed down at mutation time.
    func reference(_ view: View) -> (screen: (any ScreenNode)?, ignored: Bool, isPrivate: Bool) {
        var screen: (any ScreenNode)? = view.screenOwningThisView
        var ignored = view.trackingAttributes.ignoreScope != nil
        var isPrivate = false
        var current = view.superview
        while let ancestor = current {
            if screen == nil {
                ignored = ignored || ancestor.trackingAttributes.ignoreScope == .viewAndSubviews
                screen = ancestor.screenOwningThisView
            }
            isPrivate = isPrivate || ancestor.trackingAttributes.isPrivate
            current = ancestor.superview
        }
        return (screen, ignored, isPrivate)
    }

    /// A few custom nodes linked at random, cycles and all.
    func runCustom(_ input: inout HostileInput) {
        let nodes = (0..<input.int(1...8)).map { CustomNode("N\($0)", content: input.chance(0.5) ? .text(input.filler()) : .container) }
        for node in nodes {
            if input.chance(0.8) { node.parent = input.pick(nodes) }
            for _ in 0..<input.int(0...3) { node.children.append(input.pick(nodes)) }
            node.frame = input.rect()
            if input.chance(0.3) { node.trackingAttributes.exposure = ExposureContext(trackingID: "n", minimumVisibleFraction: 0) }
            if input.chance(0.2) { node.trackingAttributes.isPrivate = true }
        }
        _ = describer.describe(input.pick(nodes))
        interception.viewDidChange(input.pick(nodes))
        interception.frameDidTick()
        nodes[0].breakCycles()
        for node in nodes { node.breakCycles() }
    }
}
