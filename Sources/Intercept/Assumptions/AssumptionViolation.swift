import Foundation

/// One observed violation of a ``PlatformAssumption``, as the app receives it when it asked for
/// diagnostics (``AssumptionChecks/onViolation``): never an analytics event, never sent to a
/// tracker (B4).
public struct AssumptionViolation: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The assumption that did not hold.
    public var assumption: PlatformAssumption
    /// What was seen: a method, a type, no text of the app's.
    public var detail: String
    /// When it was seen, by the interception's clock.
    public var timestamp: Date
    /// How many violations of this assumption were counted so far, this one included.
    public var count: Int

    /// Creates a violation.
    public init(assumption: PlatformAssumption, detail: String, timestamp: Date, count: Int) {
        self.assumption = assumption
        self.detail = detail
        self.timestamp = timestamp
        self.count = count
    }

    /// `assumption (#count): detail`.
    public var description: String { "\(assumption) (#\(count)): \(detail)" }
}
