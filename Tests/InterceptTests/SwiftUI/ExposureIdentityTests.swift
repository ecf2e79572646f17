import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// What a declared exposure's id is: one impression per id within its placement (X2), and an id
/// that leaves screened (H5).
@MainActor
@Suite("SwiftUI exposure identity")
struct ExposureIdentityTests {
    typealias Fixture = DeclaredExposureTests.Fixture

    func node(_ fixture: Fixture, name: String, id: String, on screen: DeclaredScreen? = nil, isPrivate: Bool = false) -> DeclaredExposureNode {
        let node = DeclaredExposureNode(
            element: DeclaredElement(
                type: "View", name: name, path: [DeclaredPathSegment(name)], isPrivate: isPrivate, screen: screen ?? fixture.screen),
            exposure: ExposureContext(trackingID: id))
        fixture.scene.interception.declaredExposure(node, received: .onAppear)
        return node
    }

    @Test("S3 H4 H5: an exposure id that is an e-mail, in a private subtree, leaves as its marker; a plain id as it is")
    func idIsScreened() async {
        let fixture = Fixture()
        let contact = node(fixture, name: "contact", id: "jane.doe@example.com", isPrivate: true)
        let product = node(fixture, name: "product", id: "sku-42")
        fixture.place(contact, y: 200)
        fixture.place(product, y: 400)
        let ids = await fixture.exposures().map { $0.element?.trackingID ?? "-" }
        #expect(ids == ["[email]", "sku-42"], "\(ids)")
    }
}

extension ExposureIdentityTests {
    @Test("X2 S3: a category card and a product card with the same database id are two impressions")
    func sameIDTwoKinds() async {
        let fixture = Fixture()
        let category = node(fixture, name: "category", id: "3")
        let product = node(fixture, name: "product", id: "3")
        fixture.place(category, y: 120)
        fixture.place(product, y: 400)
        let paths = await fixture.exposures().map { $0.element?.path ?? "-" }
        #expect(paths == ["category/category", "product/product"], "\(paths)")
    }

    @Test("X2 S3: the same product shown on the next tab in the same frame is an impression of that tab")
    func sameIDOtherScreen() async {
        let fixture = Fixture()
        let home = node(fixture, name: "card", id: "42")
        fixture.place(home, y: 200)
        #expect(await fixture.exposures().count == 1)
        // The user switches tab: Home leaves the window while Deals appears with product 42 on it.
        let deals = fixture.scene.interception.declareScreen("Deals")
        let dealsCard = node(fixture, name: "card", id: "42", on: deals)
        fixture.scene.interception.declaredScreen(fixture.screen, received: .onDisappear)
        fixture.scene.interception.declaredScreen(fixture.screen, frame: .zero, windowBounds: nil)
        fixture.show(deals)
        fixture.place(dealsCard, y: 200)
        let screens = await fixture.exposures().map { $0.screen?.name ?? "-" }
        #expect(screens == ["Feed", "Deals"], "\(screens)")
    }

    @Test("X2 S3: rows of one ForEach keep one identity per item: the item moving to another recycled row in one frame is one impression")
    func recycledRowKeepsIdentity() async {
        let fixture = Fixture()
        let first = fixture.node("7")
        fixture.place(first, y: 200)
        // The list recycles: another row object now shows the first row's product, and the first row another.
        let second = fixture.node("7")
        fixture.scene.interception.declaredExposure(
            first, declares: DeclaredElement(
                type: "View", name: "card", path: [DeclaredPathSegment("feed"), DeclaredPathSegment("card", identity: "8")],
                screen: fixture.screen),
            exposure: ExposureContext(trackingID: "8"))
        fixture.place(second, y: 200)
        let ids = await fixture.exposures().map { $0.element?.trackingID ?? "-" }
        #expect(ids == ["7", "8"], "\(ids)")
    }
}

extension ExposureIdentityTests {
    @Test("S3 H5: a declared exposure id is the app's identifier: a GTIN and a 64-bit id leave whole, an e-mail and a card number as their markers")
    func idsAreScreenedAsIdentifiers() async {
        let fixture = Fixture()
        let declared = [("product", "4006381333931"), ("post", "9007199254740993"), ("contact", "jane.doe@example.com"), ("card", "4111 1111 1111 1111")]
        // The nodes are held, as SwiftUI holds its views' state, while the frame is measured.
        let nodes = declared.map { node(fixture, name: $0.0, id: $0.1) }
        for (index, node) in nodes.enumerated() { fixture.place(node, y: 100 + 150 * Double(index)) }
        let ids = await fixture.exposures().map { $0.element?.trackingID ?? "-" }
        #expect(ids == ["4006381333931", "9007199254740993", "[email]", "[card]"], "\(ids)")
        withExtendedLifetime(nodes) {}
    }

    @Test("S4 H5: a declared element's name is screened as an identifier too: a numeric name leaves whole, an e-mail or a written phone number does not")
    func declaredNamesAreScreenedAsIdentifiers() throws {
        let describer = ElementDescriber(rules: ElementTrackingRules())
        var ids: [String] = []
        for name in ["4006381333931", "jane.doe@example.com", "+1 (415) 555-0100"] {
            let described = try #require(describer.describe(DeclaredElement(type: "Button", name: name, label: "Add")))
            ids.append(described.element.trackingID ?? "-")
        }
        #expect(ids == ["4006381333931", "[email]", "[phone]"], "\(ids)")
    }
}
