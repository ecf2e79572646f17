@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// F14: Intercept's hooks set the implementation and call the one they replaced with the
/// original selector, so forwarding-based hookers (Aspects, JSPatch) installed before or after
/// keep working, and uninstalling restores exactly what was there. Driven through the headless
/// model of the Objective-C runtime, with the core's ``InstalledMethodHook`` deciding, as on UIKit.
@MainActor
@Suite("Hooks coexist")
struct HookCoexistenceTests {
    static let viewDidAppear = "viewDidAppear:"

    /// What ran, in order: the app's method, the other hooker's advice.
    final class Log {
        var entries: [String] = []
    }

    let log = Log()
    let recorder = RecordingTracker()
    let interception: Interception
    let root = RuntimeClass(name: "NSObject", superclass: nil)
    let controllerClass: RuntimeClass

    init() {
        interception = Interception(trackers: [recorder])
        let log = self.log
        controllerClass = RuntimeClass(name: "ShopViewController", superclass: root, methods: [
            Self.viewDidAppear: MethodImplementation { _, selector, _ in
                log.entries.append("app(\(selector))")
                return nil
            },
        ])
    }

    /// Intercept's hook on `viewDidAppear:`: emits one event per call.
    func interceptHook(on runtimeClass: RuntimeClass? = nil) -> RuntimeMethodHook {
        let interception = self.interception
        return RuntimeMethodHook(Self.viewDidAppear, in: runtimeClass ?? controllerClass) { _, _ in
            interception.emit(InteractionEvent(kind: .pageEnter, timestamp: interception.now))
        }
    }

    func aspects() -> ForwardingHooker {
        let hooker = ForwardingHooker()
        let log = self.log
        hooker.hook(Self.viewDidAppear, in: controllerClass, before: { _ in log.entries.append("aspects.before") }, after: { _ in log.entries.append("aspects.after") })
        return hooker
    }

    func events() async -> Int {
        await interception.flush()
        return recorder.events.filter { $0.kind == .pageEnter }.count
    }

    @Test("F14: a forwarding hooker installed before Intercept keeps its advice, the app's method runs once, Intercept reports once")
    func forwardingHookerFirst() async throws {
        let hooker = aspects()
        let hook = interceptHook()
        #expect(hook.install() == .replacedOwn)
        try RuntimeObject(of: controllerClass).send(Self.viewDidAppear, false)
        #expect(log.entries == ["aspects.before", "app(aspects__viewDidAppear:)", "aspects.after"])
        #expect(await events() == 1)
        _ = hooker
    }

    @Test("F14: a forwarding hooker installed after Intercept calls Intercept's hook under its alias; the app's method gets its own selector")
    func forwardingHookerAfter() async throws {
        let hook = interceptHook()
        #expect(hook.install() == .replacedOwn)
        let hooker = aspects()
        try RuntimeObject(of: controllerClass).send(Self.viewDidAppear, false)
        #expect(log.entries == ["aspects.before", "app(viewDidAppear:)", "aspects.after"], "the app's implementation is called with the original selector, not the alias")
        #expect(await events() == 1)
        _ = hooker
    }

