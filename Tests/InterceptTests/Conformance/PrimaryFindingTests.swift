import Foundation
import Intercept
import InterceptTesting
import Testing

/// A planted defect with the one behavior each broken method's primary finding must name (K5),
/// and the methods (or host actions) it breaks.
struct PrimaryFindingCase: Sendable, CustomStringConvertible {
    let name: String
    let behavior: ConformanceBehavior
    let cases: Set<String>
    let run: @MainActor @Sendable () async -> DelegateConformanceReport

    var description: String { name }

    static let all: [PrimaryFindingCase] = [
        PrimaryFindingCase(
            name: "a stale delegate after a re-target", behavior: .retarget,
            cases: [PlantedDefect.shouldPlay, PlantedDefect.didPause, PlantedDefect.didFinish],
            run: { await DelegateConformance<TestJukebox<RetargetIgnoringJukeboxProxy>>.jukebox(RetargetIgnoringJukeboxProxy.self).run() }),
        PrimaryFindingCase(
            name: "swapped targets", behavior: .forwarding, cases: [PlantedDefect.didPause, PlantedDefect.didFinish],
            run: { await DelegateConformance<TestJukebox<SwappedJukeboxProxy>>.jukebox(SwappedJukeboxProxy.self).run() }),
        PrimaryFindingCase(
            name: "events despite a veto", behavior: .events, cases: ["gate(_:shouldOpen:) answering false"],
            run: { await DelegateConformance<InterceptableDelegate<VetoIgnoringGateProxy>>.gate(VetoIgnoringGateProxy.self).run() }),
        PrimaryFindingCase(
            name: "a strong capture", behavior: .weakDelegate,
            cases: [PlantedDefect.shouldPlay, PlantedDefect.didPause, PlantedDefect.didFinish],
            run: { await DelegateConformance<TestJukebox<CapturingJukeboxProxy>>.jukebox(CapturingJukeboxProxy.self).run() }),
        PrimaryFindingCase(
            name: "a getter showing the proxy", behavior: .hiddenProxy,
            cases: [PlantedDefect.shouldPlay, PlantedDefect.didPause, PlantedDefect.didFinish],
            run: { await DelegateConformance<TestJukebox<JukeboxProxy>>.jukebox(JukeboxProxy.self, host: .getterLeaksProxy).run() }),
        PrimaryFindingCase(
            name: "a host calling delegate?.x()", behavior: .callSites, cases: ["open(1)"],
            run: { await DelegateConformance<InterceptableDelegate<GateProxy>>.gate(GateProxy.self, bypassing: true).run() }),
        PrimaryFindingCase(
            name: "a dropped inout write-back", behavior: .forwarding, cases: ["gate(_:adjust:)"],
            run: { await DelegateConformance<InterceptableDelegate<WriteBackDroppingGateProxy>>.gate(WriteBackDroppingGateProxy.self).run() }),
    ]
}

@MainActor
@Suite("Conformance kit: one primary finding per broken method")
struct PrimaryFindingTests {
    @Test("K5 K6 D18: each planted defect gives one primary finding per broken method, naming the first behavior it breaks; the rest are marked consequences",
          arguments: PrimaryFindingCase.all)
    func onePrimaryFinding(_ defect: PrimaryFindingCase) async {
        let report = await defect.run()
        print("\(defect.name):\n\(report)")
        let broken = Set(report.findings.map { Self.caseName(of: $0.primary.message) })
        #expect(broken == defect.cases, "\(defect.name): broken \(broken.sorted()), expected \(defect.cases.sorted())\n\(report)")
        for finding in report.findings {
            #expect(finding.primary.message.hasPrefix("\(defect.behavior) "), "\(defect.name): \(finding.primary.message)")
            #expect(!finding.primary.message.contains("consequence of"), "\(finding.primary.message)")
            for consequence in finding.consequences {
                #expect(consequence.message.contains(": consequence of \(defect.behavior) "), "\(consequence.message)")
            }
        }
    }

    @Test("K4 K6 D18 D19: a correct hand-written proxy of a protocol with a veto and a write-back, and a host whose action goes through the proxy, pass every check",
          arguments: await DelegateConformance<InterceptableDelegate<GateProxy>>.gate(GateProxy.self).checks)
    func correctGate(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }

    @Test("K6: the kit checks each answer of a vetoable method as a case of its own, and the host action once")
    func casesPerAnswer() async {
        let names = DelegateConformance<InterceptableDelegate<GateProxy>>.gate(GateProxy.self).checks.map(\.description)
        #expect(names.contains("events gate(_:shouldOpen:) answering false") && names.contains("D1 gate(_:shouldOpen:) answering true"))
        #expect(names.filter { $0.hasPrefix("D18 ") } == ["D18 open(1)"])
    }

    @Test("K5: a check run on its own marks its failure as a consequence of the first behavior the method breaks")
    func singleCheckIsMarked() async throws {
        let checks = DelegateConformance<TestJukebox<OmittingJukeboxProxy>>.jukebox(OmittingJukeboxProxy.self).checks
        let teardown = try #require(checks.first { $0.description == "D12 \(PlantedDefect.didPause)" })
        do throws(ExpectationFailure) {
            try await teardown.run()
            Issue.record("a never-forwarded method passed D12")
        } catch {
            #expect(error.message.hasPrefix("D12 \(PlantedDefect.didPause): consequence of D1 \(PlantedDefect.didPause): the call never reached the business delegate"), "\(error.message)")
        }
    }

    @Test("K5: a never-forwarded method's D1 finding says what the host got instead")
    func messageSaysWhatHappened() async {
        let report = await DelegateConformance<TestJukebox<OmittingJukeboxProxy>>.jukebox(OmittingJukeboxProxy.self).run()
        #expect(report.findings.first?.primary.message
            == "D1 \(PlantedDefect.didPause): through the intercepted host, the call reached the business delegate 0 times, expected 1 (as a direct call); the host returned")
    }

    @Test("D19: a hand-written proxy reports after the answer, only an opening, carrying the answer; the write-back reaches the host")
    func handWrittenAnswers() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let gate = TestGate<GateProxy>()
        let spy = GateDelegateSpy()
        gate.delegate = spy
        try interception.intercept(gate.$delegate)
        #expect(gate.open(1) == (false, 11))
        spy.shouldOpenAnswer = true
        #expect(gate.open(2) == (true, 11))
        await interception.flush()
        #expect(recorder.events.map(\.kind) == [.gateOpened])
        #expect(recorder.events.first?.customProperties == ["door": .integer(2), "opened": .bool(true)])
    }

    /// `"D1 m: ..."` -> `"m"`, for a method name or host action that may contain spaces.
    static func caseName(of message: String) -> String {
        let afterID = message.drop { $0 != " " }.dropFirst()
        guard let colon = afterID.range(of: ": ") else { return String(afterID) }
        return String(afterID[..<colon.lowerBound])
    }
}
