import Foundation
@_spi(Platform) import Intercept

/// Pieces the back ends' formats share: ISO-8601 times, UUID-shaped ids, and an interaction's
/// properties under neutral names.
extension EventJSONWriter {
    /// The property names ``interactionProperties(of:)`` writes; an app's custom property of the
    /// same name is left out rather than written twice.
    static let interactionPropertyNames: Set<String> = [
        "kind", "element_type", "element_content", "element_path", "element_position", "element_id",
        "screen_name", "screen_title", "duration", "touch_x", "touch_y", "touch_element_x", "touch_element_y",
        "tap_count", "menu_title", "menu_source_path", "list_section", "list_index",
        "trimmed_properties", "trimmed_texts",
    ]

    /// `,"key":` (a key after the first of an object).
    mutating func key(_ name: StaticString) {
        append(UInt8(ascii: ","))
        string(name)
        append(UInt8(ascii: ":"))
    }

    /// `,"key":"text"` when there is a text; nothing otherwise.
    mutating func key(_ name: StaticString, _ text: String?) {
        guard let text else { return }
        key(name)
        string(text)
    }

    mutating func string(_ text: StaticString) {
        append(UInt8(ascii: "\""))
        raw(text)
        append(UInt8(ascii: "\""))
    }

    /// `,"kind":"tap"` and whichever of the element, screen, duration, touch, tap count, menu and
    /// list position the event has, each after a comma; then the app's custom properties, but those
    /// named like one of these or like a field the format writes in the same object (`reserved`):
    /// a key is never written twice.
    mutating func interactionProperties(of event: InteractionEvent, reserved: Set<String>) {
        key("kind")
        string(event.kind.rawValue)
        if let element = event.element {
            key("element_type")
            string(element.type)
            key("element_content", element.content)
            key("element_path")
            string(element.path)
            key("element_position", element.position)
            key("element_id", element.trackingID)
        }
        if let screen = event.screen {
            key("screen_name")
            string(screen.name)
            key("screen_title", screen.title)
        }
        if let duration = event.duration {
            key("duration")
            number(duration)
        }
        if let touch = event.touch {
            key("touch_x")
            number(touch.window.x)
            key("touch_y")
            number(touch.window.y)
            if let relative = touch.element {
                key("touch_element_x")
                number(relative.x)
                key("touch_element_y")
                number(relative.y)
            }
        }
        if let tapCount = event.tapCount {
            key("tap_count")
            integer(Int64(tapCount))
        }
        if let menu = event.menu {
            key("menu_title")
            if let title = menu.title { string(title) } else { raw("null") }
            key("menu_source_path")
            string(menu.sourcePath)
        }
        if let position = event.listPosition {
            key("list_section")
            integer(Int64(position.section))
            key("list_index")
            integer(Int64(position.index))
        }
        if let trim = event.trim {
            key("trimmed_properties")
            integer(Int64(trim.droppedProperties))
            key("trimmed_texts")
            integer(Int64(trim.cutTexts))
        }
        customProperties(event.customProperties, skipping: Self.interactionPropertyNames, reserved)
    }

    /// `,"key":value` for each property whose key is in neither of the sets, keys sorted.
    mutating func customProperties(_ properties: [String: PropertyValue], skipping: Set<String> = [], _ reserved: Set<String> = []) {
        guard !properties.isEmpty else { return }
        for name in properties.keys.sorted() where !skipping.contains(name) && !reserved.contains(name) {
            guard let value = properties[name] else { continue }
            append(UInt8(ascii: ","))
            string(name)
            append(UInt8(ascii: ":"))
            self.value(value)
        }
    }

    mutating func value(_ value: PropertyValue) {
        switch value {
        case .string(let text): string(text)
        case .integer(let integer): self.integer(Int64(integer))
        case .double(let double): number(double)
        case .bool(let bool): raw(bool ? "true" : "false")
        }
    }

    /// `"2026-11-24T21:12:30.123Z"`: UTC, milliseconds; a non-finite or out-of-range date as 1970.
    mutating func iso8601(_ date: Date) {
        let milliseconds = AutotrackEvent.milliseconds(since1970: date.timeIntervalSince1970)
        let clamped = min(max(milliseconds, 0), 253_402_300_799_999)  // up to 9999-12-31
        var days = clamped / 86_400_000
        var rest = clamped % 86_400_000
        // Civil date from days since 1970 (Howard Hinnant's algorithm).
        days += 719_468
        let era = days / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        var text: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &text) { buffer in
            func put(_ value: Int64, at offset: Int, digits: Int) {
                var value = value
                for index in stride(from: offset + digits - 1, through: offset, by: -1) {
                    buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            buffer[0] = UInt8(ascii: "\"")
            put(year, at: 1, digits: 4)
            buffer[5] = UInt8(ascii: "-")
            put(month, at: 6, digits: 2)
            buffer[8] = UInt8(ascii: "-")
            put(day, at: 9, digits: 2)
            buffer[11] = UInt8(ascii: "T")
            put(rest / 3_600_000, at: 12, digits: 2)
            rest %= 3_600_000
            buffer[14] = UInt8(ascii: ":")
            put(rest / 60_000, at: 15, digits: 2)
            rest %= 60_000
            buffer[17] = UInt8(ascii: ":")
            put(rest / 1000, at: 18, digits: 2)
            buffer[20] = UInt8(ascii: ".")
            put(rest % 1000, at: 21, digits: 3)
            buffer[24] = UInt8(ascii: "Z")
            buffer[25] = UInt8(ascii: "\"")
            append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0..<26]))
        }
    }

    /// The event id as a UUID (RFC 9562 version 8, "custom"): its 32 hex digits in the 8-4-4-4-12
    /// layout, with the version and variant bits set. The same event id gives the same UUID, so a
    /// re-sent event keeps its key.
    mutating func uuid(_ id: EventID) {
        let high = (id.prefix & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_8000
        let low = (id.sequence & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        var text: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &text) { buffer in
            buffer[0] = UInt8(ascii: "\"")
            var out = 1
            for index in 0..<32 {
                if index == 8 || index == 12 || index == 16 || index == 20 {
                    buffer[out] = UInt8(ascii: "-")
                    out += 1
                }
                let word = index < 16 ? high : low
                let shift = UInt64(60 - 4 * (index % 16))
                buffer[out] = Self.hexDigit((word >> shift) & 0xF)
                out += 1
            }
            buffer[out] = UInt8(ascii: "\"")
            append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[0...out]))
        }
    }
}
