import Foundation

/// One call a delegate spy received: which method, for which host, at which index path, and what
/// the spy answered (so a test can check the host got exactly that back).
public struct DelegateCall<Method: Hashable & Sendable>: Sendable, Equatable, CustomStringConvertible {
    /// The method called.
    public let method: Method
    /// The host that called, by identity.
    public let host: ObjectIdentifier
    /// The index path argument.
    public let indexPath: IndexPath
    /// What the spy returned, described; `nil` for methods returning nothing.
    public let answer: String?

    /// Creates a record.
    public init(method: Method, host: ObjectIdentifier, indexPath: IndexPath, answer: String? = nil) {
        self.method = method
        self.host = host
        self.indexPath = indexPath
        self.answer = answer
    }

    public var description: String {
        "\(method)(\(indexPath.map(String.init).joined(separator: "-")))" + (answer.map { " -> \($0)" } ?? "")
    }
}
