@_spi(Platform) import Intercept

/// A class of the headless runtime: a method table and a superclass, read and changed the way
/// the Objective-C runtime's functions do, so that hookers can be modelled faithfully (F14).
///
/// A root class (no superclass) answers `forwardInvocation:` as `NSObject` does: with
/// ``UnrecognizedSelector``.
@MainActor
@_spi(Platform) public final class RuntimeClass {
    public let name: String
    public let superclass: RuntimeClass?
    private var methods: [String: MethodImplementation]

    public init(name: String, superclass: RuntimeClass?, methods: [String: MethodImplementation] = [:]) {
        self.name = name
        self.superclass = superclass
        self.methods = methods
        if superclass == nil, methods[Invocation.forwardSelector] == nil {
            self.methods[Invocation.forwardSelector] = MethodImplementation { receiver, _, arguments throws(UnrecognizedSelector) in
                let selector = (arguments.first as? Invocation)?.selector ?? Invocation.forwardSelector
                throw UnrecognizedSelector(selector: selector, className: receiver.runtimeClass.name)
            }
        }
    }

    /// The implementation this class defines itself (`class_copyMethodList`).
    public func ownImplementation(of selector: String) -> MethodImplementation? {
        methods[selector]
    }

    /// The implementation an instance runs, own or inherited (`class_getInstanceMethod`); `nil`
    /// when no class in the chain has one.
    public func implementation(of selector: String) -> MethodImplementation? {
        methods[selector] ?? superclass?.implementation(of: selector)
    }

    /// `class_getMethodImplementation`: as ``implementation(of:)``, and the forwarding entry
    /// point when nothing implements the selector.
    public func methodImplementation(of selector: String) -> MethodImplementation {
        implementation(of: selector) ?? .forwarding
    }

    /// `method_setImplementation` on this class's own method: returns the one replaced; does
    /// nothing and returns `nil` when the class has no own method for `selector`.
    @discardableResult
    public func setImplementation(_ implementation: MethodImplementation, of selector: String) -> MethodImplementation? {
        guard let previous = methods[selector] else { return nil }
        methods[selector] = implementation
        return previous
    }

    /// `class_addMethod`: adds an own method; `false`, changing nothing, when there is one.
    @discardableResult
    public func addMethod(_ selector: String, _ implementation: MethodImplementation) -> Bool {
        guard methods[selector] == nil else { return false }
        methods[selector] = implementation
        return true
    }

    /// `class_replaceMethod`: sets the own method, adding it when missing; returns the own one it
    /// replaced, `nil` when it added one.
    @discardableResult
    public func replaceMethod(_ selector: String, _ implementation: MethodImplementation) -> MethodImplementation? {
        let previous = methods[selector]
        methods[selector] = implementation
        return previous
    }
}

/// An instance of a ``RuntimeClass``: what messages are sent to.
@MainActor
@_spi(Platform) public final class RuntimeObject {
    public let runtimeClass: RuntimeClass

    public init(of runtimeClass: RuntimeClass) {
        self.runtimeClass = runtimeClass
    }

    /// `objc_msgSend`: runs the implementation the class resolves for `selector`, or forwarding.
    @discardableResult
    public func send(_ selector: String, _ arguments: Any...) throws(UnrecognizedSelector) -> Any? {
        try send(selector, arguments: arguments)
    }

    /// `objc_msgSend` with the arguments as an array.
    @discardableResult
    public func send(_ selector: String, arguments: [Any]) throws(UnrecognizedSelector) -> Any? {
        try runtimeClass.methodImplementation(of: selector).call(self, selector, arguments)
    }

    /// `respondsToSelector:`.
    public func responds(to selector: String) -> Bool {
        runtimeClass.implementation(of: selector) != nil
    }
}
