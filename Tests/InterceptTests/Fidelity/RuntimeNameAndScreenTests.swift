import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// A tap recognizer whose class key-value observing replaced at run time, as the runtime names it.
@MainActor
final class NSKVONotifying_TapGestureRecognizer: TapGestureRecognizer {}

/// A label observed the same way.
@MainActor
final class NSKVONotifying_Label: Label {}

/// A table view key-value observed (`tableView.observe(\.contentSize)`), as the runtime names it.
@MainActor
final class NSKVONotifying_TableView: TableView {}

/// UIKit's keyboard controller, as the platform names it.
@MainActor
final class UIInputWindowController: ViewController {}

/// UIKit's private alert text field controller.
@MainActor
final class _UIAlertControllerTextFieldViewController: ViewController {}

/// SwiftUI's sheet container, a generic class.
@MainActor
final class PresentationHostingController<Content>: ViewController {}

/// F8 runtime subclasses, F9 system screens, F12 platform constants.
@MainActor
@Suite("Runtime names, system screens, platform constants")
struct RuntimeNameAndScreenTests {
    @Test("F8: runtime subclass names are turned back into the declared class's")
    func declaredNames() {
        #expect(TypeNames.declaredName("NSKVONotifying_UITapGestureRecognizer") == "UITapGestureRecognizer")
        #expect(TypeNames.declaredName("NSKVONotifying_MyApp.BannerView") == "MyApp.BannerView")
        #expect(TypeNames.declaredName("_RX_namespace_NSKVONotifying_UIButton") == "UIButton")
        #expect(TypeNames.declaredName("UIButton_Aspects_") == "UIButton")
        #expect(TypeNames.declaredName("UILabel") == "UILabel")
        #expect(TypeNames.declaredName("NSKVONotifying_") == "NSKVONotifying_", "nothing left to declare: unchanged")
        #expect(TypeNames.isRuntimeSubclass(named: "NSKVONotifying_UIView"))
        #expect(!TypeNames.isRuntimeSubclass(named: "UIView"))
    }

    @Test("F8: a key-value observed list and recognizer are hosts named by their declared class, not the runtime's subclass")
    func observedHostsKeepDeclaredNames() throws {
        let harness = Harness()
        let table = NSKVONotifying_TableView()
        table.delegate = SelectionCountingDelegate()
        let proxy = try #require(try harness.interception.intercept(table))
        #expect(proxy.context.hostIdentity.typeName == "TableView")
        let target = ActionRecorder()
        let tap = NSKVONotifying_TapGestureRecognizer(target: target, action: target.action())
        harness.screen.controller.view.addGestureRecognizer(tap)
        let hook = try #require(try harness.interception.intercept(tap))
        #expect(hook.hostIdentity.typeName == "TapGestureRecognizer")
    }

    @Test("F8: a key-value observed tap recognizer still matches the tracked classes; an observed view keeps its type")
    func observedRecognizerTracked() async throws {
        let harness = Harness()
        let banner = NSKVONotifying_Label(text: "Sale")
        harness.screen.controller.view.addSubview(banner)
        let target = ActionRecorder()
        let tap = NSKVONotifying_TapGestureRecognizer(target: target, action: target.action())
        banner.addGestureRecognizer(tap)
        let hook = try #require(try harness.interception.intercept(tap))
        #expect(tap.recognizerTypeName == "TapGestureRecognizer")
        #expect(tap.simulateRecognition())
        let events = await harness.events()
        #expect(events.map(\.kind) == [.tap], "the recognizer matches TapGestureRecognizer")
        #expect(events.first?.element?.type == "Label")
        #expect(events.first?.element?.path.hasSuffix("Label[0]") == true)
        #expect(events.first?.host == hook.hostIdentity)
    }

    /// An application whose window shows `root`, observed by a fresh interception.
    private func pages(_ configuration: InterceptionConfiguration = InterceptionConfiguration(), showing screens: [ViewController]) async -> [String] {
        let recorder = RecordingTracker()
        let interception = Interception(configuration: configuration, trackers: [recorder])
        let application = Application()
        application.addObserver(interception)
        let window = Window()
        application.addWindow(window)
        window.rootViewController = screens.first
        application.launch()
        for (presenting, presented) in zip(screens, screens.dropFirst()) { presenting.present(presented) }
        #expect(screens.last?.isScreenAppeared == true, "each screen appeared in turn, the last is on screen")
        await interception.flush()
        return recorder.events.filter { $0.kind == .pageEnter }.compactMap(\.screen?.name)
    }

    @Test("F9: keyboard, alert-internal and hosting containers are not pages by default; the app's are")
    func systemScreensAreNotPages() async {
        let app = ViewController(title: "Home")
        let entered = await pages(showing: [
            app, UIInputWindowController(), _UIAlertControllerTextFieldViewController(), PresentationHostingController<Int>(),
        ])
        #expect(entered == ["ViewController"])
    }

    @Test("F9: the list is configurable, and a screen declared a page is one")
    func systemScreenListConfigurable() async {
        var configuration = InterceptionConfiguration()
        configuration.pages.systemScreenNames.remove("UIInputWindowController")
        #expect(await pages(configuration, showing: [ViewController(), UIInputWindowController()]) == ["ViewController", "UIInputWindowController"])

        let declared = _UIAlertControllerTextFieldViewController()
        declared.pageAttributes.isPage = true
        #expect(await pages(showing: [ViewController(), declared]) == ["ViewController", "_UIAlertControllerTextFieldViewController"])
        #expect(PagePolicy().isSystemScreen(named: "PresentationHostingController<ModifiedContent<AnyView, _EnvironmentKeyWritingModifier<Bool>>>"))
        #expect(!PagePolicy().isSystemScreen(named: "UIHostingController<ContentView>"), "an app's own hosting controller is a page")
    }

    @Test("F12: text content types come from the platform's constants, whose values are autocomplete tokens")
    func platformContentTypes() async throws {
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        let values = [
            PlatformTextContentType.oneTimeCode, PlatformTextContentType.newPassword, PlatformTextContentType.emailAddress,
            PlatformTextContentType.telephoneNumber, PlatformTextContentType.creditCardNumber, PlatformTextContentType.password,
        ]
        #expect(values == ["one-time-code", "new-password", "email", "tel", "cc-number", "password"], "UIKit's raw values")
        // Typed text is withheld whatever its type (H8); opted in, the sensitive kinds still are.
        let describer = ElementDescriber(rules: ElementTrackingRules(capturesTypedText: true))
        for value in values {
            let field = TextField(text: "4111 1111 1111 1111", textContentType: PlatformTextContentType.contentType(value))
            harness.screen.controller.view.addSubview(field)
            #expect(describer.describe(field)?.element.content == nil, "sensitive kinds never give their text: \(value)")
            #expect(harness.interception.elementDescriber.describe(field)?.element.content == nil)
        }
        let plain = TextField(text: "blue shoes", textContentType: PlatformTextContentType.contentType("search-term"))
        harness.screen.controller.view.addSubview(plain)
        #expect(describer.describe(plain)?.element.content == "blue shoes")
        #expect(harness.interception.elementDescriber.describe(plain)?.element.content == nil, "not opted in: nothing")
        #expect(plain.textContentType?.rawValue == "search-term", "an unknown platform value is carried as is")
    }
}
