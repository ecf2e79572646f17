/// A failed check from InterceptTesting's helpers.
///
/// The helpers throw instead of calling a test framework, so they work under Swift Testing and
/// XCTest alike: `try` them in a throwing test and the message becomes the failure.
public struct ExpectationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was expected and what happened.
    public let message: String

    /// Creates a failure with a message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
