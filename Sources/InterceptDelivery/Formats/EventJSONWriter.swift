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
///
/// The bytes go straight into one buffer the writer owns (not an `Array`, whose every append checks
/// uniqueness and capacity through generic code: a third of the writer's instructions). The writer
/// is not copyable, so no two writers ever share that buffer; ``bytes`` gives a copy.
struct EventJSONWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes were written since the last ``removeAll()``.
    private(set) var count = 0

    /// Creates a writer whose buffer holds `capacity` bytes before it grows.
    init(capacity: Int = 1_024) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// A copy of what was written since the last ``removeAll()``.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Calls `body` with what was written, in place: a caller may fill bytes it appended itself (a
    /// record header) before handing them on.
    mutating func withUnsafeMutableContents<Result, Failure: Error>(
        _ body: (UnsafeMutableRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeMutableRawBufferPointer(start: base, count: count))
    }

    /// Empties the buffer, keeping its storage for the next event.
    mutating func removeAll() {
        count = 0
    }

    /// Appends one byte (a separator) to the buffer.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends raw bytes (a record header, pre-encoded JSON) to the buffer.
    @inline(__always)
    mutating func append(contentsOf raw: UnsafeRawBufferPointer) {
        guard let source = raw.baseAddress else { return }
        let added = raw.count
        if capacity - count < added { grow(toHold: count + added) }
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: added)
        count += added
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: UnsafeRawBufferPointer(bytes))
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBytes { append(contentsOf: $0) }
    }

    /// Appends a text's UTF-8 bytes as they are (no quotes, no escapes).
    mutating func append(contentsOf utf8: String.UTF8View) {
        let done: Void? = utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if done == nil { append(contentsOf: Array(utf8)) }
    }

    /// Makes room for `minimum` bytes in all, at least doubling.
    @inline(never)
    private mutating func grow(toHold minimum: Int) {
        let larger = max(capacity * 2, minimum)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// Appends one event's JSON object in `format`. With `messageID`, the object starts with a
    /// `"messageId"` key holding the event id, the batch shape ``UploadTracker`` sends.
    mutating func write(_ event: InteractionEvent, format: EventFormat, messageID: Bool = false) {
        raw(messageID ? "{\"messageId\":" : "{")
        if messageID {
            id(event.id)
            append(UInt8(ascii: ","))
        }
        switch format {
        case .interactionEvent: writeFields(of: event)
        case .autotrack: writeAutotrackFields(of: AutotrackEvent(event))
        }
        append(UInt8(ascii: "}"))
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
                append(UInt8(ascii: ","))
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
            append(UInt8(ascii: "}"))
        }
        if let host = event.host {
            raw(",\"host\":{\"instance\":")
            integer(Int64(host.instance))
            raw(",\"typeName\":")
            string(host.typeName)
            append(UInt8(ascii: "}"))
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
            append(UInt8(ascii: "}"))
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
                append(UInt8(ascii: ","))
            }
            raw("\"window\":")
            point(touch.window)
            append(UInt8(ascii: "}"))
        }
        if let trim = event.trim {
            raw(",\"trim\":{\"cutTexts\":")
            integer(Int64(trim.cutTexts))
            raw(",\"droppedProperties\":")
            integer(Int64(trim.droppedProperties))
            append(UInt8(ascii: "}"))
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
        append(UInt8(ascii: "{"))
        var first = true
        for key in properties.keys.sorted() {
            guard let value = properties[key] else { continue }
            if !first { append(UInt8(ascii: ",")) }
            first = false
            string(key)
            append(UInt8(ascii: ":"))
            switch value {
            case .string(let text): string(text)
            case .integer(let integer): self.integer(Int64(integer))
            case .double(let double): number(double)
            case .bool(let bool): raw(bool ? "true" : "false")
            }
        }
        append(UInt8(ascii: "}"))
    }

    mutating func point(_ point: Point) {
        raw("{\"x\":")
        number(point.x)
        raw(",\"y\":")
        number(point.y)
        append(UInt8(ascii: "}"))
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
            append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<35]))
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

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as its
    /// UTF-8 bytes.
    mutating func string(_ text: String) {
        append(UInt8(ascii: "\""))
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { escaped($0) }
        if done == nil {
            var copy = text
            copy.makeContiguousUTF8()
            copy.utf8.withContiguousStorageIfAvailable { escaped($0) }
        }
        append(UInt8(ascii: "\""))
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
                    if runStart < index { append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
                    runStart = index + 1
                    escape(byte)
                }
                index += 1
            }
        }
        if runStart < count { append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart)) }
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
        append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
        case 0x08: append(UInt8(ascii: "b"))
        case 0x0C: append(UInt8(ascii: "f"))
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0D: append(UInt8(ascii: "r"))
        case 0x09: append(UInt8(ascii: "t"))
        default:
            raw("u00")
            append(Self.hexDigit(UInt64(byte >> 4)))
            append(Self.hexDigit(UInt64(byte & 0xF)))
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
        append(UInt8(ascii: "}"))
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }
}
