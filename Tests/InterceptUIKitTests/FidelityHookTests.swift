#if canImport(UIKit)
import Foundation
import Intercept
@testable import InterceptUIKit
import Testing
import UIKit

extension UIKitAdapterTests {
    @Test("F5: UIKit setters and target-action methods called off the main thread pass straight through")
    func hooksOffMainThread() async throws {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        let target = ActionTarget()
        let frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        // Through the Objective-C runtime, as a library on a background queue calls UIKit: each
        // lands in a swizzled, nonisolated hook, which would trap if it checked its executor.
        typealias AddTarget = @convention(c) (AnyObject, Selector, AnyObject, Selector) -> Void
        let addTargetSelector = #selector(UIGestureRecognizer.addTarget(_:action:))
        let addTarget = unsafeBitCast(tap.method(for: addTargetSelector), to: AddTarget.self)
        let action = #selector(ActionTarget.handle(_:))
        await Task.detached {
            view.setValue(NSValue(cgRect: frame), forKey: "frame")
            view.setValue(true, forKey: "hidden")
            addTarget(tap, addTargetSelector, target, action)
        }.value
        #expect(view.frame == frame, "UIKit's setter ran")
        #expect(view.isHidden)
        #expect(!tap.hasLiveBusinessTarget, "off the main thread nothing is mirrored")
        #expect(!tap.isStateRelayAttached)
    }

    @Test("F7: a standard bar button item is reported as the item, with its title, and dispatches without a touch")
    func standardBarButtonItem() {
        let item = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        #expect(item.sendsActionsWithoutTouch)
        #expect(item.controlTypeName == "UIBarButtonItem")
        #expect(item.controlTitle == "Save")
        let custom = UIBarButtonItem(customView: UIButton(type: .system))
        #expect(!custom.sendsActionsWithoutTouch)
        #expect(custom.controlTitle == nil, "a custom view describes itself")
    }

    @Test("F8: a key-value observed recognizer, view and controller keep their declared class names")
    func observedObjectsKeepTheirNames() {
        let tap = UITapGestureRecognizer()
        let label = UILabel()
        let controller = CheckoutController()
        let observations = [
            tap.observe(\.isEnabled) { _, _ in },
            label.observe(\.isHidden) { _, _ in },
            controller.observe(\.title) { _, _ in },
        ]
        #expect(NSStringFromClass(object_getClass(tap)!).hasPrefix("NSKVONotifying_"), "observing replaced the class")
        #expect(tap.recognizerTypeName == "UITapGestureRecognizer")
        #expect(label.nodeTypeName == "UILabel")
        #expect(controller.screenTypeName.hasSuffix("CheckoutController"))
        #expect(!controller.screenTypeName.hasPrefix("NSKVONotifying_"))
        withExtendedLifetime(observations) {}
    }

    @Test("F12: UIKit's content types are translated by UIKit's constants; sensitive text is never captured")
    func textContentTypesFromConstants() {
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code", "UIKit's raw values are autocomplete tokens")
        for (type, kind) in [
            (UITextContentType.oneTimeCode, TextContentType.oneTimeCode), (.newPassword, .newPassword),
            (.emailAddress, .emailAddress), (.telephoneNumber, .telephoneNumber), (.creditCardNumber, .creditCardNumber),
        ] {
            let field = UITextField()
            field.text = "4111 1111 1111 1111"
            field.textContentType = type
            // The text is not read out of the field unless the core keeps it (H8).
            #expect(field.nodeContent == .textInput(nil, TextEntryTraits(contentType: kind)))
            #expect(interception.elementDescriber.describe(field)?.element.content == nil)
        }
    }

    @Test("H8 F15: text inputs and pickers are told by class (an app's picker subclass too), and a clear button inside a field is inside a text input")
    func userEntryKindsByClass() {
        final class CountryPicker: UIPickerView {}
        final class PinPad: UIView, UIKeyInput {
            var hasText: Bool { false }
            func insertText(_ text: String) {}
            func deleteBackward() {}
        }
        let kinds: [UIView] = [UITextField(), UITextView(), PinPad(), CountryPicker(), UIDatePicker(), UILabel(), UIButton(), UIView()]
        #expect(kinds.map(\.userEntryKind) == [.textInput, .textInput, .textInput, .picker, .picker, nil, nil, nil])
        let field = UITextField()
        let inner = UIButton()
        field.addSubview(inner)
        #expect(field.inheritedTrackingState?.isInsideTextInput == false)
        #expect(inner.inheritedTrackingState?.isInsideTextInput == true)
        let picker = CountryPicker()
        let wheel = UIView()
        picker.addSubview(wheel)
        #expect(SystemInterfacePolicy().contains(wheel))
        #expect(!SystemInterfacePolicy().contains(picker))
    }

    @Test("H9: every UIKit content type naming a person, an address, a payment or a credential is known and withheld")
    func everyContentTypeFromConstants() {
        var constants: [UITextContentType] = [
            .name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname, .jobTitle, .organizationName,
            .location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2, .addressCity, .addressState,
            .addressCityAndState, .sublocality, .countryName, .postalCode, .telephoneNumber, .emailAddress, .URL,
            .creditCardNumber, .username, .password, .newPassword, .oneTimeCode,
        ]
        if #available(iOS 17.0, *) {
            constants += [
                .birthdate, .birthdateDay, .birthdateMonth, .birthdateYear, .creditCardSecurityCode, .creditCardName,
                .creditCardGivenName, .creditCardMiddleName, .creditCardFamilyName, .creditCardExpiration,
                .creditCardExpirationMonth, .creditCardExpirationYear, .creditCardType,
            ]
        }
        let rules = ElementTrackingRules(capturesTypedText: true)
        for constant in constants {
            let kind = TextContentType(uiKit: constant)
            #expect(TextContentType.allKnown.contains(kind), "\(constant.rawValue) is translated, not carried raw")
            #expect(TextContentType.sensitiveByDefault.contains(kind))
            let field = UITextField()
            field.text = "Ada Lovelace"
            field.textContentType = constant
            #expect(ElementDescriber(rules: rules).describe(field)?.element.content == nil, "\(constant.rawValue)")
        }
        #expect(!TextContentType.sensitiveByDefault.contains(TextContentType(uiKit: .flightNumber)))
    }

    @Test("E4: childNodeCount and childNode(at:) read the subviews once per visit, in order")
    func childNodesFromOneSnapshot() {
        let parent = UIView()
        let children = [UILabel(), UIButton(), UIView()]
        for child in children { parent.addSubview(child) }
        #expect(parent.childNodeCount == 3)
        #expect((0..<3).allSatisfy { parent.childNode(at: $0) === children[$0] })
        children[0].removeFromSuperview()
        #expect(parent.childNodeCount == 2, "a new visit sees the change")
        #expect(parent.childNode(at: 0) === children[1])
    }
}
#endif
