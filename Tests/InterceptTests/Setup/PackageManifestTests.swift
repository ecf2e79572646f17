import Foundation
import Testing

/// D21: what keeps swift-syntax out of an app that does not ask for the macro. SwiftPM prunes a
/// package dependency only when every target dependency on it is conditioned on a trait the app
/// left off; one unconditioned product and every app resolves swift-syntax (planted once by hand:
/// `swift package show-dependencies` of an app without the trait then lists it).
/// `scripts/check-install.sh` checks the outcome on real scratch apps; this test names the rule.
@Suite("Package manifest")
struct PackageManifestTests {
    static let manifest: String = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    }()

    @Test("D21: every target dependency on swift-syntax needs the Macros trait, and swift-syntax is the only package the manifest names")
    func swiftSyntaxOnlyWithTheTrait() throws {
        let lines = Self.manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let uses = lines.filter { $0.contains(#"package: "swift-syntax""#) }
        #expect(!uses.isEmpty, "the manifest was not read")
        for use in uses {
            #expect(use.contains(#"condition: .when(traits: ["Macros"])"#), "unconditioned: \(use)")
        }
        let packages = lines.filter { $0.hasPrefix(".package(") }
        #expect(packages == [#".package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.1"..<"604.0.0"),"#], "\(packages)")
        #expect(Self.manifest.contains(#".trait(name: "Macros""#) && !Self.manifest.contains("enabledTraits"), "the trait exists and is not on by default")
    }
}
