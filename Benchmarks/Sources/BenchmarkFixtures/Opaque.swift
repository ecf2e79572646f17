/// Returns its argument through a call the optimizer cannot see into, so that neither side of a
/// comparison is devirtualized on the strength of knowing the concrete type. Pass existentials
/// (`value as any P`), or the concrete type is known again at the call site.
@inline(never) @_optimize(none)
public func opaque<Value>(_ value: Value) -> Value { value }

/// Keeps a result alive, so that the optimizer cannot drop the work that produced it.
@inline(never) @_optimize(none)
public func consume<Value>(_ value: Value) {}
