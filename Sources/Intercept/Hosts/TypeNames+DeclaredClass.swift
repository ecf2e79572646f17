extension TypeNames {
    private static var declaredClasses: [ObjectIdentifier: AnyClass] = [:]

    /// The class the app declared for an object of runtime class `type` (F8): the first class up
    /// the hierarchy that is not a subclass the runtime made (key-value observing's
    /// `NSKVONotifying_X`, method-interception libraries'). Rules given as metatypes match it, so
    /// an observed object matches as its declared class does. Computed once per class.
    @_spi(Platform) public static func declaredClass(of type: AnyClass) -> AnyClass {
        let key = ObjectIdentifier(type)
        if let known = declaredClasses[key] { return known }
        var current: AnyClass = type
        while isRuntimeSubclass(named: String(describing: current)), let superclass = _getSuperclass(current) {
            current = superclass
        }
        declaredClasses[key] = current
        return current
    }
}
