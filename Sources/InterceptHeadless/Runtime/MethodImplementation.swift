import Intercept

/// A method implementation of the headless runtime (an `IMP`): compared by identity, called
/// with the receiver, the selector it was sent as, and the arguments.
@MainActor
package final class MethodImplementation: Equatable {
    /// What an implementation does; it may fail as an unrecognized selector does.
    package typealias Body = @MainActor (_ receiver: RuntimeObject, _ selector: String, _ arguments: [Any]) throws(UnrecognizedSelector) -> Any?

    private let body: Body

    package init(_ body: @escaping Body) {
        self.body = body
    }

    /// Runs the implementation as `objc_msgSend` would after finding it.
    package func call(_ receiver: RuntimeObject, _ selector: String, _ arguments: [Any]) throws(UnrecognizedSelector) -> Any? {
        try body(receiver, selector, arguments)
    }

    /// The forwarding entry point (`_objc_msgForward`): packs the message into an ``Invocation``
    /// and sends `forwardInvocation:` to the receiver, whose class decides what happens (the root
    /// class's answer is "unrecognized selector").
    package static let forwarding = MethodImplementation { receiver, selector, arguments throws(UnrecognizedSelector) in
        let invocation = Invocation(target: receiver, selector: selector, arguments: arguments)
        _ = try receiver.send(Invocation.forwardSelector, invocation)
        return invocation.returnValue
    }

    package nonisolated static func == (lhs: MethodImplementation, rhs: MethodImplementation) -> Bool {
        lhs === rhs
    }
}

/// The runtime's answer to a message nothing handles: `doesNotRecognizeSelector:`, which on
/// Apple's platforms raises and ends the app.
package struct UnrecognizedSelector: Error, Equatable, Sendable {
    /// The selector sent.
    package let selector: String
    /// The receiver's class.
    package let className: String
}

/// A message that went through forwarding (`NSInvocation`): its target, selector, arguments and
/// return value, which a forwarding-based hooker reads and re-dispatches.
@MainActor
package final class Invocation {
    /// `forwardInvocation:`.
    package static let forwardSelector = "forwardInvocation:"

    package let target: RuntimeObject
    /// The selector; a hooker may change it before ``invoke()`` (Aspects sends its alias).
    package var selector: String
    package let arguments: [Any]
    package var returnValue: Any?

    init(target: RuntimeObject, selector: String, arguments: [Any]) {
        self.target = target
        self.selector = selector
        self.arguments = arguments
    }

    /// Sends the message again, with the current selector, and keeps its return value.
    package func invoke() throws(UnrecognizedSelector) {
        returnValue = try target.send(selector, arguments: arguments)
    }
}
