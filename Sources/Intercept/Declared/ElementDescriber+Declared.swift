import Foundation

extension ElementDescriber {
    /// Describes a declared element like a view (S4): type and name capped, content only when
    /// neither it nor a container above it is private (H4) and screened for sensitive text (H5),
    /// the path from the declared segments (nearest levels kept, within the path caps), the screen
    /// from its declared screen. `nil` when its screen is ignored (E7). The whole event is capped
    /// again on the way out (H3).
    @_spi(Platform) public func describe(_ declared: DeclaredElement, value: DeclaredControlValue? = nil) -> ElementDescription? {
        let screen = declared.screen.map(describeScreen)
        if let screen, rules.ignoredScreens.contains(screen.name) { return nil }
        let limits = rules.limits
        let content: String?
        if declared.isPrivate || Self.isKey(declared) {
            content = nil
        } else {
            let text: String? = switch value {
            case .toggle(let isOn)?: isOn ? "checked" : "unchecked"
            case .number(let number)?: ElementDescriptionBuilder.format(number)
            case .choice(let choice)?: screened(choice)
            case .withheld?: nil
            case nil: declared.label.map(screened)
            }
            content = text.map { BoundedText.capped($0, graphemes: limits.maximumContentLength, bytes: limits.maximumContentBytes) }
                .flatMap { $0.isEmpty ? nil : $0 }
        }
        let element = ElementProperties(
            type: capped(declared.type),
            content: content,
            path: path(of: declared),
            position: Self.isKey(declared) ? nil : declared.position.map(capped),
            trackingID: reportedName(of: declared)
        )
        return ElementDescription(element: element, screen: screen, customProperties: declared.properties)
    }

    /// The element's name as reported (`element_id`, its path's last segment). A name that is
    /// the element's shown words (a `TrackedButton` named after its title) is content, not a key
    /// the app chose: screened as content is (H5), and in a private subtree (H4) replaced by the
    /// element's type, so a contact's name never leaves as an id. A key's name is its type when
    /// it spells the key (N4).
    private func reportedName(of declared: DeclaredElement) -> String {
        if Self.isKeyName(declared) { return capped(declared.type) }
        guard let label = declared.label, label == declared.name else { return reportedIdentity(declared.name) }
        return declared.isPrivate ? capped(declared.type) : capped(screened(declared.name))
    }

    /// Whether `declared` may be a key of a keypad the app built in SwiftUI (N4): its shown words
    /// or its name one character ("7", "⌫"). SwiftUI hands the core no siblings to find a grid
    /// in, so one character is enough to give no content and no position, so typing "1234" gives
    /// four events alike.
    static func isKey(_ declared: DeclaredElement) -> Bool {
        oneCharacter(declared.label) != nil || oneCharacter(declared.name) != nil
    }

    /// Whether a key's name spells it (N4): the name is one character, or the one character shown
    /// is a whole word of it (`"key-7"`, `"Key-A"`, `"digit7"` showing "7" or "A"), so it is
    /// replaced by the type. A name that merely contains the character is a word the app chose
    /// (`"bold"` showing "B", `"size-small"` showing "S", `"increment"` showing "+") and is kept:
    /// distinct actions stay distinct.
    static func isKeyName(_ declared: DeclaredElement) -> Bool {
        if oneCharacter(declared.name) != nil { return true }
        guard let shown = oneCharacter(declared.label) else { return false }
        return words(of: declared.name).contains { $0.caseInsensitiveCompare(shown) == .orderedSame }
    }

    /// The words of a name: split at every character that is neither a letter nor a digit, where
    /// letters meet digits (`digit7`), and where a lowercase letter meets an uppercase one
    /// (`keyA`). A character that is neither (`"+"`, `"⌫"`) is a word of its own, so a key named
    /// `"key-+"` spells its key too.
    static func words(of name: String) -> [Substring] {
        enum Kind { case lower, upper, digit, other }
        func kind(_ character: Character) -> Kind {
            if character.isNumber { return .digit }
            if character.isUppercase { return .upper }
            if character.isLetter { return .lower }
            return .other
        }
        var words: [Substring] = []
        var start = name.startIndex
        var previous: Kind?
        for index in name.indices {
            let current = kind(name[index])
            if let previous {
                let isBoundary = switch (previous, current) {
                case (.other, _), (_, .other): true
                case (.digit, .lower), (.digit, .upper), (.lower, .digit), (.upper, .digit), (.lower, .upper): true
                default: false
                }
                if isBoundary {
                    words.append(name[start..<index])
                    start = index
                }
            }
            previous = current
        }
        if start < name.endIndex { words.append(name[start...]) }
        return words.filter { word in !word.allSatisfy { $0.isWhitespace || $0 == "-" || $0 == "_" || $0 == "." } }
    }

    /// `text` trimmed, when that is one character.
    private static func oneCharacter(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), trimmed.count == 1 else { return nil }
        return trimmed
    }

    /// An identifier the app chose as it may leave (a name, a path segment's identity, a declared
    /// exposure's id): screened as an identifier (H5: an e-mail, a card or a written phone number
    /// replaced, a plain number kept, as for UIKit's ids), then capped.
    func reportedIdentity(_ identity: String) -> String {
        capped(builder.screenedIdentifier(identity))
    }

    private func capped(_ text: String) -> String {
        BoundedText.capped(text, graphemes: rules.limits.maximumTextLength, bytes: rules.limits.maximumTextBytes)
    }

    /// `cart/row[sku-42]/buy`: the declared segments, then the element's name; at most
    /// ``ElementPropertyLimits/maximumPathDepth`` levels and ``ElementPropertyLimits/maximumPathBytes``
    /// bytes, the levels nearest the element kept, a cut path starting with "…" (E4, H3).
    private func path(of declared: DeclaredElement) -> String {
        let limits = rules.limits
        let budget = limits.maximumPathBytes - 4
        var segments: [String] = []
        var bytes = 0
        var isTruncated = false
        let levels = declared.path + [DeclaredPathSegment(reportedName(of: declared))]
        for level in levels.reversed() {
            if segments.count == limits.maximumPathDepth {
                isTruncated = true
                break
            }
            let name = capped(level.name)
            // An identity is the app's value (an id, but also an e-mail, a phone number):
            // screened for sensitive text like content (H5).
            var segment = level.identity.map { "\(name)[\(reportedIdentity($0))]" } ?? name
            let separator = segments.isEmpty ? 0 : 1
            if bytes + separator + segment.utf8.count > budget {
                guard segments.isEmpty else {
                    isTruncated = true
                    break
                }
                segment = BoundedText.capped(segment, graphemes: budget, bytes: budget)
            }
            segments.append(segment)
            bytes += separator + segment.utf8.count
        }
        if isTruncated { segments.append("…") }
        return segments.reversed().joined(separator: "/")
    }
}
