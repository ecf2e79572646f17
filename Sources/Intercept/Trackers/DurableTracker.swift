/// A tracker that takes each event on the submitting thread, before ``EventDispatcher/submit(_:)``
/// returns, instead of on its own queue later: what a durable queue needs so that a killed
/// process loses nothing it accepted (T6). An ``Interception`` submits an event about an element
/// from its describing queue, once the element is described (moments after the interaction, off
/// the main thread); other events it submits as `emit` is called, unless one is still being
/// described before them.
///
/// Its `track(_:)` must therefore be quick (an append to a file, not a network call) and safe to
/// call from several threads at once. `UploadTracker` is one. The dispatcher counts what it
/// takes (`delivered`) or throws on (`failed`, reported) like any other tracker, and still calls
/// its ``Tracker/flush()`` on a queue of its own.
public protocol DurableTracker: Tracker {}
