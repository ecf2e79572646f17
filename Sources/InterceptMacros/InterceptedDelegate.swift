@_exported import Intercept

#if Macros
/// Generates, beside the delegate protocol it is attached to, the proxy that intercepts it and a
/// recording spy for tests (D15). The protocol stays as written: no `throws`, no extra defaults
/// (D14); the host's calls go through `$delegate.target?` instead of `delegate?` (D18).
///
/// ```swift
/// @InterceptedDelegate
/// @MainActor
/// protocol PlayerDelegate: AnyObject {
///     func player(_ player: Player, shouldPlay item: Int) -> Bool
///     func player(_ player: Player, didPause item: Int)
///     @Tracked("playerFinished") func player(_ player: Player, didFinish item: Int)
/// }
/// ```
///
/// - `PlayerDelegateProxy` forwards every requirement (methods with and without answers, `async`
///   and throwing ones, get and set properties) to the business delegate, held weakly; methods
///   marked ``Tracked(_:)`` also emit an event through the core's one emit path, its properties
///   taken from the method's arguments (``DelegateEventProperty``). A `@MainActor` protocol gets a
///   main-actor proxy; a `Sendable` protocol that is not `@MainActor` gets a `nonisolated` one,
///   callable from any thread (``AnyThreadDelegateProxy``, D17).
/// - `PlayerDelegateProxyTarget` is what the host's `$delegate.target` gives: the app's delegate,
///   loaded once for the call, and the proxy while it stands in front; it has the protocol's
///   methods, so a call site changes only from `delegate?` to `$delegate.target?`, and an unmarked
///   call costs what it costs on a host never intercepted (one weak load).
/// - `PlayerDelegateSpy` records every call (`DelegateCallRecording`), answers what its
///   `...Answer` properties say, and makes the invocations the conformance kit runs
///   (`PlayerDelegateSpy.player(player, shouldPlay: 1)`).
///
/// What cannot be forwarded is a compile-time error naming the requirement: associated types,
/// requirements that use `Self`, static requirements, initializers, subscripts, generic and
/// variadic methods, `some` and `@autoclosure` arguments, `rethrows`, overloads that differ only
/// in their answer, and properties with effects (D20). Non-escaping closures, `inout` arguments
/// (the spy writes a changed value back) and overloads (recorded under their full signatures) are
/// forwarded and checked.
@attached(peer, names: suffixed(Proxy), suffixed(ProxyTarget), suffixed(Spy))
public macro InterceptedDelegate() = #externalMacro(module: "InterceptMacrosPlugin", type: "InterceptedDelegateMacro")

/// Marks a requirement of an `@InterceptedDelegate` protocol whose calls are reported as events of
/// `kind`. It changes nothing in the protocol; the generated proxy reads it.
///
/// A method that answers is reported once the business delegate answered, a throwing one once it
/// returned (nothing when it threw); one that answers nothing, before the delegate runs (D19).
/// `answer` names the property that carries the answer: `@Tracked("prepared", answer: "ready")`.
@attached(peer)
public macro Tracked(_ kind: InteractionKind, answer property: String? = nil) = #externalMacro(module: "InterceptMacrosPlugin", type: "TrackedMacro")

/// Marks a requirement reported only for some answers: `@Tracked("playStarted", when: true)` gives
/// no event when the delegate vetoes (D19). The generated spy's invocation then checks each of
/// these answers and one other (for a `Bool`, both) as cases of their own (K6).
@attached(peer)
public macro Tracked<Answer: Equatable>(_ kind: InteractionKind, when answers: Answer..., answer property: String? = nil) =
    #externalMacro(module: "InterceptMacrosPlugin", type: "TrackedMacro")
#endif
