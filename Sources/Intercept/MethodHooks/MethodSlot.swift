/// One method of one class, as a platform's runtime lets Intercept read and change it: on UIKit
/// the Objective-C runtime (`class_copyMethodList`, `method_setImplementation`,
/// `class_addMethod`), headless the `MessageRuntime` model.
///
/// The slot only reads and writes; what to write, and what a hook calls next, is decided by
/// ``InstalledMethodHook``, so the rules that let Intercept's hooks coexist with other hookers
/// (F14) run and are tested on every platform.
@MainActor
@_spi(Platform) public protocol MethodSlot {
    /// An implementation (an `IMP` on UIKit), compared by identity.
    associatedtype Implementation: Equatable

    /// The implementation the class defines itself; `nil` when it only inherits the method, or
    /// when no class in its chain implements it.
    var ownImplementation: Implementation? { get }

    /// Whether an instance of the class responds to the method, through its own or an inherited
    /// implementation.
    var isImplemented: Bool { get }

    /// Replaces the class's own implementation; returns the one it replaced (atomically, as
    /// `method_setImplementation` does). Only called when ``ownImplementation`` is not `nil`.
    func replaceOwnImplementation(with implementation: Implementation) -> Implementation?

    /// Adds an own implementation to a class that only inherits the method; `false` when the class
    /// has one already (`class_addMethod`), so nothing changed.
    func addOwnImplementation(_ implementation: Implementation) -> Bool
}
