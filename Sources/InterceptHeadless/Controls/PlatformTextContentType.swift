@_spi(Platform) import Intercept

/// The headless platform's text content type constants, one per `UITextContentType` constant of
/// the iOS 18 SDK (`UITextInputTraits.h`). Their values are HTML autocomplete tokens, as UIKit's
/// are (the first six are UIKit's own raw values, checked by a test); fields get their kind from
/// these through the core's translation (`TextContentType(platformValue:known:)`), as the UIKit
/// adapter's do from UIKit's constants, so the tests see what an iOS app sees (F12, H9).
@_spi(Platform) public enum PlatformTextContentType {
    public static let password = "password"
    public static let newPassword = "new-password"
    public static let oneTimeCode = "one-time-code"
    public static let emailAddress = "email"
    public static let telephoneNumber = "tel"
    public static let creditCardNumber = "cc-number"
    public static let name = "name"
    public static let username = "username"

    /// Each platform constant (by its Swift name in UIKit) and the core's kind for it: every one
    /// of the SDK's 45 constants.
    public static let table: [(value: String, kind: TextContentType)] = [
        (name, .name), ("honorific-prefix", .namePrefix), ("given-name", .givenName), ("additional-name", .middleName),
        ("family-name", .familyName), ("honorific-suffix", .nameSuffix), ("nickname", .nickname),
        ("organization-title", .jobTitle), ("organization", .organizationName), ("location", .location),
        ("street-address", .fullStreetAddress), ("address-line1", .streetAddressLine1), ("address-line2", .streetAddressLine2),
        ("address-level2", .addressCity), ("address-level1", .addressState), ("address-level1+2", .addressCityAndState),
        ("address-level3", .sublocality), ("country-name", .countryName), ("postal-code", .postalCode),
        (telephoneNumber, .telephoneNumber), (emailAddress, .emailAddress), ("url", .url), (creditCardNumber, .creditCardNumber),
        (username, .username), (password, .password), (newPassword, .newPassword), (oneTimeCode, .oneTimeCode),
        ("shipment-tracking-number", .shipmentTrackingNumber), ("flight-number", .flightNumber), ("date-time", .dateTime),
        ("bday", .birthdate), ("bday-day", .birthdateDay), ("bday-month", .birthdateMonth), ("bday-year", .birthdateYear),
        ("cc-csc", .creditCardSecurityCode), ("cc-name", .creditCardName), ("cc-given-name", .creditCardGivenName),
        ("cc-additional-name", .creditCardMiddleName), ("cc-family-name", .creditCardFamilyName),
        ("cc-exp", .creditCardExpiration), ("cc-exp-month", .creditCardExpirationMonth), ("cc-exp-year", .creditCardExpirationYear),
        ("cc-type", .creditCardType), ("cellular-eid", .cellularEID), ("cellular-imei", .cellularIMEI),
    ]

    /// The core's kinds for these constants.
    public static let known: [String: TextContentType] = Dictionary(uniqueKeysWithValues: table.map { ($0.value, $0.kind) })

    /// The core's kind for one of the platform's values.
    public static func contentType(_ value: String) -> TextContentType {
        TextContentType(platformValue: value, known: known)
    }
}
