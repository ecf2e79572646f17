import Foundation
import Intercept
import InterceptDelivery
import Testing

/// The direct JSON writer behind ``EventJSONEncoder`` against the `Codable` path it replaced:
/// Foundation's `JSONEncoder` with the strategies the encoder used to configure, kept here as the
/// reference.
struct EventJSONWriterTests {
    /// `JSONEncoder` as ``EventJSONEncoder`` configured it before it wrote JSON itself.
    static func referenceEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        encoder.dateEncodingStrategy = .custom { date, encoder in
            let milliseconds = date.timeIntervalSince1970 * 1000
            var container = encoder.singleValueContainer()
            try container.encode(milliseconds.isFinite ? milliseconds : 0)
        }
        return encoder
    }

    static func reference(_ event: InteractionEvent, format: EventFormat) throws -> Data {
        switch format {
        case .interactionEvent: return try referenceEncoder().encode(event)
        case .autotrack: return try referenceEncoder().encode(AutotrackEvent(event))
        }
    }

    /// A seeded random event: hostile texts (combining marks, control characters, emoji, quotes,
    /// invalid UTF-8 decoded to U+FFFD), odd numbers, every optional field absent or present.
    static func randomEvent(_ input: inout HostileInput) -> InteractionEvent {
        func text() -> String { input.chance(0.1) ? "" : input.filler() }
        func double() -> Double {
            switch input.int(0...9) {
            case 0: return .nan
            case 1: return .infinity
            case 2: return -.infinity
            case 3: return Double(input.int(-1_000_000...1_000_000))
            case 4: return -0.0
            case 5: return Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &input.random))
            case 6: return [1e15, 1e16, 9_007_199_254_740_992, -1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude][input.int(0...5)]
            default: return Double.random(in: -10_000...10_000, using: &input.random)
            }
        }
        func optional<T>(_ make: () -> T) -> T? { input.chance(0.5) ? make() : nil }
        let kinds: [InteractionKind] = [.rowSelected, .itemSelected, .tap, .longPress, .controlAction, .pageEnter, .pageExit,
                                        .exposure, .appStart, .appEnd, .rageTap, .deadTap, InteractionKind(rawValue: "custom \"kind\"\n")]
        var properties: [String: PropertyValue] = [:]
        for index in 0..<input.int(0...6) {
            let key = index == 0 && input.chance(0.3) ? "$element_type" : text()
            switch input.int(0...3) {
            case 0: properties[key] = .string(text())
            case 1: properties[key] = .integer(input.chance(0.2) ? [Int.min, Int.max, 0][input.int(0...2)] : input.int(-1_000...1_000))
            case 2: properties[key] = .double(double())
            default: properties[key] = .bool(input.chance(0.5))
            }
        }
        let seconds: Double = input.chance(0.05) ? [.nan, .infinity, -.infinity][input.int(0...2)] : Double(input.int(0...2_000_000_000)) + Double(input.int(0...999)) / 1000
        return InteractionEvent(
            id: EventID(prefix: UInt64.random(in: 0...UInt64.max, using: &input.random), sequence: UInt64(input.int(0...Int.max))),
            kind: input.pick(kinds),
            timestamp: Date(timeIntervalSince1970: seconds),
            host: optional { HostIdentity(typeName: text(), instance: input.int(Int.min...Int.max)) },
            element: optional {
                ElementProperties(type: text(), content: optional(text), path: text(), position: optional(text), trackingID: optional(text))
            },
            listPosition: optional { ListPosition(section: input.int(0...100), index: input.int(-5...100_000)) },
            screen: optional { ScreenProperties(name: text(), title: optional(text)) },
            customProperties: properties,
            duration: optional(double),
            touch: optional { TouchLocation(window: Point(x: double(), y: double()), element: optional { Point(x: double(), y: double()) }) },
            tapCount: optional { input.int(0...50) },
            menu: optional { MenuProperties(title: optional(text), sourcePath: text()) },
            inputMethod: optional { InputMethod.allCases[input.int(0...(InputMethod.allCases.count - 1))] })
    }

    /// What decoding gives back: non-finite durations and coordinates come back as written (H6),
    /// a non-finite date as 1970, and a date through its milliseconds.
    static func normalized(_ event: InteractionEvent) -> InteractionEvent {
        var event = event
        let milliseconds = event.timestamp.timeIntervalSince1970 * 1000
        event.timestamp = Date(timeIntervalSince1970: (milliseconds.isFinite ? milliseconds : 0) / 1000)
        return event
    }

    @Test("T4, H6: the written interactionEvent JSON decodes to the event, as the Codable output does, for 3,000 seeded random events")
    func interactionEventRoundTrip() throws {
        var input = HostileInput(seed: 0x5EED_0001)
        let decoder = EventJSONEncoder.interactionEventDecoder()
        let encoder = EventJSONEncoder(format: .interactionEvent)
        for index in 0..<3_000 {
            let event = Self.randomEvent(&input)
            let written = try encoder.encode(event)
            let decoded = try decoder.decode(InteractionEvent.self, from: written)
            let reference = try decoder.decode(InteractionEvent.self, from: Self.reference(event, format: .interactionEvent))
            // NaN is never equal to itself: compare what both paths give back through their JSON.
            #expect(Self.same(decoded, reference), "event \(index): \(String(decoding: written, as: UTF8.self))")
            #expect(Self.same(decoded, Self.normalized(event)), "event \(index)")
        }
    }

    @Test("T4, H6: the written autotrack JSON matches JSONEncoder's key by key, for 3,000 seeded random events")
    func autotrackKeyByKey() throws {
        var input = HostileInput(seed: 0x5EED_0002)
        let encoder = EventJSONEncoder(format: .autotrack)
        for index in 0..<3_000 {
            let event = Self.randomEvent(&input)
            let written = try #require(try JSONSerialization.jsonObject(with: encoder.encode(event)) as? NSDictionary)
            let reference = try #require(try JSONSerialization.jsonObject(with: Self.reference(event, format: .autotrack)) as? NSDictionary)
            #expect(written.allKeys.count == reference.allKeys.count)
            for case let key as String in reference.allKeys {
                #expect(written[key] != nil && (written[key] as? NSObject) == (reference[key] as? NSObject), "event \(index), key \(key)")
            }
            #expect(written == reference, "event \(index)")
            let decoded = try JSONDecoder().decode(AutotrackEvent.self, from: encoder.encode(event))
            let expected = try JSONDecoder().decode(AutotrackEvent.self, from: Self.reference(event, format: .autotrack))
            #expect(decoded == expected, "event \(index)")
        }
    }

    @Test("T4, T6: a fractional double is written byte for byte as its description, timestamps in milliseconds and every binary fraction from 2^32 to 2^53 included")
    func fractionsAsDescribed() throws {
        var random = SeededGenerator(seed: 0x5EED_0003)
        var values: [Double] = [
            1_764_028_800_123.4568, 1_700_000_000_000.25, 1_700_000_000_000.5, 4_294_967_296.5, 4_294_967_297.000_001,
            0x1p32 + 0x1p-20, 0x1p52 - 0.5, 0x1p52 - 0.25, 0x1p33, 0x1p33 + 0x1p-19, 0x1p33.nextDown, 0x1p52.nextDown,
        ]
        for _ in 0..<20_000 {
            // 2025-11-25, give or take ten years, at any sub-millisecond, and a double of any exponent in 2^31...2^53.
            values.append(1_764_028_800_000 + Double.random(in: -3e11...3e11, using: &random))
            let exponent = Double(Int.random(in: 31...53, using: &random))
            values.append(Double(sign: .plus, exponent: Int(exponent), significand: Double.random(in: 1..<2, using: &random)))
        }
        let encoder = EventJSONEncoder()
        for value in values where value.rounded(.towardZero) != value {
            for signed in [value, -value] {
                let event = InteractionEvent(id: EventID(prefix: 1, sequence: 1), kind: .tap, timestamp: Date(timeIntervalSince1970: 0),
                                             customProperties: ["d": .double(signed)])
                let json = String(decoding: try encoder.encode(event), as: UTF8.self)
                #expect(json.hasPrefix(#"{"customProperties":{"d":\#(signed.description)},"#), "\(signed.description): \(json)")
            }
        }
    }

    @Test("T4: strings are escaped as JSON requires and written byte for byte otherwise")
    func escaping() throws {
        let hostile = "q\"b\\s/\n\r\t\u{8}\u{C}\u{0}\u{1}\u{1F}\u{7F} e\u{301} 👨‍👩‍👧‍👦 \u{2028}\u{2029} 日本"
        let event = InteractionEvent(
            id: EventID(prefix: 1, sequence: 2), kind: .tap, timestamp: Date(timeIntervalSince1970: 1.5),
            element: ElementProperties(type: hostile, path: "a/b"), customProperties: [hostile: .string(hostile)])
        let json = String(decoding: try EventJSONEncoder().encode(event), as: UTF8.self)
        #expect(json.contains(#""type":"q\"b\\s/\n\r\t\b\f\u0000\u0001\u001f\#u{7F} e\#u{301} 👨‍👩‍👧‍👦 \#u{2028}\#u{2029} 日本""#), "\(json)")
        #expect(json.contains(#""id":"0000000000000001-0000000000000002""#))
        #expect(json.contains(#""timestamp":1500,"#) || json.hasSuffix(#""timestamp":1500}"#))
        let decoded = try EventJSONEncoder.interactionEventDecoder().decode(InteractionEvent.self, from: Data(json.utf8))
        #expect(decoded == event)
    }

    @Test("T4: the writer's keys come in a stable, sorted order")
    func stableOrder() throws {
        let event = InteractionEvent(
            kind: .tap, timestamp: Date(timeIntervalSince1970: 2), customProperties: ["b": 1, "a": 2, "c": "x", "B": true])
        let first = try EventJSONEncoder().encode(event)
        for _ in 0..<20 { #expect(try EventJSONEncoder().encode(event) == first) }
        let json = String(decoding: first, as: UTF8.self)
        #expect(json.hasPrefix(#"{"customProperties":{"B":true,"a":2,"b":1,"c":"x"},"id":"#), "\(json)")
    }

    /// Equal, counting NaN as equal to NaN where an event holds a `Double`, and a whole double
    /// custom property as the integer `PropertyValue`'s decoding reads it as (both paths alike).
    static func same(_ left: InteractionEvent, _ right: InteractionEvent) -> Bool {
        func clean(_ value: Double?) -> Double? { value.map { $0.isNaN ? 0x1234 : $0 } }
        func clean(_ point: Point) -> Point { Point(x: clean(point.x)!, y: clean(point.y)!) }
        func cleaned(_ event: InteractionEvent) -> InteractionEvent {
            var event = event
            event.duration = clean(event.duration)
            event.customProperties = event.customProperties.mapValues { value in
                guard case .double(let double) = value else { return value }
                if double.isNaN { return .string("not a number") }
                if double.rounded() == double, double.magnitude < 0x1p63 { return .integer(Int(double)) }
                return value
            }
            if let touch = event.touch {
                event.touch = TouchLocation(window: clean(touch.window), element: touch.element.map(clean))
            }
            return event
        }
        return cleaned(left) == cleaned(right)
    }
}

