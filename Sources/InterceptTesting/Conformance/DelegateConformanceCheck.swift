import Foundation

/// One check of one method: what a parameterized test runs as one test case (K3).
///
/// Its description, `"D1 player(_:didFinish:)"`, is the test case's name in the runner's output,
/// so a failing or crashing case names its behavior and method even before its message is read.
/// It is `Sendable` (the kit's inputs are `@Sendable`), as Swift Testing needs its arguments to be:
///
/// ```swift
/// @Test(arguments: await playerConformance.checks)
/// func player(_ check: DelegateConformanceCheck) async throws { try await check.run() }
/// ```
public struct DelegateConformanceCheck: Sendable, CustomStringConvertible {
    /// The behavior checked.
    public let behavior: ConformanceBehavior
    /// The method checked, as its invocation names it.
    public let method: String
    /// Which invocation of the kit's list (names need not be unique).
    let index: Int
    private let body: @MainActor @Sendable () async throws(ExpectationFailure) -> Void

    init(behavior: ConformanceBehavior, method: String, index: Int, body: @escaping @MainActor @Sendable () async throws(ExpectationFailure) -> Void) {
        self.behavior = behavior
        self.method = method
        self.index = index
        self.body = body
    }

    /// Runs the check.
    ///
    /// - Throws: ``ExpectationFailure`` whose message starts with the behavior's ID and the
    ///   method's name, then says what was expected and what happened.
    /// With the environment variable `INTERCEPT_CONFORMANCE_TRACE` set, the check is named on
    /// standard error before it runs: a proxy that traps takes the test process down with it, and
    /// the last check named is the one that found it.
    @MainActor
    public func run() async throws(ExpectationFailure) {
        if ProcessInfo.processInfo.environment["INTERCEPT_CONFORMANCE_TRACE"] != nil {
            FileHandle.standardError.write(Data("conformance check: \(self)\n".utf8))
        }
        try await body()
    }

    public var description: String { "\(behavior) \(method)" }

}
