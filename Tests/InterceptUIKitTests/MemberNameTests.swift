#if canImport(UIKit)
import Intercept
import InterceptUIKit
import Testing
import UIKit

// An app's own members with the names of Intercept's conformance members: the app's win in its
// code, and Intercept's conformance keeps its own (F13). Another library's members of
// those names are checked by scripts/typecheck-ios.sh ("member names").
extension UIView {
    var parentNode: String { "the app's parent node" }
}

extension UIViewController {
    var screenTitle: String? { "the app's title" }
}

@MainActor
@Suite("Member names")
struct MemberNameTests {
    @Test("An app's own parentNode and screenTitle win in its code; Intercept's conformance keeps its own")
    func appMembersWin() {
        let view = UIView()
        let controller = UIViewController()
        controller.title = "Checkout"
        let parent = view.parentNode
        let title = controller.screenTitle
        #expect(parent == "the app's parent node")
        #expect(title == "the app's title")
        #expect((controller as any ScreenNode).screenTitle == "Checkout")
        #expect((view as any ViewNode).parentNode == nil)
    }
}
#endif
