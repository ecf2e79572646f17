/// Turns the arguments of a marked delegate method into an event's custom properties.
///
/// Each overload is picked at compile time by the argument's type: numbers, Booleans, property
/// values, enumerations with an integer or string raw value, and types of the app's own that adopt
/// ``DelegateEventPropertyConvertible``. Anything else, plain strings included (they may carry
/// text a user typed, which analytics never carries), gives no property.
public enum DelegateEventProperty {
    /// An integer.
    public static func value(_ value: Int) -> PropertyValue? { .integer(value) }
    /// A number.
    public static func value(_ value: Double) -> PropertyValue? { .double(value) }
    /// A Boolean.
    public static func value(_ value: Bool) -> PropertyValue? { .bool(value) }
    /// A property value, as it is.
    public static func value(_ value: PropertyValue) -> PropertyValue? { value }
    /// A value that says how it is reported.
    public static func value<Value: DelegateEventPropertyConvertible>(_ value: Value) -> PropertyValue? {
        value.delegateEventProperty
    }
    /// An enumeration case, by its integer raw value.
    public static func value<Value: RawRepresentable>(_ value: Value) -> PropertyValue? where Value.RawValue == Int {
        .integer(value.rawValue)
    }
    /// An enumeration case, by its string raw value (a name the app declared, not typed text).
    public static func value<Value: RawRepresentable>(_ value: Value) -> PropertyValue? where Value.RawValue == String {
        .string(value.rawValue)
    }
    /// Anything else: no property.
    @_disfavoredOverload
    public static func value<Value>(_ value: Value) -> PropertyValue? { nil }

    /// The properties among `pairs` that have a value.
    public static func properties(_ pairs: KeyValuePairs<String, PropertyValue?>) -> [String: PropertyValue] {
        var properties: [String: PropertyValue] = [:]
        for case let (name, value?) in pairs { properties[name] = value }
        return properties
    }
}

/// A type of the app's own that a marked delegate method reports as a property of its event.
public protocol DelegateEventPropertyConvertible {
    /// The property value events carry for it.
    var delegateEventProperty: PropertyValue { get }
}
