/// A custom property value (E6): the JSON scalar types trackers understand.
///
/// It encodes as a bare JSON value (`"a"`, `1`, `1.5`, `true`), so custom properties read
/// naturally in every output format. JSON has no NaN or infinity: a non-finite double encodes as
/// the string `"NaN"`, `"Infinity"` or `"-Infinity"` (and decodes back as that string), so one odd
/// value never costs the event (H6).
public enum PropertyValue: Sendable, Equatable, Hashable, Codable {
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .double(let value) where value.isNaN: try container.encode("NaN")
        case .double(let value) where !value.isFinite: try container.encode(value > 0 ? "Infinity" : "-Infinity")
        case .double(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        }
    }
}

extension PropertyValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
