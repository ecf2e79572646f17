/// Which host an event came from: its type and a number unique among the hosts one
/// ``Interception`` has seen, so events from two tables sharing one delegate stay apart (D5).
public struct HostIdentity: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The host's type name, for example "TableView".
    public var typeName: String
    /// A number assigned when interception was installed on the host, unique per interception.
    public var instance: Int

    /// Creates an identity.
    public init(typeName: String, instance: Int) {
        self.typeName = typeName
        self.instance = instance
    }

    /// "TypeName#instance".
    public var description: String { "\(typeName)#\(instance)" }
}
