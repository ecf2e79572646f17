@_spi(Platform) import Intercept

/// A headless model of a forwarding-based hooker, as Aspects and JSPatch hook a method (F14).
///
/// Hooking `selector` on a class: the implementation in place (own or inherited) is kept under an
/// alias (`aspects__viewDidAppear:`), the method is routed through the forwarding entry point
/// (`_objc_msgForward`), and the class's `forwardInvocation:` is replaced. A message then arrives
/// as an invocation; when the class responds to the alias of its selector, the hooker runs its
/// advice around re-sending the invocation under the alias. Any other selector goes to the
/// `forwardInvocation:` it replaced, or raises "unrecognized selector" when that was inherited,
/// as Aspects does. This is why a hooker that messages a renamed selector crashes beside it: the
/// renamed selector reaches this `forwardInvocation:`, which has no alias for it.
@MainActor
@_spi(Platform) public final class ForwardingHooker {
    private let aliasPrefix: String
    private var advice: [String: [(before: (RuntimeObject) -> Void, after: (RuntimeObject) -> Void)]] = [:]
    private var classesWithForwarding: [ObjectIdentifier] = []

    public init(aliasPrefix: String = "aspects__") {
        self.aliasPrefix = aliasPrefix
    }

    /// Hooks `selector` on `runtimeClass`: `before` and `after` run around the method for every
    /// instance of the class (and its subclasses).
    public func hook(
        _ selector: String, in runtimeClass: RuntimeClass,
        before: @escaping (RuntimeObject) -> Void = { _ in }, after: @escaping (RuntimeObject) -> Void = { _ in }
    ) {
        advice[selector, default: []].append((before, after))
        let current = runtimeClass.methodImplementation(of: selector)
        if current != .forwarding {
            let alias = aliasPrefix + selector
            if runtimeClass.implementation(of: alias) == nil { runtimeClass.addMethod(alias, current) }
            runtimeClass.replaceMethod(selector, .forwarding)
        }
        routeForwarding(of: runtimeClass)
    }

    private func routeForwarding(of runtimeClass: RuntimeClass) {
        guard !classesWithForwarding.contains(ObjectIdentifier(runtimeClass)) else { return }
        classesWithForwarding.append(ObjectIdentifier(runtimeClass))
        let originalSelector = aliasPrefix + Invocation.forwardSelector
        let forward = MethodImplementation { [unowned self] receiver, _, arguments throws(UnrecognizedSelector) in
            guard let invocation = arguments.first as? Invocation else { return nil }
            let selector = invocation.selector
            let alias = aliasPrefix + selector
            guard receiver.responds(to: alias) else {
                // Not a selector this hooker routed: the replaced forwardInvocation:, or none.
                guard receiver.responds(to: originalSelector) else {
                    throw UnrecognizedSelector(selector: selector, className: receiver.runtimeClass.name)
                }
                return try receiver.send(originalSelector, invocation)
            }
            let advice = self.advice[selector] ?? []
            for entry in advice { entry.before(receiver) }
            invocation.selector = alias
            try invocation.invoke()
            invocation.selector = selector
            for entry in advice { entry.after(receiver) }
            return nil
        }
        if let replaced = runtimeClass.replaceMethod(Invocation.forwardSelector, forward) {
            runtimeClass.addMethod(originalSelector, replaced)
        }
    }
}