/// The records an ``UploadTracker`` queues: written directly, each one the event in the
/// configured format with its id first as `messageId`.
struct UploadRecordTests {
    @Test("T6: an UploadTracker queues each event as its JSON with its id in messageId, in both formats")
    func recordsCarryMessageID() throws {
        var input = HostileInput(seed: 0x5EED_0003)
        for format in EventFormat.allCases {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-records-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let upload = try UploadTracker(
                directory: directory, endpoint: URL(string: "http://127.0.0.1:9/batch")!, format: format,
                policy: UploadPolicy(initialBackoff: 3_600, maximumBackoff: 3_600), onProblem: { _ in })
            defer { upload.close() }
            let events = (0..<200).map { _ in EventJSONWriterTests.randomEvent(&input) }
            for event in events { try upload.track(event) }
            let batch = try #require(upload.queue.nextBatch(maximumCount: 1_000))
            #expect(batch.records.count == events.count)
            for (record, event) in zip(batch.records, events) {
                #expect(record.starts(with: Data("{\"messageId\":\"\(event.id.description)\",".utf8)))
                let object = try #require(try JSONSerialization.jsonObject(with: record) as? NSDictionary)
                var reference = try #require(try JSONSerialization.jsonObject(with: EventJSONWriterTests.reference(event, format: format)) as? [String: Any])
                reference["messageId"] = event.id.description
                #expect(object == NSDictionary(dictionary: reference), "\(String(decoding: record, as: UTF8.self))")
            }
        }
    }
}
