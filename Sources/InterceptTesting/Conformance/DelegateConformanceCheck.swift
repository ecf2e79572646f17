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
    /// Marks a failure as a consequence of an earlier behavior's for the same case (K5).
    private let marking: (@MainActor @Sendable (ExpectationFailure) async -> ExpectationFailure)?

    init(
        behavior: ConformanceBehavior, method: String, index: Int,
        body: @escaping @MainActor @Sendable () async throws(ExpectationFailure) -> Void,
        marking: (@MainActor @Sendable (ExpectationFailure) async -> ExpectationFailure)? = nil
    ) {
        self.behavior = behavior
        self.method = method
        self.index = index
        self.body = body
        self.marking = marking
    }

    /// What groups checks into one finding: the method (or host action) and its case.
    var caseKey: String { behavior == .callSites ? "action \(method)" : method }

    /// Runs the check.
    ///
    /// - Throws: ``ExpectationFailure`` whose message starts with the behavior's ID and the
    ///   method's name, then says what was expected and what happened; when a behavior ranked
    ///   before this one fails for the same method too, the message says that this failure is its
    ///   consequence (K5).
    /// With the environment variable `INTERCEPT_CONFORMANCE_TRACE` set, the check is named on
    /// standard error before it runs: a proxy that traps takes the test process down with it, and
    /// the last check named is the one that found it.
    @MainActor
    public func run() async throws(ExpectationFailure) {
        do throws(ExpectationFailure) {
            try await runUnmarked()
        } catch {
            throw await marking?(error) ?? error
        }
    }

    /// Runs the check without looking for the primary finding (``DelegateConformance/run()``
    /// ranks them all at once).
    @MainActor
    func runUnmarked() async throws(ExpectationFailure) {
        if ProcessInfo.processInfo.environment["INTERCEPT_CONFORMANCE_TRACE"] != nil {
            FileHandle.standardError.write(Data("conformance check: \(self)\n".utf8))
        }
        try await body()
    }

    public var description: String { "\(behavior) \(method)" }
}
