#if canImport(UIKit)
import Intercept
@testable import InterceptUIKit
import Testing
import UIKit

extension UIKitAdapterTests {
    @Test("X5: an opaque view drawn over a tracked view hides it; hidden, the view is exposed; translucent bars hide nothing")
    func occlusionOnUIKit() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.isHidden = false
        let banner = UILabel(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        banner.text = "Banner"
        window.addSubview(banner)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        header.backgroundColor = .systemBackground          // opaque, as UIKit draws it
        window.addSubview(header)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 600, width: 390, height: 100))
        bar.isTranslucent = true
        window.addSubview(bar)
        let footer = UILabel(frame: CGRect(x: 0, y: 600, width: 390, height: 100))
        footer.text = "Footer"
        window.insertSubview(footer, belowSubview: bar)
        footer.trackingAttributes.exposure = ExposureContext(trackingID: "footer")
        banner.trackingAttributes.exposure = ExposureContext(trackingID: "banner")
        #expect(try await waitForEvents(.exposure, count: 1).map(\.element?.trackingID) == ["footer"], "under a translucent bar: seen")

        header.isHidden = true
        #expect(try await waitForEvents(.exposure, count: 2).map(\.element?.trackingID) == ["footer", "banner"])
    }

    @Test("M1 N3: a wrapped menu action reports one controlAction with its title and its menu's source, then performs the app's action")
    func controlMenuWrapper() async throws {
        guard #available(iOS 16.0, *) else { return }
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(button)
        var chosen: [String] = []
        let menu = UIMenu(title: "Sort by", children: [
            UIAction(title: "Price") { chosen.append($0.title) },
            UIMenu(title: "More", children: [UIAction(title: "Rating") { chosen.append($0.title) }]),
        ])
        let wrapped = ControlMenuTracking.wrapping(menu, from: button)
        let price = try #require(wrapped.children.first as? UIAction)
        #expect(price !== menu.children.first, "the visible copy holds a wrapper")
        #expect(price.title == "Price")
        price.performWithSender(nil, target: nil)
        #expect(chosen == ["Price"], "the app's own action ran once")
        let actions = await events(.controlAction)
        let event = try #require(actions.first)
        #expect(event.element?.content == "Price")
        #expect(event.element?.type == "UIAction")
        #expect(event.menu?.title == nil, "a menu's title is not the chosen element's own words: sent only where displayed text is opted in (N3)")
        #expect(event.menu?.sourcePath == interception.elementDescriber.describe(button)?.element.path)

        let again = ControlMenuTracking.wrapping(wrapped, from: button)
        #expect(again.children.first === price, "a wrapper is never wrapped again")
    }
}
#endif
