import Intercept

/// The headless platform's text content type constants, with the values UIKit's
/// `UITextContentType` constants have: the HTML autocomplete tokens. Fields get their kind from
/// these through the core's translation (`TextContentType(platformValue:known:)`), as the UIKit
/// adapter's do from UIKit's constants, so the tests see what an iOS app sees (F12).
public enum PlatformTextContentType {
    public static let password = "password"
    public static let newPassword = "new-password"
    public static let oneTimeCode = "one-time-code"
    public static let emailAddress = "email"
    public static let telephoneNumber = "tel"
    public static let creditCardNumber = "cc-number"
    public static let name = "name"
    public static let username = "username"

    /// The core's kinds for these constants.
    public static let known: [String: TextContentType] = [
        password: .password, newPassword: .newPassword, oneTimeCode: .oneTimeCode, emailAddress: .emailAddress,
        telephoneNumber: .telephoneNumber, creditCardNumber: .creditCardNumber, name: .name, username: .username,
    ]

    /// The core's kind for one of the platform's values.
    public static func contentType(_ value: String) -> TextContentType {
        TextContentType(platformValue: value, known: known)
    }
}
