import Foundation

/// Encodes events as one line of JSON each, in an ``EventFormat``.
///
/// Not `Sendable`: each tracker keeps its own encoder.
public struct EventJSONEncoder {
    /// The shape written.
    public let format: EventFormat
    private let encoder: JSONEncoder

    /// Creates an encoder for `format`.
    public init(format: EventFormat = .interactionEvent) {
        self.format = format
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Milliseconds since 1970, as `.millisecondsSince1970` writes them; a non-finite date (a
        // broken clock) writes 0 instead of failing the event (H6).
        // JSON has no NaN or infinity: any such number, wherever it is, writes as a string.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        encoder.dateEncodingStrategy = .custom { date, encoder in
            let milliseconds = date.timeIntervalSince1970 * 1000
            var container = encoder.singleValueContainer()
            try container.encode(milliseconds.isFinite ? milliseconds : 0)
        }
        self.encoder = encoder
    }

    /// The JSON of one event, without a line break.
    public func encode(_ event: InteractionEvent) throws -> Data {
        switch format {
        case .interactionEvent: return try encoder.encode(event)
        case .autotrack: return try encoder.encode(AutotrackEvent(event))
        }
    }

    /// A decoder that reads what the `.interactionEvent` format writes.
    public static func interactionEventDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return decoder
    }
}
