/// Class names, computed once per class, as the app declared them (F8).
///
/// `String(describing: type(of:))` goes through reflection and costs about a microsecond, and
/// describing one element asks for a dozen names (every path segment, the siblings it is counted
/// among). Classes are few, so their names are kept.
///
/// The class an object has at run time is not always the one the app declared: key-value
/// observing replaces an observed object's class with a subclass named `NSKVONotifying_X`, and
/// method-interception libraries do the same with names of their own. Such names are turned back
/// into the declared class's, so an observed recognizer still matches the tracked classes and
/// an observed view keeps its element type and path.
@MainActor
public enum TypeNames {
    private static var names: [ObjectIdentifier: String] = [:]

    /// The unqualified, declared name of `type`.
    public static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = declaredName(String(describing: type))
        names[key] = name
        return name
    }

    /// Prefixes the runtime puts before a declared class name in the subclasses it makes:
    /// key-value observing's, and RxCocoa's method interception's.
    public nonisolated static let runtimeSubclassPrefixes = ["NSKVONotifying_", "_RX_namespace_"]
    /// Suffixes the runtime puts after a declared class name in the subclasses it makes:
    /// Aspects' and ReactiveCocoa's method interception's.
    public nonisolated static let runtimeSubclassSuffixes = ["_Aspects_", "_RACSelectorSignal"]

    /// Whether `name` is the name of a class the runtime made (a key-value observing subclass):
    /// a platform that can walk up the class hierarchy names the object by the first superclass
    /// for which this is `false`.
    public nonisolated static func isRuntimeSubclass(named name: String) -> Bool {
        declaredName(name) != name
    }

    /// The declared class name for a runtime class name: the runtime subclass prefixes and
    /// suffixes removed (repeatedly: an observed object can be intercepted too); other names are
    /// returned unchanged.
    public nonisolated static func declaredName(_ runtimeName: String) -> String {
        var name = Substring(runtimeName)
        var changed = true
        while changed {
            changed = false
            for prefix in runtimeSubclassPrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
                name = name.dropFirst(prefix.count)
                changed = true
            }
            for suffix in runtimeSubclassSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
                name = name.dropLast(suffix.count)
                changed = true
            }
        }
        return String(name)
    }
}
