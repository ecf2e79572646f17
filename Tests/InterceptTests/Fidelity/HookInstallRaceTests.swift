@_spi(Platform) import Intercept
import Testing

/// F14: a hooker racing Intercept's install never finds Intercept's hook in place with a
/// `replaced` that later changes (calls on other threads read it without a lock).
@MainActor
@Suite("Hook install race")
struct HookInstallRaceTests {
    /// A method whose first write finds another hooker's implementation (`racer`) set between
    /// Intercept's read and write. Logs `replaced` each time the hook is put in place and taken
    /// out, to show it never changes while in place.
    final class RacedSlot: MethodSlot {
        let hookImplementation = 100
        let racer = 2
        var current = 1
        var raced = false
        weak var record: InstalledMethodHook<Int>?
        var whileInPlace: [(published: ReplacedImplementation<Int>?, withdrawn: ReplacedImplementation<Int>?)] = []

        var ownImplementation: Int? { current }
        var isImplemented: Bool { true }

        func replaceOwnImplementation(with implementation: Int) -> Int? {
            if !raced {
                raced = true
                current = racer
            }
            let previous = current
            if previous == hookImplementation, !whileInPlace.isEmpty { whileInPlace[whileInPlace.count - 1].withdrawn = record?.replaced }
            current = implementation
            if implementation == hookImplementation { whileInPlace.append((record?.replaced, nil)) }
            return previous
        }

        func addOwnImplementation(_ implementation: Int) -> Bool { false }
    }

    @Test("F14: a hooker racing the install: the hook is in place only with the implementation it really replaced, and that never changes")
    func replacedIsFinalWhilePublished() throws {
        let slot = RacedSlot()
        let record = InstalledMethodHook<Int>()
        slot.record = record
        #expect(record.install(slot.hookImplementation, into: slot) == .replacedOwn)

        #expect(slot.current == slot.hookImplementation)
        #expect(record.replaced == .own(slot.racer), "the hook continues with the racer's implementation")
        let last = try #require(slot.whileInPlace.last)
        #expect(last.published == .own(slot.racer))
        for interval in slot.whileInPlace.dropLast() {
            #expect(interval.published == interval.withdrawn, "replaced changed while the hook was in place")
        }
        #expect(record.uninstall(from: slot) == .restored)
        #expect(slot.current == slot.racer)
    }
}