    @Test("F14: the planted defect, an exchange-style hook messaging a renamed selector, dies beside a forwarding hooker installed first")
    func exchangeStyleCrashesBesideForwardingHooker() throws {
        let hooker = aspects()
        // The old style: exchange with `intercept_viewDidAppear:`, whose hook messages that name.
        let renamed = "intercept_" + Self.viewDidAppear
        controllerClass.addMethod(renamed, MethodImplementation { receiver, _, arguments throws(UnrecognizedSelector) in
            try receiver.send(renamed, arguments: arguments)
        })
        let original = try #require(controllerClass.ownImplementation(of: Self.viewDidAppear))
        let replacement = try #require(controllerClass.ownImplementation(of: renamed))
        controllerClass.setImplementation(replacement, of: Self.viewDidAppear)
        controllerClass.setImplementation(original, of: renamed)
        #expect(throws: UnrecognizedSelector(selector: renamed, className: "ShopViewController")) {
            try RuntimeObject(of: controllerClass).send(Self.viewDidAppear, false)
        }
        _ = hooker
    }

    @Test("F14: uninstalling restores exactly the implementation that was there, and the other hooker keeps working")
    func uninstallRestoresExactly() async throws {
        let hooker = aspects()
        let before = try #require(controllerClass.ownImplementation(of: Self.viewDidAppear))
        #expect(before == .forwarding, "the forwarding hooker routed the method through forwarding")
        let hook = interceptHook()
        hook.install()
        #expect(controllerClass.ownImplementation(of: Self.viewDidAppear) == hook.implementation)
        #expect(hook.uninstall() == .restored)
        #expect(controllerClass.ownImplementation(of: Self.viewDidAppear) == before)
        try RuntimeObject(of: controllerClass).send(Self.viewDidAppear, false)
        #expect(log.entries == ["aspects.before", "app(aspects__viewDidAppear:)", "aspects.after"])
        #expect(await events() == 0, "no event after uninstall")
        #expect(hook.uninstall() == .notInstalled, "uninstalling twice changes nothing")
        _ = hooker
    }

    @Test("F14: uninstalling after another hooker installed leaves its hook in place; Intercept's only passes through")
    func uninstallUnderLaterHooker() async throws {
        let hook = interceptHook()
        hook.install()
        let hooker = aspects()
        let after = try #require(controllerClass.ownImplementation(of: Self.viewDidAppear))
        #expect(hook.uninstall() == .leftInLaterHookersChain)
        #expect(controllerClass.ownImplementation(of: Self.viewDidAppear) == after, "the later hooker's implementation stays")
        try RuntimeObject(of: controllerClass).send(Self.viewDidAppear, false)
        #expect(log.entries == ["aspects.before", "app(viewDidAppear:)", "aspects.after"])
        #expect(await events() == 0, "the hook left in the chain does no work")
        _ = hooker
    }

    @Test("F14: a class that only inherits the method gets an override that calls the superclass's implementation as it is at each call")
    func inheritedMethodGetsOverride() async throws {
        let subclass = RuntimeClass(name: "CheckoutViewController", superclass: controllerClass)
        let hook = interceptHook(on: subclass)
        #expect(hook.install() == .addedOverride)
        #expect(controllerClass.ownImplementation(of: Self.viewDidAppear) != hook.implementation, "the superclass is untouched")
        // A hooker that hooks the superclass afterwards still runs for the subclass.
        let hooker = aspects()
        try RuntimeObject(of: subclass).send(Self.viewDidAppear, false)
        #expect(log.entries == ["aspects.before", "app(aspects__viewDidAppear:)", "aspects.after"])
        #expect(await events() == 1)
        try RuntimeObject(of: controllerClass).send(Self.viewDidAppear, false)
        #expect(await events() == 1, "instances of the superclass are not hooked")

        #expect(hook.uninstall() == .leftPassingThrough)
        log.entries = []
        try RuntimeObject(of: subclass).send(Self.viewDidAppear, false)
        #expect(log.entries == ["aspects.before", "app(aspects__viewDidAppear:)", "aspects.after"], "the override left behind only inherits")
        #expect(await events() == 1)
        _ = hooker
    }

    @Test("F14: a method no class implements is not hooked, and a record installs once")
    func missingMethodAndSecondInstall() {
        let hook = RuntimeMethodHook("noSuchMethod", in: controllerClass) { _, _ in }
        #expect(hook.install() == .methodMissing)
        #expect(controllerClass.implementation(of: "noSuchMethod") == nil)
        #expect(hook.uninstall() == .notInstalled)
        let appearance = interceptHook()
        #expect(appearance.install() == .replacedOwn)
        let installed = controllerClass.ownImplementation(of: Self.viewDidAppear)
        #expect(appearance.install() == .alreadyInstalled)
        #expect(controllerClass.ownImplementation(of: Self.viewDidAppear) == installed, "installing again does not hook the hook")
    }
}
