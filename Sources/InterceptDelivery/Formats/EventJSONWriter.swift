@_spi(Platform) import Intercept

/// Writes an `InteractionEvent` as JSON straight into UTF-8 bytes, in either ``EventFormat``.
///
/// Foundation's `JSONEncoder` costs about 20 µs an event on Linux (a tree of boxed values, a
/// dictionary per object, a string per number), which a `DurableTracker` would pay on the
/// emitting thread. This writer knows the event's shape, so it appends keys and values in order
/// into one buffer that can be reused from event to event. Its output is *equivalent* to what
/// `JSONEncoder` writes through the `Codable` conformances with ``EventJSONEncoder``'s strategies
/// (the tests decode both and compare): keys sorted, absent optionals left out, timestamps in
/// milliseconds since 1970 (0 for a non-finite date), a non-finite number as the string `"NaN"`,
/// `"Infinity"` or `"-Infinity"` (H6), finite doubles in Swift's shortest round-tripping form,
/// and strings escaped as JSON requires (quotes, backslashes and control characters; `/` and
/// everything else, U+2028 and U+2029 included, as they are). Custom property keys are sorted by
/// Swift's `String` order, which is stable for a given set of keys.
struct EventJSONWriter {
    /// What was written since the last ``removeAll()``. A caller may fill bytes it appended itself
    /// (a record header) in place.
    var bytes: [UInt8] = []

    /// Creates a writer whose buffer holds `capacity` bytes before it grows.
    init(capacity: Int = 1_024) {
        bytes.reserveCapacity(capacity)
    }

    /// Empties the buffer, keeping its storage for the next event.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends raw bytes (a record header, a separator) to the buffer.
    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends one event's JSON object in `format`. With `messageID`, the object starts with a
    /// `"messageId"` key holding the event id, the batch shape ``UploadTracker`` sends.
    mutating func write(_ event: InteractionEvent, format: EventFormat, messageID: Bool = false) {
        raw(messageID ? "{\"messageId\":" : "{")
        if messageID {
            id(event.id)
            bytes.append(UInt8(ascii: ","))
        }
        switch format {
        case .interactionEvent: writeFields(of: event)
        case .autotrack: writeAutotrackFields(of: AutotrackEvent(event))
        }
        bytes.append(UInt8(ascii: "}"))
    }

    // MARK: The two shapes

