@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

/// A menu element with a state, as `UIAction` has one.
@MainActor
final class StatefulElement {
    var state: Int
    init(state: Int) { self.state = state }
}

/// How a platform that reports menu choices through reporting copies of the app's actions (UIKit's
/// control menus) copies a menu and keeps the copies' states in step with the app's actions,
/// decided in the core (M1, F16).
@MainActor
@Suite("Menu wrapping")
struct MenuWrappingTests {
    @Test("F16 M1: actions are wrapped, submenus copied, wrappers (told by identity) and other elements kept")
    func treatments() {
        #expect(MenuWrapping.treatment(isMenu: false, isAction: true, isWrapper: false) == .wrap)
        #expect(MenuWrapping.treatment(isMenu: true, isAction: false, isWrapper: false) == .descend)
        #expect(MenuWrapping.treatment(isMenu: false, isAction: true, isWrapper: true) == .keep, "a menu shown again is not wrapped twice")
        #expect(MenuWrapping.treatment(isMenu: false, isAction: false, isWrapper: false) == .keep, "a command or deferred element is shown as it is")
    }

    @Test("F16 M1: after a choice the states the platform gave the wrappers go back to the app's actions, before its handler")
    func statesCopiedBack() {
        let group = MenuWrapperGroup<StatefulElement>()
        let small = StatefulElement(state: 1), large = StatefulElement(state: 0)
        let smallWrapper = StatefulElement(state: small.state), largeWrapper = StatefulElement(state: large.state)
        group.add(smallWrapper, standingFor: small)
        group.add(largeWrapper, standingFor: large)
        // A single-selection menu: the user chose "large", the platform turned it on and "small" off.
        largeWrapper.state = 1
        smallWrapper.state = 0
        var writes = 0
        group.copyStatesBack(read: { $0.state }, write: { element, state in
            element.state = state
            writes += 1
        })
        #expect(large.state == 1 && small.state == 0, "the handler reads the chosen state; the menu opens again as the user left it")
        #expect(writes == 2)
        group.copyStatesBack(read: { $0.state }, write: { _, _ in writes += 1 })
        #expect(writes == 2, "states already in step are not written again")
    }

    @Test("F16 M1: a released wrapper gives nothing back")
    func releasedWrappers() {
        let group = MenuWrapperGroup<StatefulElement>()
        let original = StatefulElement(state: 0)
        var wrapper: StatefulElement? = StatefulElement(state: 1)
        group.add(wrapper!, standingFor: original)
        #expect(group.liveWrapperCount == 1)
        wrapper = nil
        #expect(group.liveWrapperCount == 0)
        group.copyStatesBack(read: { $0.state }, write: { $0.state = $1 })
        #expect(original.state == 0)
    }

    @Test("F16 M1: a menu with no title (the platforms' empty string) is reported with none")
    func untitledMenu() async throws {
        let screen = SignalScreen()
        let source = screen.place(View(), Rect(x: 0, y: 100, width: 390, height: 100))
        _ = await screen.events()
        screen.interception.menuElementChosen(title: "Share", elementType: "UIAction", menuTitle: "", from: source)
        let event = try #require(await screen.events().first)
        #expect(event.menu?.title == nil)
        #expect(MenuWrapping.reportedTitle("Sort") == "Sort")
    }
}
