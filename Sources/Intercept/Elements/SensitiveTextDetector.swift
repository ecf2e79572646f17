/// A kind of sensitive text that Intercept redacts from the content and titles it reports,
/// wherever they come from: a label, a button, a cell, an image's accessibility label, a screen's
/// title (H5). Typed text of sensitive content types is withheld whole (E8); these catch the same
/// data shown as plain text.
///
/// Each match is replaced by a marker (`[card]`, `[email]`, `[phone]`, `[digits]`), so the rest of
/// the text still says what the element was. Detection is one pass over the text's scalars after
/// a byte scan that skips texts without digits, `@` or non-ASCII scalars; digits of every script
/// count, and combining marks or format characters slipped between them do not break a number.
public enum SensitiveTextDetector: String, Sendable, Hashable, CaseIterable {
    /// 13 to 19 digits, optionally grouped by spaces, dashes or dots, that pass the Luhn check.
    case paymentCardNumber
    /// `local@domain.tld`.
    case emailAddress
    /// 7 to 15 digits written like a phone number: with a leading `+`, parentheses or group
    /// separators, every group after the first at least two digits long (`+1 (415) 555-0100`,
    /// `06 12 34 56 78`); dates written `2024-01-31` or `31.01.2024` are not phone numbers.
    case phoneNumber
    /// Any other run of ``minimumDigitRunLength`` or more digits (account, card or id numbers).
    case longDigitRun
    /// A 3 or 4 digit number standing alone, in a text beside a payment card field (a label
    /// echoing the card's security code): only there, never in other texts (H9).
    case cardSecurityCode
    /// A date written with digits (`31/01/1990`, `1990-01-31`, `1.2.90`), in a text beside a
    /// birthdate field: only there, never in other texts (H9).
    case dateOfBirth

    /// The detectors an identifier the app chose is screened with (an element's or exposure's
    /// id): the shapes that are personal whatever the text around them. A plain run of digits is
    /// the commonest key an app has (a GTIN, a database id), so ``longDigitRun`` is not one.
    public static let identifierDetectors: Set<SensitiveTextDetector> = [.paymentCardNumber, .emailAddress, .phoneNumber]

    /// The fewest digits a ``longDigitRun`` has.
    public static let minimumDigitRunLength = 9

    /// What replaces a match.
    public var marker: String {
        switch self {
        case .paymentCardNumber: return "[card]"
        case .emailAddress: return "[email]"
        case .phoneNumber: return "[phone]"
        case .longDigitRun: return "[digits]"
        case .cardSecurityCode: return "[code]"
        case .dateOfBirth: return "[date]"
        }
    }
}
