#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

extension TextContentType {
    /// UIKit's content types, by UIKit's own constants (whose raw values are HTML autocomplete
    /// tokens, `one-time-code`): the core's kinds for them (F12, H9). Every constant of the
    /// iOS 18 SDK's `UITextInputTraits.h`; the core decides which are withheld.
    static let uiKitKnown: [String: TextContentType] = {
        var table: [UITextContentType: TextContentType] = [
            .name: .name, .namePrefix: .namePrefix, .givenName: .givenName, .middleName: .middleName,
            .familyName: .familyName, .nameSuffix: .nameSuffix, .nickname: .nickname, .jobTitle: .jobTitle,
            .organizationName: .organizationName, .location: .location, .fullStreetAddress: .fullStreetAddress,
            .streetAddressLine1: .streetAddressLine1, .streetAddressLine2: .streetAddressLine2, .addressCity: .addressCity,
            .addressState: .addressState, .addressCityAndState: .addressCityAndState, .sublocality: .sublocality,
            .countryName: .countryName, .postalCode: .postalCode, .telephoneNumber: .telephoneNumber,
            .emailAddress: .emailAddress, .URL: .url, .creditCardNumber: .creditCardNumber, .username: .username,
            .password: .password, .newPassword: .newPassword, .oneTimeCode: .oneTimeCode,
            .shipmentTrackingNumber: .shipmentTrackingNumber, .flightNumber: .flightNumber, .dateTime: .dateTime,
        ]
        if #available(iOS 17.0, tvOS 17.0, *) {
            table.merge([
                .birthdate: .birthdate, .birthdateDay: .birthdateDay, .birthdateMonth: .birthdateMonth,
                .birthdateYear: .birthdateYear, .creditCardSecurityCode: .creditCardSecurityCode,
                .creditCardName: .creditCardName, .creditCardGivenName: .creditCardGivenName,
                .creditCardMiddleName: .creditCardMiddleName, .creditCardFamilyName: .creditCardFamilyName,
                .creditCardExpiration: .creditCardExpiration, .creditCardExpirationMonth: .creditCardExpirationMonth,
                .creditCardExpirationYear: .creditCardExpirationYear, .creditCardType: .creditCardType,
            ]) { _, new in new }
        }
        if #available(iOS 17.4, tvOS 17.4, *) {
            table.merge([.cellularEID: .cellularEID, .cellularIMEI: .cellularIMEI]) { _, new in new }
        }
        return Dictionary(uniqueKeysWithValues: table.map { ($0.key.rawValue, $0.value) })
    }()

    /// The core's kind for a UIKit content type (F12).
    init(uiKit type: UITextContentType) {
        self.init(platformValue: type.rawValue, known: Self.uiKitKnown)
    }
}
#endif
