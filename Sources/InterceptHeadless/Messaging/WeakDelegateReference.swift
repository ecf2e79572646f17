/// A weak reference typed with one delegate protocol's existential, which generic code cannot
/// declare itself (`weak` needs a class-bound type).
@MainActor
protocol WeakDelegateReference: AnyObject {
    associatedtype Delegate
    init()
    var value: Delegate? { get set }
}
