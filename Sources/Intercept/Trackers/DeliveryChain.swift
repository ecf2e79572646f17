/// The trackers whose delivery the current code runs inside, innermost last (H7).
///
/// A channel binds it around every `track` call. It is a task-local value: bound on a plain
/// thread it is still visible to the code `track` calls, and a `Task` started there (to hop to
/// the main actor and emit, or to await a flush) inherits it. So an event submitted, or a flush
/// awaited, from inside a tracker's own delivery is recognized however the tracker got there, and
/// the dispatcher neither hands the event back to that tracker (which would feed itself forever)
/// nor waits for that tracker's flush (which would wait for itself forever).
enum DeliveryChain {
    @TaskLocal static var current: [ObjectIdentifier] = []
}
