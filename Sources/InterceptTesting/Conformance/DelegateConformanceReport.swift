/// What a run of every check of a ``DelegateConformance`` found.
public struct DelegateConformanceReport: Sendable, CustomStringConvertible {
    /// The checks run, by behavior and method (`"D1 player(_:didFinish:)"`).
    public let checked: [String]
    /// One finding per broken method (or host action): its primary failure and the failures that
    /// follow from it (K5).
    public let findings: [DelegateConformanceFinding]

    /// Every failed check, each finding's primary failure first; each message starts with the
    /// behavior's ID and the method's name.
    public var failures: [ExpectationFailure] { findings.flatMap { [$0.primary] + $0.consequences } }

    /// Whether every check passed.
    public var passed: Bool { findings.isEmpty }

    public var description: String {
        let failed = failures.count
        var lines = ["\(checked.count - failed) of \(checked.count) conformance checks passed"]
        if !findings.isEmpty {
            lines[0] += "; \(findings.count) \(findings.count == 1 ? "finding" : "findings")"
        }
        for finding in findings {
            lines.append("  \(finding.primary.message)")
            lines += finding.consequences.map { "    \($0.message)" }
        }
        return lines.joined(separator: "\n")
    }
}

/// One broken method's (or host action's) finding: the first behavior it breaks, in
/// ``ConformanceBehavior/primaryOrder``, and the later checks that fail with it (K5).
public struct DelegateConformanceFinding: Sendable {
    /// The first failure: what to fix.
    public let primary: ExpectationFailure
    /// The other failures of the same method, each marked as a consequence of the primary one.
    public let consequences: [ExpectationFailure]
}

extension ExpectationFailure {
    /// This failure of `behavior` for `method`, marked as a consequence of `primary`'s:
    /// `"D6 m: consequence of D1 m: ..."`.
    func consequence(of primary: ConformanceBehavior, method: String, behavior: ConformanceBehavior) -> ExpectationFailure {
        let prefix = "\(behavior) \(method): "
        let rest = message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
        return ExpectationFailure("\(prefix)consequence of \(primary) \(method): \(rest)")
    }
}
