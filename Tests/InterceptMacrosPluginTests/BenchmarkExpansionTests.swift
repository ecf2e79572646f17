#if Macros
import Foundation
import InterceptMacrosPlugin
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// The Benchmarks package measures a generated proxy without depending on this package (and on
/// swift-syntax): it holds the macro's expansion of its protocol as source. This test keeps that
/// copy exactly what `@InterceptedDelegate` generates, so `instruction-counts.sh`'s `own-forward`
/// measures the generated code and no hand-made variant of it.
final class BenchmarkExpansionTests: XCTestCase {
    func testD15TheBenchmarkHoldsTheMacrosExpansionOfItsProtocol() throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/Sources/InterceptInstructionCounts/OwnDelegateOperations.swift")
        var text = try String(contentsOf: file, encoding: .utf8)[...]
        var checked = 0
        while let protocolText = Self.section(of: &text, after: "// @InterceptedDelegate\n", before: "\n\n") {
            let generated = try XCTUnwrap(Self.section(
                of: &text, after: "// BEGIN expansion of @InterceptedDelegate\n", before: "\n// END expansion of @InterceptedDelegate"))
            assertMacroExpansion(
                "@InterceptedDelegate\n" + protocolText,
                expandedSource: protocolText + "\n\n" + generated,
                macros: ["InterceptedDelegate": InterceptedDelegateMacro.self, "Tracked": TrackedMacro.self]
            )
            checked += 1
        }
        XCTAssertEqual(checked, 2, "the main-actor and the any-thread protocol of the benchmark")
    }

    /// The text between `start` and `end`; `text` continues after `end`.
    private static func section(of text: inout Substring, after start: String, before end: String) -> String? {
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else { return nil }
        defer { text = text[to.upperBound...] }
        return String(text[from.upperBound..<to.lowerBound])
    }
}
#endif
