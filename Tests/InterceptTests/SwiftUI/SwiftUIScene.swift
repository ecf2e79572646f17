import Foundation
import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting

/// Root view types as SwiftUI spells them in a hosting controller's class name.
struct ModifiedContent<Content, Modifier> {}
struct AnyView {}
struct RootModifier {}
struct _EnvironmentKeyWritingModifier<Value> {}
struct FeedView {}
struct DetailView {}
struct SettingsView {}

/// An application with one window, an interception recording its events with a manual clock, and
/// the headless SwiftUI runtime, optionally noisy (S1-S5).
@MainActor
final class SwiftUIScene {
    let clock = ManualClock()
    let recorder = RecordingTracker()
    let interception: Interception
    let application = Application()
    let window = Window()
    let runtime: SwiftUIRuntime

    /// `installed: false`: the app installs its interception later (``install()``), after a
    /// consent prompt: until then neither the UIKit hooks nor the modifiers have one.
    init(noise: CallbackNoise? = nil, installed: Bool = true, configure: (inout InterceptionConfiguration) -> Void = { _ in }) {
        let clock = self.clock
        var configuration = InterceptionConfiguration(clock: { clock.now })
        configure(&configuration)
        interception = Interception(configuration: configuration, trackers: [recorder])
        runtime = SwiftUIRuntime(interception: interception, noise: noise)
        runtime.isInterceptionInstalled = installed
        if installed { application.addObserver(interception) }
        application.addWindow(window)
    }

    /// `UIKitHooks.install(for:)`: the hooks hear what comes next (not what already appeared),
    /// and the modifiers have the interception. SwiftUI renders nothing again.
    func install() {
        application.addObserver(interception)
        runtime.isInterceptionInstalled = true
    }

    /// A hosting controller of `FeedView` wrapped as SwiftUI wraps roots.
    func host<Root>(_ root: Root.Type = FeedView.self) -> HostingController<ModifiedContent<ModifiedContent<Root, _EnvironmentKeyWritingModifier<Int>>, RootModifier>> {
        HostingController(rootView: ModifiedContent())
    }

    /// Makes `root` the window's root; the containers' first children, laid out before the
    /// container had a size, get the window's (UIKit's autoresizing does that).
    func show(_ root: ViewController) {
        window.rootViewController = root
        for child in root.children { child.view.frame = window.bounds }
    }

    /// Launches with a navigation stack at the window's root whose root host shows the declared
    /// "List"; returns the stack and the list (S10).
    func launchListOnStack() -> (NavigationController, SwiftUIScreenInstance) {
        let listHost = host(FeedView.self)
        let navigation = NavigationController(rootViewController: listHost)
        show(navigation)
        let list = runtime.makeScreen("List", in: listHost.view)
        application.launch()
        runtime.update()
        return (navigation, list)
    }

    /// Every event delivered so far.
    func events() async -> [InteractionEvent] {
        await interception.flush()
        return recorder.events
    }

    /// Page and exposure events as "kind name" lines, durations in whole seconds.
    func summary() async -> [String] {
        await events().compactMap { event in
            switch event.kind {
            case .pageEnter: return "enter \(event.screen?.name ?? "-")"
            case .pageExit: return "exit \(event.screen?.name ?? "-") \(Int(event.duration ?? -1))s"
            case .exposure: return "exposure \(event.element?.trackingID ?? "-")"
            default: return nil
            }
        }
    }

    /// Lets `seconds` pass and plays a frame.
    func wait(_ seconds: Double = 0.1) {
        clock.advance(by: seconds)
        application.runFrame()
    }
}
