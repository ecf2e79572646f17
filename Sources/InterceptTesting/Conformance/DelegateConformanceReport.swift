/// What a run of every check of a ``DelegateConformance`` found.
public struct DelegateConformanceReport: Sendable, CustomStringConvertible {
    /// The checks run, by behavior and method (`"D1 player(_:didFinish:)"`).
    public let checked: [String]
    /// The failed checks; each message starts with the behavior's ID and the method's name.
    public let failures: [ExpectationFailure]

    /// Whether every check passed.
    public var passed: Bool { failures.isEmpty }

    public var description: String {
        let summary = "\(checked.count - failures.count) of \(checked.count) conformance checks passed"
        return ([summary] + failures.map { "  \($0.message)" }).joined(separator: "\n")
    }
}
