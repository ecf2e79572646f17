extension CoexistenceReport {
    /// One platform assumption of the adapter, whether it is checked at run time, and how often
    /// it was seen not to hold (B4).
    public struct Assumption: Sendable, Equatable, Codable, CustomStringConvertible {
        /// The assumption.
        public var assumption: PlatformAssumption
        /// Whether a violation can be observed, and is counted.
        public var isCheckedAtRunTime: Bool
        /// How many violations were counted.
        public var violations: Int
        /// The first distinct details of the violations.
        public var details: [String]

        /// Creates an entry.
        @_spi(Platform) public init(assumption: PlatformAssumption, isCheckedAtRunTime: Bool, violations: Int, details: [String]) {
            self.assumption = assumption
            self.isCheckedAtRunTime = isCheckedAtRunTime
            self.violations = violations
            self.details = details
        }

        /// `name (checked): N violations`, or `name (not checked at run time)`.
        public var description: String {
            isCheckedAtRunTime ? "\(assumption) (checked): \(violations) violations" : "\(assumption) (not checked at run time)"
        }
    }

    /// What is not tracked on this platform version, from the missing hooked methods, then what
    /// may not be, from the private behaviors read on a later version only (B3).
    public var notTracked: [String] {
        [PlatformAssumption.hookedMethodExists, .privateBehaviorReadOnThisVersion].flatMap { kind in
            assumptions.first { $0.assumption == kind }?.details ?? []
        }
    }
}
