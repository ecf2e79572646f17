/// A kind of the app's own can be written as a string where a kind is expected, as the marked
/// methods of a delegate proxy name theirs: `forward(emitting: "playerFinished") { ... }`.
extension InteractionKind: ExpressibleByStringLiteral {
    /// The kind named `value`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}
