import Foundation
import Intercept

/// Seeded hostile inputs: texts with combining marks, invalid UTF-8 (decoded to U+FFFD), control
/// characters and huge runs; secrets written every way; absurd geometry. Filler text never holds
/// a decimal digit or an `@`, so any digit or `@` left in a reported text came from a secret.
struct HostileInput {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

    // MARK: Text

    static let fragments: [String] = [
        "Buy", "now", " ", "Ünïcødé", "日本語", "Ελληνικά", "العربية", "\u{202E}evil", "\u{200B}", "\u{200D}",
        "👨‍👩‍👧‍👦", "🇫🇷", "🏳️‍🌈", "e\u{301}", "\u{FEFF}", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1}", "\u{7F}",
        "\u{FFFD}", "ｆｕｌｌ", "\u{10FFFF}", "<script>", "'", "%", "+", "-", ".", "(", ")",
    ]

    /// Invalid UTF-8 decoded the way platforms decode it: each bad sequence becomes U+FFFD.
    mutating func invalidUTF8() -> String {
        let bytes: [UInt8] = (0..<int(1...6)).map { _ in pick([0xFF, 0xC0, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0xE2, 0x41]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func combiningRun() -> String {
        let count = chance(0.002) ? int(1_000...20_000) : int(1...40)
        return String(String.UnicodeScalarView((0..<count).map { _ in Unicode.Scalar(UInt32(int(0x300...0x36F)))! }))
    }

    /// A hostile text without digits or `@`.
    mutating func filler() -> String {
        var text = ""
        for _ in 0..<int(0...4) {
            switch int(0...9) {
            case 0: text += combiningRun()
            case 1: text += invalidUTF8()
            case 2: text += String(repeating: pick(["x", "é", "\u{1}", "🇫🇷"]), count: chance(0.005) ? int(2_000...50_000) : int(1...60))
            default: text += pick(Self.fragments)
            }
        }
        return text
    }

    // MARK: Secrets

    enum SecretKind: CaseIterable { case card, email, phone, digits }

    /// A secret, as written in the view, and the form it must never appear in (its digits, or the
    /// address itself).
    struct Secret {
        var written: String
        var canonical: String
        var kind: SecretKind
    }

    mutating func digits(_ count: Int) -> [Int] { (0..<count).map { _ in int(0...9) } }

    mutating func cardDigits() -> [Int] {
        var digits = [pick([3, 4, 5, 6])] + digits(pick([13, 15, 16, 19]) - 2)
        // The check digit that makes the number pass Luhn.
        var sum = 0
        for (offset, digit) in digits.reversed().enumerated() {
            let value = offset % 2 == 0 ? digit * 2 : digit
            sum += value > 9 ? value - 9 : value
        }
        digits.append((10 - sum % 10) % 10)
        return digits
    }

    /// Writes digits in ASCII or full-width, sometimes with a combining mark or a zero-width
    /// space after one of them.
    mutating func write(_ digits: [Int], groups: [Int], separator: String) -> String {
        let fullWidth = chance(0.15)
        var text = ""
        var position = 0
        for (index, size) in groups.enumerated() {
            if index > 0 { text += separator }
            for digit in digits[position..<min(digits.count, position + size)] {
                text.unicodeScalars.append(Unicode.Scalar(UInt32(fullWidth ? 0xFF10 + digit : 0x30 + digit))!)
                if chance(0.03) { text += pick(["\u{301}", "\u{200B}", "\u{FE0F}"]) }
            }
            position += size
        }
        return text
    }

    mutating func secret() -> Secret {
        let kind = pick(SecretKind.allCases)
        switch kind {
        case .card:
            let number = cardDigits()
            let grouped = chance(0.6)
            let groups = grouped ? stride(from: 0, to: number.count, by: 4).map { min(4, number.count - $0) } : [number.count]
            return Secret(written: write(number, groups: groups, separator: pick([" ", "-", "."])), canonical: number.map(String.init).joined(), kind: kind)
        case .phone:
            let groups = pick([[3, 3, 4], [2, 2, 2, 2, 2], [3, 4, 4], [3, 4]])
            let number = digits(groups.reduce(0, +))
            var written = write(number, groups: groups, separator: pick([" ", "-", "."]))
            if chance(0.5) { written = "+" + String(int(1...99)) + " " + written }
            return Secret(written: written, canonical: number.map(String.init).joined(), kind: kind)
        case .digits:
            let number = digits(int(9...40))
            return Secret(written: write(number, groups: [number.count], separator: ""), canonical: number.map(String.init).joined(), kind: kind)
        case .email:
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            func word(_ count: Int) -> String { String((0..<count).map { _ in pick(letters) }) }
            var local = word(int(1...12))
            if chance(0.5) { local += pick([".", "_", "+", ""]) + word(int(1...8)) }
            if chance(0.3) { local += String(int(0...999)) }
            let address = local + "@" + word(int(1...10)) + (chance(0.3) ? "." + word(int(2...6)) : "") + "." + pick(["com", "co.uk", "io", "de"])
            return Secret(written: address, canonical: address, kind: kind)
        }
    }

    // MARK: Geometry

    mutating func coordinate() -> Double {
        if chance(0.6) { return Double.random(in: -1_000...2_000, using: &random) }
        return pick([.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 2e9, -2e9, 1e9, -1_000, 0, .leastNonzeroMagnitude, -0.0])
    }

    mutating func rect() -> Rect {
        Rect(x: coordinate(), y: coordinate(), width: chance(0.7) ? Double(int(0...400)) : coordinate(), height: chance(0.7) ? Double(int(0...400)) : coordinate())
    }
}
