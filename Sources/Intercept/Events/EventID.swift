import Foundation

/// A unique event id: a random 64-bit process prefix and a sequence number.
///
/// Cheaper to make than a `UUID` on the UI thread (no random bytes per event), yet unique across
/// processes and restarts, which durable delivery relies on ("exactly once per event id").
/// It encodes as a 33-character string, `"<prefix hex>-<sequence hex>"`.
public struct EventID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The per-process random prefix.
    public let prefix: UInt64
    /// The sequence number within the process.
    public let sequence: UInt64

    /// Creates an id from its parts.
    public init(prefix: UInt64, sequence: UInt64) {
        self.prefix = prefix
        self.sequence = sequence
    }

    /// The next id of this process.
    public static func next() -> EventID {
        EventID(prefix: processPrefix, sequence: counter.next())
    }

    private static let processPrefix = UInt64.random(in: 1...UInt64.max)
    private static let counter = SequenceCounter()

    public var description: String {
        let prefixText = String(prefix, radix: 16)
        let sequenceText = String(sequence, radix: 16)
        return String(repeating: "0", count: 16 - prefixText.count) + prefixText + "-"
            + String(repeating: "0", count: 16 - sequenceText.count) + sequenceText
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let parts = text.split(separator: "-")
        guard parts.count == 2, let prefix = UInt64(parts[0], radix: 16), let sequence = UInt64(parts[1], radix: 16) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not an event id: \(text)"))
        }
        self.init(prefix: prefix, sequence: sequence)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A thread-safe increasing counter.
final class SequenceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        value &+= 1
        return value
    }
}
