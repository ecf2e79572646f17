/// One call a delegate received: which method, with which arguments, and what it answered.
///
/// Recording spies (``DelegateCallRecorder``, the spies of `InterceptTesting` and those generated
/// for an app's own protocols) keep one per call, so a test can check that a call made through a
/// proxy arrived exactly once, with the same arguments, and that the host got the same answer
/// back (D1). Arguments and answers are kept as descriptions, so a record holds no reference to
/// anything the call touched and any protocol's values fit: there is no index path unless the
/// method has one.
public struct DelegateCall<Method: Hashable & Sendable>: Sendable, Equatable, CustomStringConvertible {
    /// The method called.
    public let method: Method
    /// The arguments, described with ``describe(_:)``, in order.
    public let arguments: [String]
    /// What the delegate returned, described; `nil` for methods returning nothing.
    public let answer: String?

    /// Creates a record.
    public init(method: Method, arguments: [String] = [], answer: String? = nil) {
        self.method = method
        self.arguments = arguments
        self.answer = answer
    }

    public var description: String {
        "\(method)(\(arguments.joined(separator: ", ")))" + (answer.map { " -> \($0)" } ?? "")
    }

    /// Describes an argument or an answer for a record: an object by its type and identity (two
    /// records name the same object only when it is the same instance), any other value as
    /// `String(describing:)` does.
    public static func describe(_ value: Any) -> String {
        if type(of: value) is AnyClass {
            let object = value as AnyObject
            return "\(type(of: object))(0x\(String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)))"
        }
        return String(describing: value)
    }

    /// The description of an answer of type `Answer`: `nil` for `Void`.
    public static func describeAnswer<Answer>(_ answer: Answer) -> String? {
        Answer.self == Void.self ? nil : describe(answer)
    }
}