    /// The fields of `InteractionEvent`'s synthesized `Codable` conformance, in sorted order.
    private mutating func writeFields(of event: InteractionEvent) {
        raw("\"customProperties\":")
        properties(event.customProperties)
        if let duration = event.duration {
            raw(",\"duration\":")
            number(duration)
        }
        if let element = event.element {
            raw(",\"element\":{")
            if let content = element.content {
                raw("\"content\":")
                string(content)
                bytes.append(UInt8(ascii: ","))
            }
            raw("\"path\":")
            string(element.path)
            if let position = element.position {
                raw(",\"position\":")
                string(position)
            }
            if let trackingID = element.trackingID {
                raw(",\"trackingID\":")
                string(trackingID)
            }
            raw(",\"type\":")
            string(element.type)
            bytes.append(UInt8(ascii: "}"))
        }
        if let host = event.host {
            raw(",\"host\":{\"instance\":")
            integer(Int64(host.instance))
            raw(",\"typeName\":")
            string(host.typeName)
            bytes.append(UInt8(ascii: "}"))
        }
        raw(",\"id\":")
        id(event.id)
        if let inputMethod = event.inputMethod {
            raw(",\"inputMethod\":")
            string(inputMethod.rawValue)
        }
        raw(",\"kind\":")
        string(event.kind.rawValue)
        if let position = event.listPosition {
            raw(",\"listPosition\":{\"index\":")
            integer(Int64(position.index))
            raw(",\"section\":")
            integer(Int64(position.section))
            bytes.append(UInt8(ascii: "}"))
        }
        if let menu = event.menu {
            raw(",\"menu\":{\"sourcePath\":")
            objectTail(menu.sourcePath, title: menu.title)
        }
        if let screen = event.screen {
            raw(",\"screen\":{\"name\":")
            objectTail(screen.name, title: screen.title)
        }
        if let tapCount = event.tapCount {
            raw(",\"tapCount\":")
            integer(Int64(tapCount))
        }
        raw(",\"timestamp\":")
        let milliseconds = event.timestamp.timeIntervalSince1970 * 1000
        number(milliseconds.isFinite ? milliseconds : 0)
        if let touch = event.touch {
            raw(",\"touch\":{")
            if let element = touch.element {
                raw("\"element\":")
                point(element)
                bytes.append(UInt8(ascii: ","))
            }
            raw("\"window\":")
            point(touch.window)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// The fields of ``AutotrackEvent``'s `Codable` conformance, in sorted order.
    private mutating func writeAutotrackFields(of event: AutotrackEvent) {
        raw("\"event\":")
        string(event.event)
        raw(",\"event_id\":")
        string(event.eventID)
        raw(",\"properties\":")
        properties(event.properties)
        raw(",\"time\":")
        integer(event.time)
        raw(",\"type\":")
        string(event.type)
    }

    // MARK: Values

    mutating func properties(_ properties: [String: PropertyValue]) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for key in properties.keys.sorted() {
            guard let value = properties[key] else { continue }
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            string(key)
            bytes.append(UInt8(ascii: ":"))
            switch value {
            case .string(let text): string(text)
            case .integer(let integer): self.integer(Int64(integer))
            case .double(let double): number(double)
            case .bool(let bool): raw(bool ? "true" : "false")
            }
        }
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func point(_ point: Point) {
        raw("{\"x\":")
        number(point.x)
        raw(",\"y\":")
        number(point.y)
        bytes.append(UInt8(ascii: "}"))
    }

    /// `"<prefix hex>-<sequence hex>"`, 16 lowercase digits each, as `EventID/description`:
    /// composed on the stack and appended at once.
    mutating func id(_ id: EventID) {
        var text: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &text) { buffer in
            buffer[0] = UInt8(ascii: "\"")
            buffer[17] = UInt8(ascii: "-")
            buffer[34] = UInt8(ascii: "\"")
            // Two hex digits per byte from a table: a quarter of the work of one digit at a time.
            let pairs = Self.hexPairs
            for index in 0..<8 {
                let shift = UInt64(56 - 8 * index)
                buffer.storeBytes(of: pairs[Int((id.prefix >> shift) & 0xFF)], toByteOffset: 1 + 2 * index, as: UInt16.self)
                buffer.storeBytes(of: pairs[Int((id.sequence >> shift) & 0xFF)], toByteOffset: 18 + 2 * index, as: UInt16.self)
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<35]))
        }
    }

    /// The two lowercase hex digits of each byte value, as they lie in memory. Built once.
    private nonisolated(unsafe) static let hexPairs: UnsafePointer<UInt16> = {
        let pairs = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        for value in 0..<256 {
            let digits = [hexDigit(UInt64(value >> 4)), hexDigit(UInt64(value & 0xF))]
            pairs[value] = digits.withUnsafeBytes { $0.loadUnaligned(as: UInt16.self) }
        }
        return UnsafePointer(pairs)
    }()

    static func hexDigit(_ value: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 10 ? 0x30 + value : 0x57 + value)
    }

    mutating func integer(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 20 digits hold any UInt64.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(20 - count)..<20]))
        }
    }

    /// A double as `JSONEncoder` writes it: Swift's shortest round-tripping description without a
    /// trailing `.0`; a non-finite one as a string (H6).
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            raw(value.isNaN ? "\"NaN\"" : value > 0 ? "\"Infinity\"" : "\"-Infinity\"")
            return
        }
        // Whole numbers well inside the exact integers of a double print like integers.
        if value.rounded(.towardZero) == value, value.magnitude < 1e15, value != 0 || value.sign == .plus {
            integer(Int64(value))
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as its
    /// UTF-8 bytes.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { escaped($0) }
        if done == nil {
            var copy = text
            copy.makeContiguousUTF8()
            copy.utf8.withContiguousStorageIfAvailable { escaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Copies runs that need no escape at once, skipping eight bytes at a time while none of
    /// them is a control character, a quote or a backslash.
    private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        var runStart = 0
        var index = 0
        while index < count {
            if index + 8 <= count, !Self.mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let end = min(index + 8, count)
            while index < end {
                let byte = base[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
                    runStart = index + 1
                    escape(byte)
                }
                index += 1
            }
        }
        if runStart < count { bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart)) }
    }

    /// Whether any of the eight bytes in `word` is below 0x20, a quote or a backslash (exact: the
    /// classic "has a zero byte" and "has a byte less than" bit tricks).
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & highs
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let quote = (quotes &- ones) & ~quotes & highs
        let backslash = (backslashes &- ones) & ~backslashes & highs
        return below | quote | backslash != 0
    }

    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            raw("u00")
            bytes.append(Self.hexDigit(UInt64(byte >> 4)))
            bytes.append(Self.hexDigit(UInt64(byte & 0xF)))
        }
    }

    /// Ends an object opened with its first key: that key's string value, then an optional
    /// `title` (menus and screens share this shape).
    private mutating func objectTail(_ first: String, title: String?) {
        string(first)
        if let title {
            raw(",\"title\":")
            string(title)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
