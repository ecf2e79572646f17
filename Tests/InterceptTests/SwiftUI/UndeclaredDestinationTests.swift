import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S4: an element of an undeclared destination inherits the scope of the screen that pushed or
/// presented it; once that screen's visit is over, the element names no finished screen.
@MainActor
@Suite("SwiftUI elements of undeclared destinations")
struct UndeclaredDestinationTests {
    @Test("S4: a button in an undeclared pushed destination, inheriting the covered list's screen, names no screen; in the list it names the list")
    func undeclaredDestinationNamesNoFinishedScreen() async {
        let scene = SwiftUIScene()
        let (navigation, list) = scene.launchListOnStack()
        let add = DeclaredElement(type: "Button", name: "add", label: "Add", screen: list.declared)
        scene.interception.declaredActionDidRun(add)
        // The destination declares no screen: its button keeps the list's scope.
        let destination = scene.host(DetailView.self)
        scene.runtime.update { navigation.pushViewController(destination) }
        scene.runtime.drainMainQueue()
        #expect(!list.declared.isVisited)
        scene.interception.declaredActionDidRun(add)
        let actions = await scene.events().filter { $0.kind == .controlAction }
        #expect(actions.map { $0.screen?.name ?? "none" } == ["List", "none"])
    }
}
