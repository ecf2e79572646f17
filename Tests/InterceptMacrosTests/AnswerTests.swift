#if Macros
import Foundation
import InterceptMacros
import InterceptTesting
import Testing

/// A delegate of the app's: it vetoes odd items, prepares and saves, walks with the closure it
/// is given, doubles the volume.
@MainActor
final class Director: StageDelegate {
    var title = "opening"
    var failsSaving = false
    struct SaveFailed: Error {}
    func stage(_ stage: Stage, shouldPlay item: Int) -> Bool { item % 2 == 0 }
    func stagePrepare(_ stage: Stage, item: Int) async -> Bool { item > 0 }
    func stage(_ stage: Stage, save item: Int) throws -> Bool {
        if failsSaving { throw SaveFailed() }
        return true
    }
    func stage(_ stage: Stage, each items: [Int], body: (Int) -> Void) { items.forEach(body) }
    func stage(_ stage: Stage, adjust volume: inout Int) { volume *= 2 }
    func stage(_ stage: Stage, select item: Int) -> Int { item }
    func stage(_ stage: Stage, select name: String) -> Int { name.count }
}

@MainActor
let stageConformance: DelegateConformance<InterceptableDelegate<StageDelegateProxy>> = {
    var kit = DelegateConformance(
        host: { InterceptableDelegate<StageDelegateProxy>() }, assign: { $0.delegate = $1 },
        delegate: { StageDelegateSpy() },
        invocations: { _ in
            let stage = Stage()
            return [
                StageDelegateSpy.stage(stage, shouldPlay: 1),
                StageDelegateSpy.stagePrepare(stage, item: 2),
                StageDelegateSpy.stage(stage, save: 3),
                StageDelegateSpy.stage(stage, each: [1, 2], body: { _ in }),
                StageDelegateSpy.stage(stage, adjust: 4),
                StageDelegateSpy.stage(stage, select: 5),
                StageDelegateSpy.stage(stage, select: "five"),
                StageDelegateSpy.title,
                StageDelegateSpy.setTitle("closing"),
            ]
        })
    kit.storage = { $0.targetObject }
    kit.actions(of: { Stage() }, delegate: { $0.$delegate }, [
        HostAction("play(2)", calls: ["stage(_:adjust:)", "stage(_:shouldPlay:)"]) { _ = $0.play(2) },
        HostAction("walk([1, 2])", calls: ["stage(_:each:body:)"]) { _ = $0.walk([1, 2]) },
    ])
    return kit
}()

@MainActor
@Suite("Generated proxies: answers and every parameter kind")
struct AnswerTests {
    let recorder = RecordingTracker()
    let interception: Interception

    init() {
        interception = Interception(trackers: [recorder])
    }

    @Test("D19: a generated proxy reports after the answer, only for the answers @Tracked names, carrying the answer; nothing when the call threw")
    func answersDecideEvents() async throws {
        let stage = Stage()
        let director = Director()
        stage.delegate = director
        try interception.intercept(stage.$delegate)
        #expect(stage.play(1) == (false, 10))
        #expect(stage.play(2) == (true, 10))
        #expect(await stage.$delegate.target?.stagePrepare(stage, item: 0) == false)
        #expect(try stage.$delegate.target?.stage(stage, save: 4) == true)
        director.failsSaving = true
        #expect(throws: Director.SaveFailed.self) { try stage.$delegate.target?.stage(stage, save: 5) }
        await interception.flush()
        #expect(recorder.events.map(\.kind) == ["playStarted", "prepared", "saved"])
        #expect(recorder.events.map(\.customProperties) == [
            ["item": .integer(2)], ["item": .integer(0), "ready": .bool(false)], ["item": .integer(4), "saved": .bool(true)],
        ])
    }

    @Test("D20: non-escaping closures, inout write-backs, overloads, throws, async and properties are forwarded through the host")
    func everyParameterKind() async throws {
        let stage = Stage()
        let director = Director()
        stage.delegate = director
        try interception.intercept(stage.$delegate)
        #expect(stage.walk([1, 2, 3]) == 6)
        #expect(stage.play(2).volume == 10)
        #expect(stage.$delegate.target?.stage(stage, select: 7) == 7)
        #expect(stage.$delegate.target?.stage(stage, select: "seven") == 5)
        stage.$delegate.target?.title = "finale"
        #expect(director.title == "finale" && stage.$delegate.target?.title == "finale")
    }

    @Test("D20: the spy records overloads under distinct names from their full signatures, a non-escaping closure by name, and writes inout values back")
    func spyTellsOverloadsApart() {
        let spy = StageDelegateSpy()
        let stage = Stage()
        _ = spy.stage(stage, select: 1)
        _ = spy.stage(stage, select: "one")
        spy.stage(stage, each: [1]) { _ in }
        var volume = 1
        spy.stage(stage, adjust: &volume)
        #expect(spy.callRecorder.calls.map(\.method) == [
            "stage(_: Stage, select: Int) -> Int", "stage(_: Stage, select: String) -> Int", "stage(_:each:body:)", "stage(_:adjust:)",
        ])
        #expect(spy.callRecorder.calls[2].arguments.last == "(closure)")
        #expect(volume == 2, "the spy's default write-back adds 1")
    }

    @Test("K6 D18 D20: the kit passes the generated proxy of every parameter kind, each answer of a vetoable method as its own case, and the host's actions",
          arguments: await stageConformance.checks)
    func stageConforms(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }

    @Test("K6: the generated invocations check a veto and an opening, and the overloads as two cases")
    func generatedCases() async {
        let names = Set(stageConformance.checks.map(\.method))
        #expect(names.isSuperset(of: [
            "stage(_:shouldPlay:) answering true", "stage(_:shouldPlay:) answering false",
            "stage(_: Stage, select: Int) -> Int", "stage(_: Stage, select: String) -> Int", "play(2)",
        ]), "\(names.sorted())")
    }
}
#endif
