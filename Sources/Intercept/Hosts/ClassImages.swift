/// Whether a class's code is the operating system's, from the path of the image (framework,
/// library or executable) it was loaded from, as the platform reads it (F15, C4, A2).
///
/// Which lists and recognizers are the platform's own cannot be told from names alone: SwiftUI's,
/// ContactsUI's and UIKit's own internals use classes with no common prefix (an `UpdateCoalescing…`
/// table, a `CNContact…` controller, a calendar's collection view). Where a class was loaded from
/// tells it: under the system's `/System/` or `/usr/lib/` (``SystemImagePath``) it is the
/// system's; in the app's bundle it is the app's. The platform only reads the path
/// (`class_getImageName` on Apple platforms); what follows from it is decided here and in
/// ``SystemInterfacePolicy``.
///
/// A class the runtime made (no image: key-value observing's subclass, or another SDK's
/// isa-swizzling subclass) is judged as the class it was made from, its declared class
/// (``TypeNames/declaredClass(of:)``, F8), which every rule by image asks. A declared class
/// whose image cannot be told (no reader installed) is the app's: a wrong "app" only intercepts a
/// list or recognizer, as before; a wrong "system" would lose the app's events.
@MainActor
@_spi(Platform) public enum ClassImages {
    /// Reads the image path a class was loaded from; `nil` when it cannot be told.
    @_spi(Platform) public typealias Reader = @MainActor (AnyClass) -> String?

    private static var reader: Reader?
    private static var systemImages = SystemImagePath(frameworkImage: "")
    private static var verdicts: [ObjectIdentifier: Bool] = [:]

    /// How many times a reader was installed: verdicts kept elsewhere from these (the touch
    /// handling of a class, ``TouchHandlingClasses``) are dropped when it changes.
    @_spi(Platform) public private(set) static var generation = 0

    /// Installs the platform's reader, and where its system images live (``SystemImagePath``, from
    /// the UI framework's own image); idempotent, and the verdicts so far are dropped, with the
    /// declared classes and names that depend on them.
    @_spi(Platform) public static func use(_ reader: @escaping Reader, systemImages: SystemImagePath) {
        Self.reader = reader
        Self.systemImages = systemImages
        verdicts = [:]
        generation += 1
        // Which classes the runtime made, and so their declared classes and names, are read from
        // the reader too.
        TypeNames.forgetClasses()
    }

    /// Whether a platform reader is installed.
    @_spi(Platform) public static var isReaderInstalled: Bool { reader != nil }

    /// Whether `type` was made at run time, as `objc_allocateClassPair` makes a class: a reader is
    /// installed and answers no image for it. Not kept: ``TypeNames/declaredClass(of:)``, its one
    /// caller, keeps its answer per class.
    @_spi(Platform) public static func isRuntimeMade(_ type: AnyClass) -> Bool {
        guard let reader else { return false }
        return reader(type) == nil
    }

    /// Whether `type`'s code is the operating system's: the image it was loaded from is one of the
    /// system's. Kept per class.
    @_spi(Platform) public static func isSystemClass(_ type: AnyClass) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = verdicts[key] { return known }
        let verdict = reader?(type).map(systemImages.contains) ?? false
        verdicts[key] = verdict
        return verdict
    }
}
