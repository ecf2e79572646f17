@_spi(Platform) import Intercept

/// Binary protobuf into the same reusable buffer as JSON (OTLP's `application/x-protobuf`, J2):
/// tags, varints, fixed64 and length-delimited fields, and OTLP's `KeyValue` attributes, whose
/// lengths are known before they are written, so nothing is encoded twice.
extension EventJSONWriter {
    mutating func protoVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        append(UInt8(value))
    }

    mutating func protoTag(field: Int, wireType: Int) {
        protoVarint(UInt64(field << 3 | wireType))
    }

    mutating func protoFixed64(field: Int, _ value: UInt64) {
        protoTag(field: field, wireType: 1)
        for shift in stride(from: 0, to: 64, by: 8) { append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func protoBytes(field: Int, _ bytes: String.UTF8View) {
        protoTag(field: field, wireType: 2)
        protoVarint(UInt64(bytes.count))
        append(contentsOf: bytes)
    }

    /// `LogRecord.attributes` (field 6): a `KeyValue` with `key` (1) and an `AnyValue` (2) of the
    /// property's type: `string_value` (1), `bool_value` (2), `int_value` (3), `double_value` (4).
    mutating func protoAttribute(key: UnsafeBufferPointer<UInt8>, _ value: PropertyValue) {
        let anyValue: Int
        switch value {
        case .string(let text): anyValue = 1 + ProtobufBytes.lengthPrefixed(text.utf8.count)
        case .integer(let integer): anyValue = 1 + ProtobufBytes.varintSize(UInt64(bitPattern: Int64(integer)))
        case .double: anyValue = 9
        case .bool: anyValue = 2
        }
        let keyValue = 1 + ProtobufBytes.lengthPrefixed(key.count) + 1 + ProtobufBytes.lengthPrefixed(anyValue)
        protoTag(field: 6, wireType: 2)
        protoVarint(UInt64(keyValue))
        protoTag(field: 1, wireType: 2)
        protoVarint(UInt64(key.count))
        append(contentsOf: key)
        protoTag(field: 2, wireType: 2)
        protoVarint(UInt64(anyValue))
        switch value {
        case .string(let text): protoBytes(field: 1, text.utf8)
        case .integer(let integer):
            protoTag(field: 3, wireType: 0)
            protoVarint(UInt64(bitPattern: Int64(integer)))
        case .double(let double):
            protoFixed64(field: 4, double.bitPattern)
        case .bool(let bool):
            protoTag(field: 2, wireType: 0)
            append(bool ? 1 : 0)
        }
    }
}

/// Protobuf framing of whole messages, for the request around the records and for reading answers.
enum ProtobufBytes {
    static func varintSize(_ value: UInt64) -> Int {
        var value = value
        var size = 1
        while value >= 0x80 {
            value >>= 7
            size += 1
        }
        return size
    }

    /// The size of a length prefix and `length` bytes.
    static func lengthPrefixed(_ length: Int) -> Int {
        varintSize(UInt64(length)) + length
    }

    static func varint(_ value: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
        return bytes
    }

    /// A length-delimited field.
    static func field(_ number: Int, _ content: [UInt8]) -> [UInt8] {
        varint(UInt64(number << 3 | 2)) + varint(UInt64(content.count)) + content
    }

    /// `bytes` (a sequence of length-delimited fields numbered `from`) with each field numbered `to`.
    static func renumbered(_ bytes: [UInt8], from: Int, to: Int) -> [UInt8] {
        var result: [UInt8] = []
        var reader = Reader(bytes: bytes[...])
        while let (number, content) = reader.next() {
            if case .bytes(let payload) = content, number == from { result += field(to, Array(payload)) }
        }
        return result
    }

    /// A field's content.
    enum Content {
        case varint(UInt64)
        case bytes(ArraySlice<UInt8>)
        case fixed
    }

    /// Reads fields one by one; stops (returns `nil`) at the end or at malformed input.
    struct Reader {
        var bytes: ArraySlice<UInt8>

        mutating func next() -> (number: Int, content: Content)? {
            guard let tag = varint() else { return nil }
            let number = Int(tag >> 3)
            switch tag & 7 {
            case 0:
                guard let value = varint() else { return nil }
                return (number, .varint(value))
            case 1, 5:
                let size = tag & 7 == 1 ? 8 : 4
                guard bytes.count >= size else { return nil }
                bytes = bytes.dropFirst(size)
                return (number, .fixed)
            case 2:
                guard let length = varint(), length <= UInt64(bytes.count) else { return nil }
                let payload = bytes.prefix(Int(length))
                bytes = bytes.dropFirst(Int(length))
                return (number, .bytes(payload))
            default:
                return nil
            }
        }

        private mutating func varint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while let byte = bytes.first, shift < 64 {
                bytes = bytes.dropFirst()
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }
    }
}
