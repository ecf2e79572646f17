/// The kind of text a field holds, mirroring UIKit's `UITextContentType`.
///
/// A struct with a raw value rather than an enum, so that platform values Intercept does not
/// know yet can still be carried.
public struct TextContentType: RawRepresentable, Sendable, Hashable, Codable {
    /// The platform's name for the content type.
    public var rawValue: String

    /// Wraps a platform content type name.
    public init(rawValue: String) { self.rawValue = rawValue }

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
