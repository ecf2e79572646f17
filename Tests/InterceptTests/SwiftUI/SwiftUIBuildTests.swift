#if os(macOS) || os(Linux)  // Process, to run the script, exists only there
import Foundation
import Testing

/// S6: the SwiftUI module, and the README's SwiftUI example, compile where users build. Needs an
/// iPhoneOS SDK and a prepared resource directory (`scripts/typecheck-ios.sh` says which);
/// without them the test is skipped, with that reason.
@Suite("SwiftUI iOS build")
struct SwiftUIBuildTests {
    static let environment = ProcessInfo.processInfo.environment
    static let hasSDK = environment["IOS_SDK"] != nil && environment["IOS_RESOURCE_DIR"] != nil

    @Test(
        "S6: InterceptSwiftUI and the README's SwiftUI example compile for iOS in Swift 6 mode with no errors and no warnings",
        .enabled(if: hasSDK, "needs IOS_SDK and IOS_RESOURCE_DIR (an iPhoneOS 18 SDK and a resource directory)")
    )
    func compilesForIOS() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        script.arguments = ["bash", root.appendingPathComponent("scripts/typecheck-ios.sh").path]
        let output = Pipe()
        script.standardOutput = output
        script.standardError = output
        try script.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        script.waitUntilExit()
        let lines = report.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("InterceptSwiftUI") && $0.contains(" 0 diagnostics") }, "\(report)")
        #expect(lines.contains { $0.hasPrefix("README (iOS)") && $0.contains(" 0 diagnostics") }, "\(report)")
    }
}
#endif
