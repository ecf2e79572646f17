extension TypeNames {
    private static var declaredClasses: [ObjectIdentifier: AnyClass] = [:]

    /// The class the app declared for an object of runtime class `type` (F8): the first class up
    /// the hierarchy that is not a subclass the runtime made. Rules given as metatypes match it,
    /// so an observed object matches as its declared class does, and the rules by image
    /// (``SystemInterfacePolicy/isPrivatePlatformClass(_:)``, the app's class views) ask it.
    ///
    /// A subclass the runtime made is told two ways:
    /// - With the platform's image reader installed (``ClassImages``), a class with no image: the
    ///   Objective-C runtime answers no image for a class made with `objc_allocateClassPair`,
    ///   whoever made it (key-value observing's `NSKVONotifying_X`, or an analytics SDK that
    ///   isa-swizzles a list delegate into `X.0__CN.SENSORSDATA`, F8). Such a subclass of
    ///   a private platform class stays the platform's: otherwise an SDK's swizzle would make a
    ///   contact card's controller "the app's" and report its contents. A Swift generic class's
    ///   instantiation is no such class: the Swift runtime answers its image. Only a class whose
    ///   name holds the name of the class it was made from is walked past, as every isa-swizzler
    ///   names its subclasses (`NSKVONotifying_X`, `X.0__CN.SENSORSDATA`, `X_Aspects_`): an app
    ///   class a cross-platform runtime registers at run time (NativeScript's subclass of a view
    ///   controller) has a name of its own and keeps it (F8). The walk stops below
    ///   a root class (`NSObject`): a class the runtime made from the root holds no declared class
    ///   but itself, and so stays the app's, as a class whose image cannot be told is.
    /// - By name (``isRuntimeSubclass(named:)``): the prefixes and suffixes the known makers put
    ///   around the declared name, for a platform with no reader.
    ///
    /// Computed once per class, and again when the platform installs its reader again
    /// (`forgetClasses()`).
    @_spi(Platform) public static func declaredClass(of type: AnyClass) -> AnyClass {
        let key = ObjectIdentifier(type)
        if let known = declaredClasses[key] { return known }
        var current: AnyClass = type
        while let superclass = _getSuperclass(current),
            isRuntimeSubclass(named: String(describing: current))
                || (ClassImages.isRuntimeMade(current) && _getSuperclass(superclass) != nil
                    && String(describing: current).contains(SystemInterfacePolicy.bareTypeName(String(describing: superclass))))
        {
            current = superclass
        }
        declaredClasses[key] = current
        return current
    }

    /// Drops the declared classes kept (`forgetClasses()`).
    static func forgetDeclaredClasses() {
        declaredClasses = [:]
    }
}
