#if os(macOS) || os(Linux)  // Process, to run the script, exists only there
import Foundation
import Testing

/// F13: the adapter compiles where users build. The check needs an iPhoneOS SDK and a prepared
/// resource directory outside the project (`scripts/typecheck-ios.sh` says which); without them
/// the test is skipped, with that reason.
@Suite("iOS compile check")
struct IOSCompileTests {
    static let environment = ProcessInfo.processInfo.environment
    static let hasSDK = environment["IOS_SDK"] != nil && environment["IOS_RESOURCE_DIR"] != nil

    @Test(
        "F13, S6, S2: every module (InterceptSwiftUI and the README's SwiftUI example too) compiles to iOS object code with no diagnostics, and no hook thunk or tracked binding checks its executor",
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
        #expect(script.terminationStatus == 0, "\(report)")
        #expect(report.contains("0 of "), "the hook thunks were counted: \(report)")
        // S6: the SwiftUI module and the README's iOS-only example were compiled, not skipped.
        let lines = report.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("InterceptSwiftUI") && $0.contains(" 0 diagnostics") }, "\(report)")
        #expect(lines.contains { $0.hasPrefix("README (iOS)") && $0.contains(" 0 diagnostics") }, "\(report)")
        // S2: the tracked bindings' get and set were found in the SwiftUI module's SIL, with no
        // executor check (the app may set a binding from a background task).
        #expect(lines.contains { $0.hasPrefix("binding bodies") && $0.contains(" 0 of ") && !$0.contains(" 0 of 0 ") }, "\(report)")
    }
}
#endif
