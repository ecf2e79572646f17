@_spi(Platform) import Intercept

/// A method implementation of the headless runtime (an `IMP`): compared by identity, called
/// with the receiver, the selector it was sent as, and the arguments.
@MainActor
@_spi(Platform) public final class MethodImplementation: Equatable {
    /// What an implementation does; it may fail as an unrecognized selector does.
    public typealias Body = @MainActor (_ receiver: RuntimeObject, _ selector: String, _ arguments: [Any]) throws(UnrecognizedSelector) -> Any?

    private let body: Body

    public init(_ body: @escaping Body) {
        self.body = body
    }

    /// Runs the implementation as `objc_msgSend` would after finding it.
    public func call(_ receiver: RuntimeObject, _ selector: String, _ arguments: [Any]) throws(UnrecognizedSelector) -> Any? {
        try body(receiver, selector, arguments)
    }

    /// The forwarding entry point (`_objc_msgForward`): packs the message into an ``Invocation``
    /// and sends `forwardInvocation:` to the receiver, whose class decides what happens (the root
    /// class's answer is "unrecognized selector").
    public static let forwarding = MethodImplementation { receiver, selector, arguments throws(UnrecognizedSelector) in
        let invocation = Invocation(target: receiver, selector: selector, arguments: arguments)
        _ = try receiver.send(Invocation.forwardSelector, invocation)
        return invocation.returnValue
    }

    public nonisolated static func == (lhs: MethodImplementation, rhs: MethodImplementation) -> Bool {
        lhs === rhs
    }
}

/// The runtime's answer to a message nothing handles: `doesNotRecognizeSelector:`, which on
/// Apple's platforms raises and ends the app.
@_spi(Platform) public struct UnrecognizedSelector: Error, Equatable, Sendable {
    /// The selector sent.
    public let selector: String
    /// The receiver's class.
    public let className: String

    /// The failure of `selector` sent to an instance of `className`.
    public init(selector: String, className: String) {
        self.selector = selector
        self.className = className
    }
}

/// A message that went through forwarding (`NSInvocation`): its target, selector, arguments and
/// return value, which a forwarding-based hooker reads and re-dispatches.
@MainActor
final class Invocation {
    /// `forwardInvocation:`.
    public static let forwardSelector = "forwardInvocation:"

    public let target: RuntimeObject
    /// The selector; a hooker may change it before ``invoke()`` (Aspects sends its alias).
    public var selector: String
    public let arguments: [Any]
    public var returnValue: Any?

    init(target: RuntimeObject, selector: String, arguments: [Any]) {
        self.target = target
        self.selector = selector
        self.arguments = arguments
    }

    /// Sends the message again, with the current selector, and keeps its return value.
    public func invoke() throws(UnrecognizedSelector) {
        returnValue = try target.send(selector, arguments: arguments)
    }
}
