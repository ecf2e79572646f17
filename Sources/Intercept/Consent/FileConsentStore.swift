import Foundation

/// A ``ConsentStore`` that keeps the user's decision in a small JSON file, so that an opt-out holds
/// at every later launch (N1): the default store of an app on iOS and visionOS
/// (``ConsentPolicy/platformDefaultStore``). Foundation only: it runs wherever the library does.
///
/// By default the file is `Intercept/consent.json` in the app's Application Support folder (on
/// Apple platforms, inside the app's container; elsewhere, the user's data folder), where the
/// system keeps it across launches and updates and backs it up. Tests and apps with a place of
/// their own pass `file`.
///
/// ```swift
/// var configuration = InterceptionConfiguration()
/// configuration.consent = ConsentPolicy(requiresOptIn: true, store: FileConsentStore())
/// ```
public final class FileConsentStore: ConsentStore {
    /// Where the decision is kept.
    public let file: URL

    /// A store keeping the decision in `file` (its folder is created when the first decision is
    /// saved); by default ``defaultFile``.
    public init(file: URL = FileConsentStore.defaultFile) {
        self.file = file
    }

    /// `Intercept/consent.json` in Application Support (the temporary folder where the system
    /// names none).
    public static var defaultFile: URL {
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return support.appendingPathComponent("Intercept", isDirectory: true).appendingPathComponent("consent.json")
    }

    /// What the file holds.
    private struct Record: Codable {
        var version = 1
        var decision: ConsentDecision
    }

    /// The decision in the file; `nil` when there is no file.
    ///
    /// - Throws: ``FileConsentStoreError/unreadable(path:reason:)`` when the file exists but
    ///   cannot be read or decoded.
    public func loadDecision() throws -> ConsentDecision? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            return try JSONDecoder().decode(Record.self, from: Data(contentsOf: file)).decision
        } catch {
            throw FileConsentStoreError.unreadable(path: file.path, reason: String(describing: error))
        }
    }

    /// Writes `decision` to a temporary file and renames it into place, so a kill leaves the old
    /// decision or the new one.
    ///
    /// - Throws: ``FileConsentStoreError/unwritable(path:reason:)`` (a read-only folder, a full disk).
    public func save(_ decision: ConsentDecision) throws {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(Record(decision: decision)).write(to: file, options: .atomic)
        } catch {
            throw FileConsentStoreError.unwritable(path: file.path, reason: String(describing: error))
        }
    }
}
