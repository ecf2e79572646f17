import Foundation

extension InteractionEvent {
    /// This event within `limits` (H3) and encodable whatever its numbers (H6). ``Interception``
    /// applies it to every event it hands to the dispatcher, its own and the app's.
    ///
    /// - Every string is capped in grapheme clusters and UTF-8 bytes, never inside a cluster:
    ///   content by the content caps, the path by its byte cap (keeping the levels nearest the
    ///   element, a cut path starting with "…", as the describer cuts it), everything else (kind, host type,
    ///   element type, position, tracking id, screen name and title, custom property keys and
    ///   string values) by the text caps. At most `maximumCustomProperties` custom properties are
    ///   kept, the first keys in sorted order.
    /// - A non-finite duration is dropped; a non-finite timestamp becomes 1970-01-01.
    /// - If the event could then still encode to more than `maximumEventBytes` bytes of JSON (in
    ///   either `EventFormat`; a control character escapes to six bytes), custom properties go,
    ///   largest first, then the title, content, tracking id and position; and as a last resort the
    ///   remaining texts are cut to 32 bytes each.
    ///
    /// An event cut this way says so (N6): ``trim`` counts the custom properties left out and the
    /// texts shortened or left out (added to what an earlier trim recorded).
    public func limited(by limits: ElementPropertyLimits) -> InteractionEvent {
        var event = self
        var cut = 0
        let text = TextCap(graphemes: limits.maximumTextLength, bytes: limits.maximumTextBytes)
        if !text.fits(kind.rawValue) { event.kind = InteractionKind(rawValue: text.cap(kind.rawValue, counting: &cut)) }
        if let host, !text.fits(host.typeName) { event.host?.typeName = text.cap(host.typeName, counting: &cut) }
        if var element {
            // What the describer already cut to the same caps (N6), counted once.
            cut += element.describerCuts
            element.describerCuts = 0
            let content = TextCap(graphemes: limits.maximumContentLength, bytes: limits.maximumContentBytes)
            element.type = text.cap(element.type, counting: &cut)
            element.content = element.content.map { content.cap($0, counting: &cut) }
            let path = Self.cappedPath(element.path, bytes: limits.maximumPathBytes)
            if path.utf8.count != element.path.utf8.count { cut += 1 }
            element.path = path
            element.position = element.position.map { text.cap($0, counting: &cut) }
            element.trackingID = element.trackingID.map { text.cap($0, counting: &cut) }
            event.element = element
        }
        if var screen {
            screen.name = text.cap(screen.name, counting: &cut)
            screen.title = screen.title.map { text.cap($0, counting: &cut) }
            event.screen = screen
        }
        var dropped = 0
        event.customProperties = Self.limited(customProperties, maximumCount: limits.maximumCustomProperties, text: text, dropped: &dropped, cut: &cut)
        if let duration, !duration.isFinite { event.duration = nil }
        if !timestamp.timeIntervalSince1970.isFinite { event.timestamp = Date(timeIntervalSince1970: 0) }
        event.fit(in: limits.maximumEventBytes, dropped: &dropped, cut: &cut)
        if dropped > 0 || cut > 0 {
            event.trim = EventTrim(droppedProperties: (trim?.droppedProperties ?? 0) + dropped, cutTexts: (trim?.cutTexts ?? 0) + cut)
        }
        return event
    }

    /// `path` within `bytes` UTF-8 bytes, cut as ``ElementPropertyLimits/maximumPathBytes`` says:
    /// the levels nearest the element (the end) are kept whole, and a path cut this way starts with
    /// "…/"; a last level longer than the cap on its own is cut to its beginning.
    static func cappedPath(_ path: String, bytes: Int) -> String {
        let utf8 = path.utf8
        guard utf8.count > bytes else { return path }
        let slash = UInt8(ascii: "/")   // never part of a multi-byte scalar
        let budget = max(0, bytes - 4)   // room for "…/"
        // The longest run of whole levels at the end within the budget starts after the first
        // slash at or after `end - budget - 1`: only those bytes are looked at.
        let windowStart = utf8.index(utf8.endIndex, offsetBy: -min(utf8.count, budget + 1))
        if let cut = utf8[windowStart...].firstIndex(of: slash) {
            return "…/" + String(decoding: utf8[utf8.index(after: cut)...], as: UTF8.self)
        }
        guard let last = utf8.lastIndex(of: slash) else { return BoundedText.capped(path, graphemes: bytes, bytes: bytes) }
        let level = String(decoding: utf8[utf8.index(after: last)...], as: UTF8.self)
        return "…/" + BoundedText.capped(level, graphemes: budget, bytes: budget)
    }

