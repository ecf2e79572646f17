/// Replaces the sensitive text a set of ``SensitiveTextDetector``s finds by their markers (H5).
struct SensitiveTextRedactor {
    let detectors: Set<SensitiveTextDetector>

    /// The most scalars a cut text loses at its end: a number or address the cut went through,
    /// which no longer reads as one and so would escape detection (an address is at most 254).
    static let maximumCutToken = 320

    /// `text` with every match replaced. When `wasCut` (the text is the start of a longer one),
    /// a trailing run of digits or address characters is dropped first: it may be the start of a
    /// secret whose end was cut off.
    func redact(_ text: String, wasCut: Bool = false) -> String {
        if detectors.isEmpty { return text }
        if Self.isPlainlyHarmless(text) { return wasCut ? Self.droppingTrailingToken(text) : text }
        var scalars = Array(text.unicodeScalars)
        if wasCut { Self.dropTrailingToken(&scalars) }
        var matches: [(range: Range<Int>, detector: SensitiveTextDetector)] = []
        if detectors.contains(.emailAddress) { findEmails(in: scalars, into: &matches) }
        findNumbers(in: scalars, into: &matches)
        if matches.isEmpty { return wasCut ? String(String.UnicodeScalarView(scalars)) : text }
        matches.sort { $0.range.lowerBound < $1.range.lowerBound }
        var result = String.UnicodeScalarView()
        var position = 0
        for match in matches where match.range.lowerBound >= position {
            result.append(contentsOf: scalars[position..<match.range.lowerBound])
            result.append(contentsOf: match.detector.marker.unicodeScalars)
            position = match.range.upperBound
        }
        result.append(contentsOf: scalars[position...])
        return String(result)
    }

    /// The fast path, one pass without allocating: text without `@` whose longest run of digits
    /// (through the separators and invisible marks a number may contain) is shorter than any
    /// detector's shortest match (7 digits) holds nothing to redact. ASCII is decided by byte;
    /// only other scalars cost a property lookup.
    static func isPlainlyHarmless(_ text: String) -> Bool {
        var run = 0
        var longest = 0
        var start = text.startIndex
        if let asciiEnd = text.utf8.withContiguousStorageIfAvailable({ scanASCII($0, run: &run, longest: &longest) }) {
            guard asciiEnd >= 0 else { return false }
            start = text.utf8.index(text.startIndex, offsetBy: asciiEnd)
        }
        for scalar in text.unicodeScalars[start...] {
            switch scalar.value {
            case 0x30...0x39:
                run += 1
                longest = max(longest, run)
            case 0x20, 0x28, 0x29, 0x2B, 0x2D, 0x2E, 0x2F:
                continue
            case 0x40, 0xFF20:
                return false
            case 0x80...:
                if digitValue(scalar) != nil {
                    run += 1
                    longest = max(longest, run)
                } else if !isTransparent(scalar) && !isNumberSeparator(scalar) {
                    run = 0
                }
            default:
                run = 0
            }
        }
        return longest < 7
    }

