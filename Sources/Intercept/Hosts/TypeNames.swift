/// Class names, computed once per class.
///
/// `String(describing: type(of:))` goes through reflection and costs about a microsecond, and
/// describing one element asks for a dozen names (every path segment, the siblings it is counted
/// among). Classes are few, so their names are kept.
@MainActor
enum TypeNames {
    private static var names: [ObjectIdentifier: String] = [:]

    /// The unqualified name of `type`.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}