    private static func limited(_ properties: [String: PropertyValue], maximumCount: Int, text: TextCap, dropped: inout Int, cut: inout Int) -> [String: PropertyValue] {
        let needsWork = properties.count > maximumCount || properties.contains { key, value in
            if !text.fits(key) { return true }
            if case .string(let string) = value { return !text.fits(string) }
            return false
        }
        guard needsWork else { return properties }
        var result: [String: PropertyValue] = [:]
        for key in properties.keys.sorted().prefix(maximumCount) {
            guard var value = properties[key] else { continue }
            if case .string(let string) = value { value = .string(text.cap(string, counting: &cut)) }
            let capped = text.cap(key, counting: &cut)
            // Two keys that differ only past the cap: the first in sorted order stays.
            if result[capped] == nil { result[capped] = value }
        }
        dropped += properties.count - result.count
        return result
    }

    // MARK: The whole event

    /// Bytes of JSON around the strings, whatever the format: keys, punctuation, the id, numbers.
    private static let fixedEncodedBytes = 640
    /// Bytes around one string or custom property: its key, quotes, colon and comma.
    private static let perFieldEncodedBytes = 48

    /// The most bytes `text` can take inside a JSON string: control characters escape to six
    /// bytes (`\u0001`), quotes, backslashes and slashes to two.
    static func encodedBound(_ text: String) -> Int {
        var total = 0
        for byte in text.utf8 {
            switch byte {
            case 0..<0x20: total += 6
            case 0x22, 0x2F, 0x5C: total += 2
            default: total += 1
            }
        }
        return total
    }

    private static func encodedBound(_ value: PropertyValue) -> Int {
        if case .string(let string) = value { return encodedBound(string) + 2 }
        return 32
    }

    private var optionalTexts: [String?] { [screen?.title, element?.content, element?.trackingID, element?.position] }
    private var requiredTexts: [String] {
        [kind.rawValue, host?.typeName ?? "", element?.type ?? "", element?.path ?? "", screen?.name ?? ""]
    }

    /// An upper bound of the encoded size, cheap (six bytes per byte) when that is far enough below
    /// `limit`, exact per string otherwise.
    private func encodedBound(cheaplyBelow limit: Int) -> Int {
        let texts = requiredTexts + optionalTexts.compactMap { $0 }
        let fields = texts.count + customProperties.count
        var cheap = Self.fixedEncodedBytes + fields * Self.perFieldEncodedBytes
        for text in texts { cheap += text.utf8.count * 6 }
        for (key, value) in customProperties {
            cheap += key.utf8.count * 6
            if case .string(let string) = value { cheap += string.utf8.count * 6 + 2 } else { cheap += 32 }
        }
        if cheap <= limit { return cheap }
        var exact = Self.fixedEncodedBytes + fields * Self.perFieldEncodedBytes
        for text in texts { exact += Self.encodedBound(text) }
        for (key, value) in customProperties { exact += Self.encodedBound(key) + Self.encodedBound(value) }
        return exact
    }

    private mutating func fit(in limit: Int, dropped: inout Int, cut: inout Int) {
        var bound = encodedBound(cheaplyBelow: limit)
        guard bound > limit else { return }
        let largestFirst = customProperties
            .map { (key: $0.key, size: Self.encodedBound($0.key) + Self.encodedBound($0.value) + Self.perFieldEncodedBytes) }
            .sorted { $0.size != $1.size ? $0.size > $1.size : $0.key < $1.key }
        for property in largestFirst where bound > limit {
            customProperties[property.key] = nil
            bound -= property.size
            dropped += 1
        }
        let drops: [(inout InteractionEvent) -> Bool] = [
            { $0.screen?.title.take() != nil }, { $0.element?.content.take() != nil },
            { $0.element?.trackingID.take() != nil }, { $0.element?.position.take() != nil },
        ]
        for drop in drops where bound > limit {
            if drop(&self) { cut += 1 }
            bound = encodedBound(cheaplyBelow: limit)
        }
        guard bound > limit else { return }
        let last = TextCap(graphemes: 32, bytes: 32)
        kind = InteractionKind(rawValue: last.cap(kind.rawValue, counting: &cut))
        if let typeName = host?.typeName { host?.typeName = last.cap(typeName, counting: &cut) }
        if let type = element?.type { element?.type = last.cap(type, counting: &cut) }
        if let path = element?.path {
            element?.path = Self.cappedPath(path, bytes: 32)
            if element?.path.utf8.count != path.utf8.count { cut += 1 }
        }
        if let name = screen?.name { screen?.name = last.cap(name, counting: &cut) }
    }
}

/// One pair of caps, in grapheme clusters and UTF-8 bytes.
struct TextCap {
    let graphemes: Int
    let bytes: Int

    /// Within both caps without looking further than its byte count.
    func fits(_ text: String) -> Bool {
        let count = text.utf8.count
        return count <= bytes && count <= graphemes
    }

    func cap(_ text: String) -> String {
        BoundedText.capped(text, graphemes: graphemes, bytes: bytes)
    }

    /// ``cap(_:)``, adding one to `cut` when it shortened `text`.
    func cap(_ text: String, counting cut: inout Int) -> String {
        guard !fits(text) else { return text }
        let capped = cap(text)
        if capped.utf8.count != text.utf8.count { cut += 1 }
        return capped
    }
}
