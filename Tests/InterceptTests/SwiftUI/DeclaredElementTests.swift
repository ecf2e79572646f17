import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S4: SwiftUI elements are described from their declarations like UIKit elements.
@MainActor
@Suite("SwiftUI elements")
struct DeclaredElementTests {
    private func describe(_ element: DeclaredElement, value: DeclaredControlValue? = nil, rules: ElementTrackingRules = ElementTrackingRules()) -> ElementDescription? {
        ElementDescriber(rules: rules).describe(element, value: value)
    }

    @Test("S4: type, content, path of declared names and ForEach identities, position, screen and custom properties")
    func description() throws {
        let interception = Interception()
        let screen = interception.declareScreen("Catalog", title: "Shop")
        let element = DeclaredElement(
            type: "Button", name: "add", label: "Add to cart",
            path: [DeclaredPathSegment("products"), DeclaredPathSegment("product", identity: "sku-42")],
            position: "0:3", properties: ["campaign": "spring"], screen: screen)
        let description = try #require(describe(element))
        #expect(description.element == ElementProperties(
            type: "Button", content: "Add to cart", path: "products/product[sku-42]/add", position: "0:3", trackingID: "add"))
        #expect(description.screen == ScreenProperties(name: "Catalog"), "a declared screen's title only where the app opts in (N4)")
        #expect(description.customProperties == ["campaign": "spring"])
    }

    @Test("S4: a private subtree gives type and path, never content (H4); sensitive text in labels is redacted (H5)")
    func privacy() throws {
        let secret = DeclaredElement(type: "Toggle", name: "vault", label: "Vault", isPrivate: true)
        let described = try #require(describe(secret, value: .toggle(true)))
        #expect(described.element.content == nil)
        #expect(described.element.type == "Toggle" && described.element.path == "vault")
        let card = DeclaredElement(type: "Button", name: "pay", label: "Pay with 4111 1111 1111 1111")
        let content = try #require(describe(card)?.element.content)
        #expect(!content.contains("4111 1111"), "\(content)")
        let email = try #require(describe(DeclaredElement(type: "Picker", name: "account"), value: .choice("jane@example.com"))?.element.content)
        #expect(!email.contains("jane@example.com"), "\(email)")
    }

    @Test("S4, H5: a container's identity is screened in the path: an e-mail or a card number given as id leaves as a marker")
    func identitiesScreened() throws {
        let row = DeclaredElement(
            type: "Button", name: "call",
            path: [DeclaredPathSegment("contacts"), DeclaredPathSegment("contact", identity: "jane@example.com")])
        let path = try #require(describe(row)?.element.path)
        #expect(!path.contains("jane@example.com"), "\(path)")
        #expect(path.hasPrefix("contacts/contact[") && path.hasSuffix("]/call"), "\(path)")
        let plain = DeclaredElement(type: "Button", name: "buy", path: [DeclaredPathSegment("product", identity: "sku-42")])
        #expect(describe(plain)?.element.path == "product[sku-42]/buy", "an id that is no sensitive text is kept")
    }

    @Test("S4, H4: a TrackedButton named after its dynamic title, in a private subtree, gives no title anywhere: its id and path name its type")
    func titleAsNameInPrivateSubtree() throws {
        let contact = DeclaredElement(
            type: "Button", name: "Jane Doe", label: "Jane Doe", path: [DeclaredPathSegment("contacts")], isPrivate: true)
        let element = try #require(describe(contact)?.element)
        #expect(element == ElementProperties(type: "Button", content: nil, path: "contacts/Button", position: nil, trackingID: "Button"))
        let shown = DeclaredElement(type: "Button", name: "Mail jane@example.com", label: "Mail jane@example.com")
        let id = try #require(describe(shown)?.element.trackingID)
        #expect(!id.contains("jane@example.com"), "a title used as name is screened like content (H5): \(id)")
        let named = DeclaredElement(type: "Button", name: "call", label: "Jane Doe", isPrivate: true)
        #expect(describe(named)?.element.trackingID == "call", "a name the app chose stays its key")
    }

    @Test("S4: caps: every string and the path are capped, the levels nearest the element kept (H3, E4)")
    func caps() throws {
        var rules = ElementTrackingRules()
        rules.limits.maximumPathDepth = 3
        let long = String(repeating: "é", count: 5_000)
        let element = DeclaredElement(
            type: long, name: "buy", label: long,
            path: (0..<10).map { DeclaredPathSegment("level\($0)", identity: $0 == 9 ? long : nil) })
        let description = try #require(describe(element, rules: rules))
        #expect(description.element.type.utf8.count <= rules.limits.maximumTextBytes)
        #expect((description.element.content ?? "").utf8.count <= rules.limits.maximumContentBytes)
        #expect(description.element.path.hasPrefix("…/"))
        #expect(description.element.path.hasSuffix("/buy"))
        #expect(description.element.path.split(separator: "/").count == 4, "three levels and the cut marker")
        #expect(description.element.path.utf8.count <= rules.limits.maximumPathBytes)
    }

    @Test("S4: an element on an ignored screen is not described (E7)")
    func ignoredScreen() {
        var rules = ElementTrackingRules()
        rules.ignoredScreens = ["Debug"]
        let screen = Interception().declareScreen("Debug")
        #expect(describe(DeclaredElement(type: "Button", name: "x", screen: screen), rules: rules) == nil)
    }
}
