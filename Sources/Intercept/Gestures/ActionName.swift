/// The name of an action method: the pure-Swift counterpart of a selector.
///
/// Target-action pairs are identified by target and action name, so adding the same pair twice
/// can be recognized and ignored, as UIKit does.
public struct ActionName: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, for example "didTap".
    public var rawValue: String

    /// Wraps a method name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a method name written as a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
}
