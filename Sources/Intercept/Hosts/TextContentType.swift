/// The kind of text a field holds, as Intercept classifies it (E8, F12).
///
/// A struct with a raw value rather than an enum, so that platform values Intercept does not
/// know yet can still be carried. The constants below are Intercept's own names for the kinds it
/// knows; a platform's values are translated with ``init(platformValue:known:)``, from a table
/// the platform adapter builds from the platform's own constants. UIKit's raw values are not
/// these names (they are HTML autocomplete tokens such as `one-time-code`), and comparing with a
/// string assumed to be the platform's would let one-time codes and card numbers through.
public struct TextContentType: RawRepresentable, Sendable, Hashable, Codable {
    /// Intercept's name for a kind it knows, or the platform's value for one it does not.
    public var rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind a platform's `value` stands for: the one `known` maps it to (a table built from
    /// the platform's constants, `UITextContentType.oneTimeCode.rawValue: .oneTimeCode`), or for
    /// a value not in it the value itself, carried as is.
    public init(platformValue value: String, known: [String: TextContentType]) {
        self = known[value] ?? TextContentType(rawValue: value)
    }

    public static let password = TextContentType(rawValue: "password")
    public static let newPassword = TextContentType(rawValue: "newPassword")
    public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = TextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
    public static let creditCardNumber = TextContentType(rawValue: "creditCardNumber")
    public static let name = TextContentType(rawValue: "name")
    public static let username = TextContentType(rawValue: "username")

    /// The content types whose text is never captured by default (E8).
    public static let sensitiveByDefault: Set<TextContentType> = [
        .password, .newPassword, .oneTimeCode, .emailAddress, .telephoneNumber, .creditCardNumber,
    ]
}
