import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S10: value-based navigation links, tracked through the stack's path binding.
@MainActor
@Suite("SwiftUI value links")
struct ValueLinkTests {
    @Test("S10: a NavigationLink(value:) activated without a touch gives one event with the app's label for the value, before the list's exit; pops, deep links and replaced paths give none")
    func valueLinkThroughPath() async throws {
        let scene = SwiftUIScene()
        let (navigation, list) = scene.launchListOnStack()
        var path: [String] = []
        let interception = scene.interception
        let screen = list.declared
        /// What SwiftUI does with the wrapped path binding: sets it, in the activation.
        func set(_ new: [String]) -> Bool {
            DeclaredNavigationPath.set(
                new, from: path, apply: { path = new },
                element: { DeclaredElement(type: "NavigationLink", name: "products", label: "Product \($0.count)", screen: screen) },
                interception: { interception })
        }
        let detailHost = scene.host(DetailView.self)
        _ = scene.runtime.makeScreen("Detail", in: detailHost.view)
        var reported: [Bool] = []
        scene.runtime.update {
            // VoiceOver activates the link: SwiftUI appends its value, then pushes.
            reported.append(set(["sku-12345"]))
            navigation.pushViewController(detailHost)
        }
        scene.runtime.update {
            reported.append(set([]))
            navigation.popViewController()
        }
        reported.append(set(["a", "b"]))
        reported.append(set(["c", "d"]))
        reported.append(set(["c"]))
        #expect(reported == [true, false, false, false, false])
        #expect(path == ["c"])
        let events = await scene.events()
        let lines = events.map { "\($0.kind) \($0.element?.type ?? $0.screen?.name ?? "-") \($0.element?.content ?? "")" }
        #expect(lines.filter { !$0.hasPrefix("appStart") } == [
            "pageEnter List ", "controlAction NavigationLink Product 9", "pageExit List ", "pageEnter Detail ", "pageExit Detail ", "pageEnter List ",
        ])
        let link = try #require(events.first { $0.kind == .controlAction })
        #expect(link.element?.trackingID == "products" && link.screen?.name == "List")
        #expect(DeclaredNavigationPath.pushedValue(from: ["a"], to: ["a", "b"]) == "b")
        #expect(DeclaredNavigationPath.pushedValue(from: ["a"], to: ["x", "b"]) == nil)
    }
}
