import Foundation
import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// H9: every content type naming a person, an address, a payment or a credential is withheld,
/// by the platform's constants; codes and dates beside card and birthdate fields are redacted.
@MainActor
@Suite("Sensitive content types")
struct SensitiveContentTypeTests {
    @Test("H9: every platform content type naming a person, an address, a payment or a credential is withheld, even opted in to typed text")
    func everyKindWithheld() {
        #expect(PlatformTextContentType.table.count == 45, "one entry per UITextContentType constant of the iOS 18 SDK")
        #expect(Set(PlatformTextContentType.table.map(\.kind)) == TextContentType.allKnown, "every kind has a platform constant")
        let describer = ElementDescriber(rules: ElementTrackingRules(capturesTypedText: true))
        var captured: [TextContentType] = []
        for (value, kind) in PlatformTextContentType.table {
            let type = PlatformTextContentType.contentType(value)
            #expect(type == kind, "\(value) translates by the table")
            let field = TextField(text: "Ada Lovelace, 12 St James's Square, 4111 1111 1111 1111, 123", textContentType: type)
            if describer.describe(field)?.element.content != nil { captured.append(kind) }
        }
        #expect(captured == [.flightNumber, .dateTime], "only kinds that name no person, address, payment or credential")
        for kind in [TextContentType.creditCardSecurityCode, .creditCardExpiration, .creditCardExpirationMonth, .birthdate, .birthdateYear,
                     .postalCode, .fullStreetAddress, .givenName, .familyName, .name, .username, .url] {
            #expect(TextContentType.sensitiveByDefault.contains(kind), "\(kind.rawValue)")
        }
    }

    @Test("H9: a 3 or 4 digit code beside a card field is redacted as a security code; elsewhere it is content")
    func securityCodeBesideCardField() {
        let describer = ElementDescriber(rules: .withDisplayedText)  // the labels' texts are what is redacted here (N3)
        let row = View()
        let echo = Label(text: "CVC 123")
        row.addSubview(echo)
        row.addSubview(TextField(text: "4111 1111 1111 1111", textContentType: PlatformTextContentType.contentType("cc-number")))
        #expect(describer.describe(row)?.element.content == "CVC [code]", "the row's content")
        #expect(describer.describe(echo)?.element.content == "CVC [code]", "the label beside the field")

        let plain = View()
        let quantity = Label(text: "Qty 123")
        plain.addSubview(quantity)
        plain.addSubview(TextField(text: "gift", textContentType: PlatformTextContentType.contentType("nickname")))
        #expect(describer.describe(plain)?.element.content == "Qty 123")
        #expect(describer.describe(quantity)?.element.content == "Qty 123")
    }

    @Test("H9: a date beside a birthdate field is redacted as a date of birth; elsewhere it is content")
    func dateBesideBirthdateField() {
        let describer = ElementDescriber(rules: .withDisplayedText)  // the labels' texts are what is redacted here (N3)
        for (written, expected) in [("31/01/1990", "[date]"), ("1990-01-31", "[date]"), ("1.2.90", "[date]"), ("Room 12", "Room 12")] {
            let row = View()
            let label = Label(text: "Born \(written)")
            row.addSubview(label)
            row.addSubview(TextField(text: nil, textContentType: PlatformTextContentType.contentType("bday")))
            #expect(describer.describe(label)?.element.content == (expected.hasPrefix("[") ? "Born \(expected)" : "Born \(written)"))
        }
        let row = View()
        let order = Label(text: "Ordered 31/01/1990")
        row.addSubview(order)
        #expect(describer.describe(order)?.element.content == "Ordered 31/01/1990", "no birthdate field: a date is content")
    }
}
