import Foundation

/// Counts the violations of each ``PlatformAssumption`` the adapter feeds (B4), for the
/// coexistence report, and hands each to the app as a diagnostic when it asks for them.
///
/// Diagnostics are off by default (``onViolation`` is `nil`) and never mixed into analytics: they
/// go to the app's handler only, never to a tracker. What is kept is bounded: a count per
/// assumption and the first few distinct details.
@MainActor
public final class AssumptionChecks {
    /// How long after a touch ended on a list a selection arriving with no touch in progress is
    /// taken as that touch's, delivered after its run-loop turn (``PlatformAssumption/selectionFollowsTouchInTurn``).
    public static let lateSelectionWindow: TimeInterval = 1

    /// How many distinct details are kept per assumption.
    public static let keptDetails = 8

    /// Called on the main actor with each violation as it is counted; `nil` (the default): none
    /// is handed out, only counted.
    public var onViolation: (@MainActor (AssumptionViolation) -> Void)?

    private var counts: [PlatformAssumption: Int] = [:]
    private var details: [PlatformAssumption: [String]] = [:]
    /// The platform methods found missing, once each.
    private var missingMethods: Set<String> = []

    nonisolated init() {}

    /// How many violations of `assumption` were counted.
    public func violations(of assumption: PlatformAssumption) -> Int {
        counts[assumption] ?? 0
    }

    /// The first distinct details seen for `assumption`.
    public func details(of assumption: PlatformAssumption) -> [String] {
        details[assumption] ?? []
    }

    /// Counts a violation of `assumption` seen at `time`, and hands it to ``onViolation``.
    @_spi(Platform) public func record(_ assumption: PlatformAssumption, _ detail: String, at time: Date) {
        let count = (counts[assumption] ?? 0) + 1
        counts[assumption] = count
        var kept = details[assumption] ?? []
        if kept.count < Self.keptDetails, !kept.contains(detail) {
            kept.append(detail)
            details[assumption] = kept
        }
        onViolation?(AssumptionViolation(assumption: assumption, detail: detail, timestamp: time, count: count))
    }

    /// The platform method `method` (as `-[Class selector]`) could not be hooked because this
    /// version of the platform does not have it; `untracked` says what goes untracked without it
    /// (B3). Counted once per method, however often the hooks are installed.
    @_spi(Platform) public func platformMethodIsMissing(_ method: String, untracked: String, at time: Date) {
        guard missingMethods.insert(method).inserted else { return }
        record(.hookedMethodExists, "\(method) is missing: not tracked on this version: \(untracked)", at: time)
    }

    /// The platform version running, `version`, is earlier than the one each of `behaviors` was
    /// read on, or a later major version than any it was read on: each is counted against ``PlatformAssumption/privateBehaviorReadOnThisVersion``,
    /// once, with its "may not be tracked on this version" line for the report (B3).
    @_spi(Platform) public func platformVersionIs(_ version: OperatingSystemVersion, relyingOn behaviors: [UnverifiedPlatformBehavior] = UnverifiedPlatformBehavior.uikit, at time: Date) {
        for behavior in UnverifiedPlatformBehavior.unverified(behaviors, on: version) where missingMethods.insert(behavior.behavior).inserted {
            record(.privateBehaviorReadOnThisVersion, behavior.reportLine, at: time)
        }
    }

    /// What installing the hook on `method` did (F14): a method this version of the platform
    /// does not have is counted against ``PlatformAssumption/hookedMethodExists``, with what goes
    /// untracked without it (B3); any other outcome is not a violation.
    @_spi(Platform) public func hookInstalled(_ method: String, outcome: MethodHookInstallOutcome, untracked: String, at time: Date) {
        guard outcome == .methodMissing else { return }
        platformMethodIsMissing(method, untracked: untracked, at: time)
    }

    /// Every assumption, with whether it is checked and its violations, for the report.
    var report: [CoexistenceReport.Assumption] {
        PlatformAssumption.allCases.map {
            CoexistenceReport.Assumption(assumption: $0, isCheckedAtRunTime: $0.isCheckedAtRunTime, violations: violations(of: $0), details: details(of: $0))
        }
    }
}
