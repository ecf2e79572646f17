/// This library's name and version, as back ends show them and as a team pins it.
///
/// ``version`` is the release this source is (semantic versioning, `CHANGELOG.md`): every
/// event's ``DeviceContext`` carries it by default (each back end's `library` field), and
/// `InterceptDelivery` sends it in the `User-Agent` of every upload, so a back end can tell which
/// release sent a batch.
public enum InterceptLibrary {
    /// The name back ends show in their `library` fields.
    public static let name = "intercept-swift"
    /// The release this source is; raised with every release (`CHANGELOG.md`).
    public static let version = "0.2.0"
    /// `name/version`, the `User-Agent` product token of every upload.
    public static var userAgent: String { "\(name)/\(version)" }
}
