import Foundation
import Intercept
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
