import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S9: one `.interceptScreen` declaration that SwiftUI instantiates more than once (on a `Group`,
/// whose members each get the modifier, or on a `Group` wrapping a conditional, whose branches
/// each get an instance of their own) is one visit, through the headless runtime and the core
/// instance the modifier keeps.
@MainActor
@Suite("SwiftUI screens declared on a Group")
struct GroupScreenTests {
    /// A window whose root hosting controller shows what `content` declares in its view.
    func scene(_ content: (SwiftUIScene, ViewController) -> Void) -> SwiftUIScene {
        let scene = SwiftUIScene()
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        content(scene, host)
        scene.application.launch()
        scene.runtime.update()
        return scene
    }

    /// The scene goes to the background: its open visits are exited.
    func background(_ scene: SwiftUIScene) {
        let sceneID = ObjectIdentifier(scene.window)
        scene.interception.sceneLifecycleDidChange(.didEnterBackground(scene: sceneID, windows: [sceneID]))
    }

    @Test("S9: .interceptScreen on Group { Header(); List() } is one Home visit, entered once and exited once, however many members stay")
    func groupMembersAreOneVisit() async {
        var members: [SwiftUIScreenInstance] = []
        let scene = scene { scene, host in
            members = scene.runtime.makeGroup(
                "Home", in: host.view, memberFrames: [Rect(x: 0, y: 0, width: 390, height: 120), Rect(x: 0, y: 120, width: 390, height: 700)])
        }
        scene.clock.advance(by: 2)
        // The header goes (its condition turned false): the list still shows Home.
        scene.runtime.update { members[0].probe.removeFromSuperview() }
        scene.clock.advance(by: 3)
        #expect(members.allSatisfy { $0.declared.name == "Home" } && members[1].declared.isVisited)
        #expect(await scene.summary() == ["enter Home"])
        background(scene)
        #expect(await scene.summary() == ["enter Home", "exit Home 5s"])
    }

    @Test("S9: Group { if loaded … else placeholder }.interceptScreen is one visit when the loaded branch replaces the placeholder; its exit carries the loaded data")
    func conditionalBranchesAreOneVisit() async {
        var placeholder: SwiftUIScreenInstance?
        let scene = scene { scene, host in
            placeholder = scene.runtime.makeScreen("Product", properties: ["sku": .string("sku-1")], in: host.view)
        }
        scene.clock.advance(by: 1)
        var loaded: SwiftUIScreenInstance?
        scene.runtime.update {
            loaded = scene.runtime.switchBranch(of: placeholder!, title: "Boots", properties: ["sku": .string("sku-1"), "in_stock": .bool(true)])
        }
        scene.clock.advance(by: 2)
        #expect(loaded?.declared.isVisited == true && placeholder?.declared.isVisited == false)
        #expect(await scene.summary() == ["enter Product"])
        background(scene)
        let exits = await scene.events().filter { $0.kind == .pageExit }
        #expect(await scene.summary() == ["enter Product", "exit Product 3s"])
        #expect(exits.first?.customProperties["in_stock"] == .bool(true))
    }

    @Test("S9: branches declaring another visit identity, or another value, are another visit; the visit ends with its last instance")
    func otherIdentityIsAnotherVisit() async {
        var first: SwiftUIScreenInstance?
        let scene = scene { scene, host in
            first = scene.runtime.makeScreen("Product", visit: AnyHashable(1), in: host.view)
        }
        scene.clock.advance(by: 1)
        var second: SwiftUIScreenInstance?
        scene.runtime.update { second = scene.runtime.switchBranch(of: first!, visit: AnyHashable(2)) }
        scene.clock.advance(by: 1)
        scene.runtime.update { _ = scene.runtime.switchBranch(of: second!, properties: ["sku": .string("sku-9")], visit: AnyHashable(2)) }
        scene.clock.advance(by: 1)
        #expect(await scene.summary() == ["enter Product", "exit Product 1s", "enter Product"])
        background(scene)
        #expect(await scene.summary() == ["enter Product", "exit Product 1s", "enter Product", "exit Product 2s"])
    }

    @Test("S9: a screen of the same name pushed in a host of its own (a folder in a folder) is another visit")
    func samedNamePushedIsAnotherVisit() async {
        let scene = SwiftUIScene()
        let rootHost = scene.host(FeedView.self)
        let navigation = NavigationController(rootViewController: rootHost)
        scene.show(navigation)
        _ = scene.runtime.makeScreen("Folder", in: rootHost.view)
        scene.application.launch()
        scene.runtime.update()
        scene.clock.advance(by: 1)
        let innerHost = scene.host(DetailView.self)
        _ = scene.runtime.makeScreen("Folder", in: innerHost.view)
        scene.runtime.update { navigation.pushViewController(innerHost) }
        #expect(await scene.summary() == ["enter Folder", "exit Folder 1s", "enter Folder"])
    }

    @Test("S9: a new view identity without visit: (.id(product.id) over another product) is another visit: the new instance declares another value, so it does not join the old one's visit")
    func newIdentityWithAnotherValueIsAnotherVisit() async {
        var first: SwiftUIScreenInstance?
        let scene = scene { scene, host in
            first = scene.runtime.makeScreen("Product", properties: ["sku": .string("sku-1")], in: host.view)
        }
        scene.clock.advance(by: 2)
        scene.runtime.update { _ = scene.runtime.switchBranch(of: first!, properties: ["sku": .string("sku-2")]) }
        scene.clock.advance(by: 1)
        #expect(await scene.summary() == ["enter Product", "exit Product 2s", "enter Product"])
    }
}
