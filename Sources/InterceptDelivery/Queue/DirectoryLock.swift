import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file inside a queue directory, held for as long
/// as the queue is open.
///
/// Two processes (or two queues in one process) writing the same segments would corrupt each
/// other's records and acknowledge each other's batches, so the second one is refused with
/// ``DurableQueueError/directoryInUse(path:)``. The kernel releases the lock when the process dies,
/// however it dies, so a restart after a kill is never locked out.
final class DirectoryLock {
    private var descriptor: Int32

    /// Takes the lock on `fileURL`, creating the file when needed; never waits.
    init(fileURL: URL) throws(DurableQueueError) {
        let path = fileURL.path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            if code == EWOULDBLOCK { throw .directoryInUse(path: fileURL.deletingLastPathComponent().path) }
            throw .cannotOpen(path: path, reason: String(cString: strerror(code)))
        }
        self.descriptor = descriptor
    }

    /// Releases the lock; idempotent.
    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
