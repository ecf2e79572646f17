/// Turns an ``ElementCapture`` into the ``ElementDescription`` an event carries, on any thread:
/// the caps in bytes and grapheme clusters (H3), the redaction of sensitive text (H5), the joining
/// of a container's texts (E2) and the path string (E4).
///
/// Everything here works on values the main thread copied; nothing reads a view. The results are
/// exactly those of describing on the main thread, which is what ``ElementDescriber/describe(_:)``
/// does by capturing and building at once.
@_spi(Platform) public struct ElementDescriptionBuilder: Sendable {
    /// The rules applied.
    @_spi(Platform) public var rules: ElementTrackingRules

    @_spi(Platform) public init(rules: ElementTrackingRules) {
        self.rules = rules
    }

    /// The description of `capture`.
    @_spi(Platform) public func description(of capture: ElementCapture) -> ElementDescription {
        var screen = capture.screen
        if let title = screen?.title { screen?.title = screened(title) }
        var cuts = 0
        var element = ElementProperties(
            type: capture.type,
            content: content(of: capture.content, context: capture.sensitiveContext, cuts: &cuts),
            path: path(of: capture.path, cuts: &cuts),
            position: capture.position?.description,
            trackingID: capture.trackingID.map(screenedIdentifier)
        )
        element.describerCuts = cuts
        return ElementDescription(element: element, screen: screen, customProperties: capture.customProperties)
    }

    /// `text` as it may leave the describer (H5): cut to a window a few times the content cap
    /// (bounded work), then with what the ``ElementTrackingRules/sensitiveTextDetectors`` find
    /// replaced by their markers.
    @_spi(Platform) public func screened(_ text: String, context: SensitiveTextContext = []) -> String {
        let window = BoundedText.prefix(of: text, bytes: rules.limits.maximumContentBytes * 8)
        return redactor(context).redact(window, wasCut: window.utf8.count < text.utf8.count)
    }

    /// An identifier the app chose (an element's or an exposure's id, an item's identity in a
    /// path) as it may leave (H5). It is the app's key, sent on purpose, so a run of digits (a
    /// GTIN, a 64-bit database id) passes whole; what is personal by its shape is still replaced:
    /// an e-mail address, a Luhn-valid card number, a phone number written with `+`, parentheses
    /// or separators. The same rule for SwiftUI and UIKit, so one item has one id from both.
    @_spi(Platform) public func screenedIdentifier(_ identifier: String) -> String {
        if SensitiveTextRedactor.isPlainlyHarmless(identifier) { return identifier }
        let window = BoundedText.prefix(of: identifier, bytes: rules.limits.maximumContentBytes * 8)
        let detectors = rules.sensitiveTextDetectors.intersection(SensitiveTextDetector.identifierDetectors)
        return SensitiveTextRedactor(detectors: detectors).redact(window, wasCut: window.utf8.count < identifier.utf8.count)
    }

    var redactor: SensitiveTextRedactor { SensitiveTextRedactor(detectors: rules.sensitiveTextDetectors) }

    /// The redactor for a text read beside card or birthdate fields (H9).
    func redactor(_ context: SensitiveTextContext) -> SensitiveTextRedactor {
        SensitiveTextRedactor(detectors: rules.sensitiveTextDetectors, context: context)
    }

    // MARK: Path

    /// The path from the screen's root view down to the element (E4), at most
    /// ``ElementPropertyLimits/maximumPathDepth`` levels (cut when captured) and
    /// ``ElementPropertyLimits/maximumPathBytes`` bytes, the levels nearest the element kept; a
    /// path cut either way starts with "…".
    ///
    /// Segments are `Type[i]`, where `i` counts earlier siblings of the same type, so inserting a
    /// view of another type does not shift the path; cells use `Type[section-row]` instead, so the
    /// path is the same whichever reused cell object shows the row. The string is written once,
    /// from the root down into one buffer, without intermediate strings.
    func path(of captured: ElementCapture.Path, cuts: inout Int) -> String {
        let budget = rules.limits.maximumPathBytes - 4  // room for "…/"
        let segments = captured.segments
        // How many levels, from the element up, fit the byte budget.
        var kept = 0
        var bytes = 0
        var isTruncated = captured.isCutByDepth
        var oversizedFirst: String?
        for segment in segments {
            let length = segmentLength(segment)
            let separator = kept == 0 ? 0 : 1
            if bytes + separator + length > budget {
                guard kept == 0 else {
                    isTruncated = true
                    break
                }
                let text = BoundedText.capped(segmentText(segment), graphemes: budget, bytes: budget)
                oversizedFirst = text
                bytes = text.utf8.count
                kept = 1
                continue
            }
            bytes += separator + length
            kept += 1
        }
        var path: [UInt8] = []
        path.reserveCapacity(bytes + 4)
        if isTruncated || oversizedFirst != nil { cuts += 1 }
        if isTruncated { Self.append(kept > 0 ? "…/" : "…", to: &path) }
        var level = kept - 1
        while level >= 0 {
            if level == 0, let oversizedFirst {
                Self.append(oversizedFirst, to: &path)
            } else {
                appendSegment(segments[level], to: &path)
            }
            if level > 0 { path.append(UInt8(ascii: "/")) }
            level -= 1
        }
        return String(decoding: path, as: UTF8.self)
    }

    /// The segment's type name within the text caps.
    private func cappedTypeName(_ segment: ElementCapture.Path.Segment) -> String {
        let limits = rules.limits
        return BoundedText.capped(segment.typeName, graphemes: limits.maximumTextLength, bytes: limits.maximumTextBytes)
    }

    private func segmentLength(_ segment: ElementCapture.Path.Segment) -> Int {
        var length = cappedTypeName(segment).utf8.count + 2 + Self.decimalLength(segment.index)
        if let item = segment.item { length += 1 + Self.decimalLength(item) }
        return length
    }

    private func appendSegment(_ segment: ElementCapture.Path.Segment, to path: inout [UInt8]) {
        Self.append(cappedTypeName(segment), to: &path)
        path.append(UInt8(ascii: "["))
        Self.appendDecimal(segment.index, to: &path)
        if let item = segment.item {
            path.append(UInt8(ascii: "-"))
            Self.appendDecimal(item, to: &path)
        }
        path.append(UInt8(ascii: "]"))
    }

    private func segmentText(_ segment: ElementCapture.Path.Segment) -> String {
        var text: [UInt8] = []
        appendSegment(segment, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `text`'s UTF-8, copied at once when the string is contiguous (as native ones are).
    static func append(_ text: String, to bytes: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    /// Writes `value` in decimal, as `String(value)` would.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 0, value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var rest = value.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    /// The UTF-8 length of `value` written in decimal.
    static func decimalLength(_ value: Int) -> Int {
        var length = value < 0 ? 2 : 1
        var rest = value.magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        return length
    }
}
