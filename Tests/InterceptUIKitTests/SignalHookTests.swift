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

    @Test("B5 M1 N3: a button's menu choice, performed with the button's own context menu interaction, is one controlAction from the button, nothing copied")
    func buttonMenuByDefault() async throws {
        guard #available(iOS 16.0, *) else { return }
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(button)
        var chosen: [String] = []
        let rating = UIAction(title: "Rating") { chosen.append($0.title) }
        button.menu = UIMenu(title: "Sort by", children: [
            UIAction(title: "Price") { chosen.append($0.title) },
            UIMenu(title: "More", children: [rating]),
        ])
        button.showsMenuAsPrimaryAction = true
        let interaction = try #require(button.contextMenuInteraction)
        // What `-[UIContextMenuInteraction contextMenuPresentation:didSelectMenuLeaf:]` does.
        rating.performWithSender(interaction, target: nil)
        #expect(chosen == ["Rating"], "the app's own action ran once")
        #expect(button.menu?.children.count == 2, "the app's menu is untouched")
        let actions = await events(.controlAction)
        #expect(actions.count == 1)
        let event = try #require(actions.first)
        #expect(event.element?.content == "Rating")
        #expect(event.element?.type == "UIAction")
        #expect(event.menu?.title == nil, "a menu's title is not the chosen element's own words: sent only where displayed text is opted in (N3)")
        #expect(event.menu?.sourcePath == interception.elementDescriber.describe(button)?.element.path)
    }
}
#endif
