#if Macros
import InterceptMacrosPlugin
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

private let macros: [String: any Macro.Type] = [
    "InterceptedDelegate": InterceptedDelegateMacro.self,
    "Tracked": TrackedMacro.self,
]

/// D19 and D20: what `@InterceptedDelegate` writes for answers that decide events and for every
/// parameter kind, and what it refuses by name.
final class AnswerExpansionTests: XCTestCase {
    /// Whether `text` holds `part`, whitespace runs counted as one space (the raw peers keep the
    /// generator's indentation, which the compiler's formatting changes).
    private func assertContains(_ text: String, _ part: String, file: StaticString = #filePath, line: UInt = #line) {
        func squeezed(_ value: String) -> String { value.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        XCTAssertTrue(squeezed(text).contains(squeezed(part)), text, file: file, line: line)
    }

    /// The peers the macro writes for `source`, as text.
    private func peers(_ source: String) throws -> String {
        let file = Parser.parse(source: source)
        let protocolDecl = try XCTUnwrap(file.statements.first?.item.as(ProtocolDeclSyntax.self))
        let attribute = try XCTUnwrap(protocolDecl.attributes.first?.as(AttributeSyntax.self))
        let context = BasicMacroExpansionContext()
        let generated = try InterceptedDelegateMacro.expansion(of: attribute, providingPeersOf: protocolDecl, in: context)
        XCTAssertTrue(context.diagnostics.isEmpty, "\(context.diagnostics.map(\.message))")
        return generated.map(\.description).joined(separator: "\n")
    }

    func testD19TheEventFollowsTheAnswerOnlyForTheNamedAnswersAndCarriesIt() throws {
        let text = try peers("""
            @InterceptedDelegate
            @MainActor
            protocol PlayerDelegate: AnyObject {
                @Tracked("playStarted", when: true, answer: "allowed") func player(_ player: Player, shouldPlay item: Int) -> Bool
            }
            """)
        assertContains(text, """
            let interceptedAnswer = self.interceptedDelegate.player(player, shouldPlay: item)
            if interceptedAnswer == true {
            self.interceptingProxy?.context.emitEvent("playStarted", properties: Intercept.DelegateEventProperty.properties(["player": Intercept.DelegateEventProperty.value(player), "item": Intercept.DelegateEventProperty.value(item), "allowed": Intercept.DelegateEventProperty.value(interceptedAnswer)]))
            }
            return interceptedAnswer
            """)
        assertContains(text, #"Intercept.DelegateInvocation<any PlayerDelegate>("player(_:shouldPlay:)", emits: ["playStarted"], when: { (answer: Bool) in answer == true }, answers: ["true": { ($0 as? PlayerDelegateSpy)?.shouldPlayAnswer = true }, "false": { ($0 as? PlayerDelegateSpy)?.shouldPlayAnswer = false }])"#)
    }

    func testD19AThrowingMethodIsReportedOnceItReturned() throws {
        let text = try peers("""
            @InterceptedDelegate
            @MainActor
            protocol SaveDelegate: AnyObject {
                @Tracked("saved") func save(_ item: Int) throws
            }
            """)
        assertContains(text, """
            try self.interceptedDelegate.save(item)
                        self.interceptingProxy?.context.emitEvent("saved"
            """)
    }

    func testD20ANonEscapingClosureIsRecordedByNameAndInoutValuesAreWrittenBack() throws {
        let text = try peers("""
            @InterceptedDelegate
            @MainActor
            protocol WalkDelegate: AnyObject {
                func walk(_ items: [Int], body: (Int) -> Void)
                func adjust(_ volume: inout Int)
            }
            """)
        assertContains(text, #"callRecorder.answer("walk(_:body:)", [items, "(closure)"], with: ())"#)
        assertContains(text, "var volumeWriteBack: ((inout Int) -> Void)? = { $0 &+= 1 }")
        assertContains(text, "volumeWriteBack?(&volume)")
        // A method that answers nothing is called as a statement: `let answer = ...` there would
        // warn "constant 'answer' inferred to have type '()'" in the app's module, twice.
        assertContains(text, #"var volume = volume; $0.adjust(&volume); return Intercept.DelegateInvocation<any WalkDelegate>.outcome((), writtenBack: ["volume": volume])"#)
        XCTAssertFalse(text.contains("let answer"), "no constant of type () in the generated code")
    }

    func testD20AnInoutMethodWithAnAnswerKeepsItPastTheWriteBack() throws {
        let text = try peers("""
            @InterceptedDelegate
            @MainActor
            protocol MixDelegate: AnyObject {
                func mix(_ level: inout Int) -> Bool
            }
            """)
        assertContains(text, """
            let answer = callRecorder.answer("mix(_:)", [level], with: mixAnswer)
                    levelWriteBack?(&level)
                    return answer
            """)
        assertContains(text, #"var level = level; let answer = $0.mix(&level); return Intercept.DelegateInvocation<any MixDelegate>.outcome(answer, writtenBack: ["level": level])"#)
    }

    func testD20OverloadsGetDistinctNamesFromTheirFullSignatures() throws {
        let text = try peers("""
            @InterceptedDelegate
            @MainActor
            protocol PickDelegate: AnyObject {
                func pick(_ item: Int) -> Int
                func pick(_ name: String) -> Int
            }
            """)
        assertContains(text, #"callRecorder.answer("pick(_: Int) -> Int", [item], with: pickAnswer)"#)
        assertContains(text, #"callRecorder.answer("pick(_: String) -> Int", [name], with: pickAnswer2)"#)
    }

    func testD20RefusesWhatItCannotForwardOrCheckByName() {
        assertMacroExpansion(
            """
            @InterceptedDelegate
            @MainActor
            protocol OddDelegate: AnyObject {
                func run(_ body: () throws -> Void) rethrows
                func value(for key: Int) -> Int
                func value(for key: Int) -> String
                func log(_ message: @autoclosure () -> String)
                @Tracked("paused", when: true) func pause()
            }
            """,
            expandedSource: """
            @MainActor
            protocol OddDelegate: AnyObject {
                func run(_ body: () throws -> Void) rethrows
                func value(for key: Int) -> Int
                func value(for key: Int) -> String
                func log(_ message: @autoclosure () -> String)
                func pause()
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "'run(_:)' cannot be forwarded: a 'rethrows' method is not supported by @InterceptedDelegate", line: 4, column: 5),
                DiagnosticSpec(message: "'log(_:)' cannot be forwarded: an '@autoclosure' argument is not supported by @InterceptedDelegate", line: 7, column: 5),
                DiagnosticSpec(message: "'pause()' answers nothing: @Tracked's 'when:' and 'answer:' need a method with an answer", line: 8, column: 5),
                DiagnosticSpec(message: "'value(for: Int) -> Int' cannot be forwarded: an overload that differs from another only in its answer or effects is not supported by @InterceptedDelegate", line: 5, column: 5),
            ],
            macros: macros
        )
    }
}
#endif
