/// The kind of text a field holds, as Intercept classifies it (E8, F12, H9).
///
/// A struct with a raw value rather than an enum, so that platform values Intercept does not
/// know yet can still be carried. The constants below are Intercept's own names for the kinds it
/// knows (UIKit's Swift names for them); a platform's values are translated with
/// `init(platformValue:known:)`, from a table the platform adapter builds from the platform's
/// own constants. UIKit's raw values are not these names (they are HTML autocomplete tokens such
/// as `one-time-code`), and comparing with a string assumed to be the platform's would let
/// one-time codes and card numbers through.
public struct TextContentType: RawRepresentable, Sendable, Hashable, Codable {
    /// Intercept's name for a kind it knows, or the platform's value for one it does not.
    public var rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind a platform's `value` stands for: the one `known` maps it to (a table built from
    /// the platform's constants, `UITextContentType.oneTimeCode.rawValue: .oneTimeCode`), or for
    /// a value not in it the value itself, carried as is.
    @_spi(Platform) public init(platformValue value: String, known: [String: TextContentType]) {
        self = known[value] ?? TextContentType(rawValue: value)
    }

    // MARK: Credentials

    public static let username = TextContentType(rawValue: "username")
    public static let password = TextContentType(rawValue: "password")
    public static let newPassword = TextContentType(rawValue: "newPassword")
    public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")

    // MARK: A person

    public static let name = TextContentType(rawValue: "name")
    public static let namePrefix = TextContentType(rawValue: "namePrefix")
    public static let givenName = TextContentType(rawValue: "givenName")
    public static let middleName = TextContentType(rawValue: "middleName")
    public static let familyName = TextContentType(rawValue: "familyName")
    public static let nameSuffix = TextContentType(rawValue: "nameSuffix")
    public static let nickname = TextContentType(rawValue: "nickname")
    public static let jobTitle = TextContentType(rawValue: "jobTitle")
    public static let organizationName = TextContentType(rawValue: "organizationName")
    public static let birthdate = TextContentType(rawValue: "birthdate")
    public static let birthdateDay = TextContentType(rawValue: "birthdateDay")
    public static let birthdateMonth = TextContentType(rawValue: "birthdateMonth")
    public static let birthdateYear = TextContentType(rawValue: "birthdateYear")
    public static let emailAddress = TextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
    public static let cellularEID = TextContentType(rawValue: "cellularEID")
    public static let cellularIMEI = TextContentType(rawValue: "cellularIMEI")

    // MARK: An address

    public static let location = TextContentType(rawValue: "location")
    public static let fullStreetAddress = TextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = TextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = TextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = TextContentType(rawValue: "addressCity")
    public static let addressState = TextContentType(rawValue: "addressState")
    public static let addressCityAndState = TextContentType(rawValue: "addressCityAndState")
    public static let sublocality = TextContentType(rawValue: "sublocality")
    public static let countryName = TextContentType(rawValue: "countryName")
    public static let postalCode = TextContentType(rawValue: "postalCode")
    public static let url = TextContentType(rawValue: "URL")
    public static let shipmentTrackingNumber = TextContentType(rawValue: "shipmentTrackingNumber")

    // MARK: A payment

    public static let creditCardNumber = TextContentType(rawValue: "creditCardNumber")
    public static let creditCardSecurityCode = TextContentType(rawValue: "creditCardSecurityCode")
    public static let creditCardName = TextContentType(rawValue: "creditCardName")
    public static let creditCardGivenName = TextContentType(rawValue: "creditCardGivenName")
    public static let creditCardMiddleName = TextContentType(rawValue: "creditCardMiddleName")
    public static let creditCardFamilyName = TextContentType(rawValue: "creditCardFamilyName")
    public static let creditCardExpiration = TextContentType(rawValue: "creditCardExpiration")
    public static let creditCardExpirationMonth = TextContentType(rawValue: "creditCardExpirationMonth")
    public static let creditCardExpirationYear = TextContentType(rawValue: "creditCardExpirationYear")
    public static let creditCardType = TextContentType(rawValue: "creditCardType")

    // MARK: Neither

    public static let flightNumber = TextContentType(rawValue: "flightNumber")
    public static let dateTime = TextContentType(rawValue: "dateTime")

    // MARK: Groups

    /// Kinds that let someone sign in as the user.
    public static let credentials: Set<TextContentType> = [.username, .password, .newPassword, .oneTimeCode]

    /// Kinds that name or reach a person: names, titles, birthdates, contact details, device ids.
    public static let personal: Set<TextContentType> = [
        .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname, .jobTitle, .organizationName,
        .birthdate, .birthdateDay, .birthdateMonth, .birthdateYear, .emailAddress, .telephoneNumber, .cellularEID, .cellularIMEI,
    ]

    /// Kinds that locate a person: addresses and their parts, places, URLs, parcels.
    public static let addresses: Set<TextContentType> = [
        .location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2, .addressCity, .addressState,
        .addressCityAndState, .sublocality, .countryName, .postalCode, .url, .shipmentTrackingNumber,
    ]

    /// Kinds of a payment card: storing its security code violates PCI DSS.
    public static let payment: Set<TextContentType> = [
        .creditCardNumber, .creditCardSecurityCode, .creditCardName, .creditCardGivenName, .creditCardMiddleName,
        .creditCardFamilyName, .creditCardExpiration, .creditCardExpirationMonth, .creditCardExpirationYear, .creditCardType,
    ]

    /// Kinds of a date of birth: beside such a field, dates shown in labels are redacted (H9).
    public static let birthdates: Set<TextContentType> = [.birthdate, .birthdateDay, .birthdateMonth, .birthdateYear]

    /// Every kind Intercept knows, sensitive or not.
    public static let allKnown: Set<TextContentType> = credentials.union(personal).union(addresses).union(payment)
        .union([.flightNumber, .dateTime])

    /// The content types whose text is never captured, even when the app opts in to typed text
    /// (``ElementTrackingRules/capturesTypedText``): every kind that names a person, an address,
    /// a payment or a credential (E8, H9).
    public static let sensitiveByDefault: Set<TextContentType> = credentials.union(personal).union(addresses).union(payment)
}
