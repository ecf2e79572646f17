/// Class names, computed once per class, as the app declared them (F8).
///
/// `String(describing: type(of:))` goes through reflection and costs about a microsecond, and
/// describing one element asks for a dozen names (every path segment, the siblings it is counted
/// among). Classes are few, so their names are kept.
///
/// The class an object has at run time is not always the one the app declared: key-value
/// observing replaces an observed object's class with a subclass named `NSKVONotifying_X`, and
/// method-interception libraries do the same with names of their own. Such names are turned back
/// into the declared class's, and so is a class the runtime made with no image, whatever its name
/// (another SDK's isa-swizzling subclass, `declaredClass(of:)`), so an observed recognizer still
/// matches the tracked classes and an observed view keeps its element type and path.
///
/// Describing an element asks for a name per level of its path and per sibling counted, so the
/// lookup is on the hot path of every tap: a small direct-mapped table answers a class seen
/// recently with one comparison, and the dictionary behind it holds every class seen. Both are
/// main-actor state read without exclusivity checks (nothing in them is accessed re-entrantly).
@MainActor
@_spi(Platform) public enum TypeNames {
    @exclusivity(unchecked) private static var names: [ObjectIdentifier: String] = [:]
    @exclusivity(unchecked) private static var recent = [RecentName](repeating: RecentName(), count: recentSlots)
    private static let recentSlots = 64

    private struct RecentName {
        var type: ObjectIdentifier?
        var name = ""
    }

    /// The unqualified, declared name of `type`: a class's is its declared class's
    /// (`declaredClass(of:)`), so an object whose class the runtime replaced is named as the app
    /// declared it.
    public static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        // Metadata is pointer-aligned: the bits above the alignment pick the slot.
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (recentSlots - 1)
        if recent[slot].type == key { return recent[slot].name }
        let name: String
        if let known = names[key] {
            name = known
        } else {
            let declared: Any.Type = (type as? AnyClass).map { declaredClass(of: $0) } ?? type
            name = declaredName(String(describing: declared))
            names[key] = name
        }
        recent[slot] = RecentName(type: key, name: name)
        return name
    }

    /// Drops the names and declared classes kept: which classes the runtime made is read from the
    /// platform's image reader, and a new reader may answer otherwise. Called by
    /// `ClassImages.use`, so no lookup pays for checking.
    static func forgetClasses() {
        names = [:]
        recent = [RecentName](repeating: RecentName(), count: recentSlots)
        forgetDeclaredClasses()
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
