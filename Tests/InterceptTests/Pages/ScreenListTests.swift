import Foundation
import Intercept
import InterceptHeadless
import Testing

private final class UIEditingOverlayViewController: ViewController {}

/// F15: the platform's interface screens are not pages, and nothing in them is described:
/// one list serves both.
@MainActor
@Suite("Screen lists")
struct ScreenListTests {
    @Test("F15: every system-interface screen is also not a page; a text editing overlay is both")
    func oneList() {
        let byKind = PagePolicy().systemScreenTypes.kinds
        #expect(PagePolicy.defaultSystemScreenNames.union(byKind).isSuperset(of: SystemInterfacePolicy.defaultScreenTypeNames))
        let overlay = UIEditingOverlayViewController(title: nil)
        let button = Button(title: "Paste")
        overlay.view.addSubview(button)
        #expect(!PagePolicy().isPage(overlay))
        #expect(SystemInterfacePolicy().contains(button), "a tap inside it is not the app's")
    }
}
