#if canImport(UIKit)
import ObjectiveC
import UIKit

/// A value kept on an object as an Objective-C associated object: how the adapter stores what
/// Intercept declares about UIKit's views and controllers, which it cannot add properties to.
@MainActor
struct AssociatedStorage<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let key: UnsafeRawPointer
    private let defaultValue: Value

    /// Creates storage with its own key; keep one instance per stored property.
    init(defaultValue: Value) {
        key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
        self.defaultValue = defaultValue
    }

    /// Creates storage keyed by `type`'s metadata address, unique to the type and the same for
    /// every instance: for generic code, which cannot keep one instance per type.
    init(keyedBy type: Any.Type, defaultValue: Value) {
        key = UnsafeRawPointer(unsafeBitCast(type, to: OpaquePointer.self))
        self.defaultValue = defaultValue
    }

    func value(on object: AnyObject) -> Value {
        (objc_getAssociatedObject(object, key) as? Box)?.value ?? defaultValue
    }

    /// Whether a value was ever set on `object`; reading it attaches nothing.
    func hasValue(on object: AnyObject) -> Bool {
        objc_getAssociatedObject(object, key) != nil
    }

    func set(_ value: Value, on object: AnyObject) {
        objc_setAssociatedObject(object, key, Box(value), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
#endif