    /// ``isPlainlyHarmless(_:)`` over the leading ASCII bytes, the same rules a byte at a time:
    /// where the first other byte is (the scalars go on from there), or -1 at an `@`.
    private static func scanASCII(_ bytes: UnsafeBufferPointer<UInt8>, run: inout Int, longest: inout Int) -> Int {
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case 0x30...0x39:
                run += 1
                longest = max(longest, run)
            case 0x20, 0x28, 0x29, 0x2B, 0x2D, 0x2E, 0x2F:
                continue
            case 0x40:
                return -1
            case 0x80...:
                return offset
            default:
                run = 0
            }
        }
        return bytes.count
    }

    // MARK: Scalars

    static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.value >= 0x30 && scalar.value <= 0x39 { return Int(scalar.value - 0x30) }
        guard scalar.value >= 0x80, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    /// Combining marks, joiners and other format characters: invisible inside a number or address.
    static func isTransparent(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x80 else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    static func isNumberSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x2D, 0x2E, 0x2F, 0x28, 0x29, 0xA0, 0x2010...0x2015, 0x202F: return true
        default: return false
        }
    }

    static func isAt(_ scalar: Unicode.Scalar) -> Bool { scalar == "@" || scalar == "\u{FF20}" }

    static func isEmailCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "%", "+", "-", "'": return true
            default: return false
            }
        }
        return scalar.properties.isAlphabetic || digitValue(scalar) != nil || isTransparent(scalar)
    }

    static func droppingTrailingToken(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars.suffix(maximumCutToken))
        let kept = scalars.count
        dropTrailingToken(&scalars)
        guard scalars.count < kept else { return text }
        return String(text.unicodeScalars.dropLast(kept - scalars.count))
    }

    static func dropTrailingToken(_ scalars: inout [Unicode.Scalar]) {
        var dropped = 0
        while let last = scalars.last, dropped < maximumCutToken,
            isEmailCharacter(last) || isAt(last) || isNumberSeparator(last) || digitValue(last) != nil
        {
            scalars.removeLast()
            dropped += 1
        }
    }

    // MARK: Addresses

    private func findEmails(in scalars: [Unicode.Scalar], into matches: inout [(range: Range<Int>, detector: SensitiveTextDetector)]) {
        var index = 0
        while index < scalars.count {
            guard Self.isAt(scalars[index]) else {
                index += 1
                continue
            }
            var start = index
            while start > 0, index - start < 64, Self.isEmailCharacter(scalars[start - 1]) { start -= 1 }
            var end = index + 1
            while end < scalars.count, end - index < 254,
                Self.isEmailCharacter(scalars[end]) && scalars[end] != "'" && scalars[end] != "%" && scalars[end] != "+"
            {
                end += 1
            }
            while end > index + 1, scalars[end - 1] == "." || scalars[end - 1] == "-" { end -= 1 }
            let lastDot = scalars[(index + 1)..<end].lastIndex(of: ".")
            if start < index, let dot = lastDot, dot > index + 1, dot < end - 1 {
                matches.append((start..<end, .emailAddress))
                index = end
            } else {
                index += 1
            }
        }
    }

    // MARK: Numbers

    private func findNumbers(in scalars: [Unicode.Scalar], into matches: inout [(range: Range<Int>, detector: SensitiveTextDetector)]) {
        var taken = matches.map(\.range)
        var index = 0
        while index < scalars.count {
            let startsNumber = Self.digitValue(scalars[index]) != nil
                || ((scalars[index] == "+" || scalars[index] == "(") && index + 1 < scalars.count && Self.digitValue(scalars[index + 1]) != nil)
            guard startsNumber, !taken.contains(where: { $0.contains(index) }) else {
                index += 1
                continue
            }
            let number = Self.scanNumber(in: scalars, from: index)
            if let detector = classify(number) {
                matches.append((index..<number.end, detector))
                taken.append(index..<number.end)
            }
            index = max(number.end, index + 1)
        }
    }

    /// One number as written: its digits, its groups, and how it is punctuated.
    struct WrittenNumber {
        var digits: [Int] = []
        var groups: [Int] = []
        var separators: Set<Unicode.Scalar> = []
        var hasPlus = false
        var hasParenthesis = false
        var end = 0
    }

    /// Reads digits from `start`, across single separators (or a parenthesis and a space) between
    /// groups and across invisible scalars, up to the last digit.
    static func scanNumber(in scalars: [Unicode.Scalar], from start: Int) -> WrittenNumber {
        var number = WrittenNumber()
        var index = start
        if scalars[index] == "+" { number.hasPlus = true; index += 1 }
        var group = 0
        while index < scalars.count, number.digits.count < 64 {
            let scalar = scalars[index]
            if let digit = digitValue(scalar) {
                number.digits.append(digit)
                group += 1
                index += 1
                number.end = index
            } else if isTransparent(scalar) {
                index += 1
            } else if isNumberSeparator(scalar) {
                var next = index
                var separatorCount = 0
                while next < scalars.count, separatorCount < 3, isNumberSeparator(scalars[next]) || isTransparent(scalars[next]) {
                    if isNumberSeparator(scalars[next]) { separatorCount += 1 }
                    next += 1
                }
                guard next < scalars.count, separatorCount <= 2, digitValue(scalars[next]) != nil else { break }
                for separator in scalars[index..<next] where isNumberSeparator(separator) {
                    if separator == "(" || separator == ")" { number.hasParenthesis = true } else { number.separators.insert(separator) }
                }
                if group > 0 { number.groups.append(group) }
                group = 0
                index = next
            } else {
                break
            }
        }
        if group > 0 { number.groups.append(group) }
        return number
    }

    private func classify(_ number: WrittenNumber) -> SensitiveTextDetector? {
        let count = number.digits.count
        if detectors.contains(.paymentCardNumber), (13...19).contains(count), Self.passesLuhn(number.digits) {
            return .paymentCardNumber
        }
        if detectors.contains(.phoneNumber), (7...15).contains(count), Self.isWrittenLikePhone(number) {
            return .phoneNumber
        }
        if detectors.contains(.longDigitRun), count >= SensitiveTextDetector.minimumDigitRunLength {
            return .longDigitRun
        }
        return nil
    }

    static func isWrittenLikePhone(_ number: WrittenNumber) -> Bool {
        guard number.hasPlus || number.hasParenthesis || !number.separators.isEmpty else { return false }
        guard number.groups.dropFirst().allSatisfy({ $0 >= 2 }) else { return false }
        let isDate = number.groups == [4, 2, 2] || number.groups == [2, 2, 4]
        return !(isDate && number.separators.count == 1 && !number.hasPlus && !number.hasParenthesis && !number.separators.contains(" "))
    }

    static func passesLuhn(_ digits: [Int]) -> Bool {
        var sum = 0
        for (offset, digit) in digits.reversed().enumerated() {
            if offset % 2 == 1 {
                let doubled = digit * 2
                sum += doubled > 9 ? doubled - 9 : doubled
            } else {
                sum += digit
            }
        }
        return sum % 10 == 0
    }
}
