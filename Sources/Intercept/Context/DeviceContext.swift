/// Where events come from: the library, the app, the operating system, the device, the user's
/// locale and time zone, and the screen (I4).
///
/// A plain value the platform fills in once (the UIKit adapter from `Bundle`, `UIDevice` and
/// `UIScreen`; the headless platform with fixed values) and a destination encodes once, not per
/// event. It carries no hardware or advertising identifier: ``deviceModel`` names a model
/// ("iPhone15,2"), not a device.
public struct DeviceContext: Sendable, Hashable, Codable {
    /// This library's name in the `library` fields back ends show (``InterceptLibrary/name``).
    public static let defaultLibraryName = InterceptLibrary.name
    /// This library's version (``InterceptLibrary/version``).
    public static let defaultLibraryVersion = InterceptLibrary.version

    /// The library that sent the event; ``defaultLibraryName`` unless a wrapper names itself.
    public var libraryName: String
    /// The library's version; ``defaultLibraryVersion`` by default.
    public var libraryVersion: String
    /// The app's display name (`CFBundleName`).
    public var appName: String
    /// The app's bundle identifier.
    public var appIdentifier: String
    /// The app's marketing version (`CFBundleShortVersionString`).
    public var appVersion: String
    /// The app's build number (`CFBundleVersion`).
    public var appBuild: String
    /// The operating system's name ("iOS", "iPadOS").
    public var osName: String
    /// The operating system's version ("18.6").
    public var osVersion: String
    /// The device's model identifier ("iPhone15,2"): a model, never a device's identity.
    public var deviceModel: String
    /// The device's maker.
    public var deviceManufacturer: String
    /// The user's locale as a BCP 47 tag ("en-US").
    public var locale: String
    /// The time zone's IANA identifier ("Europe/Berlin").
    public var timeZone: String
    /// The screen's width in points.
    public var screenWidth: Double
    /// The screen's height in points.
    public var screenHeight: Double
    /// Pixels per point.
    public var screenScale: Double

    /// Creates a context.
    public init(
        libraryName: String = DeviceContext.defaultLibraryName,
        libraryVersion: String = DeviceContext.defaultLibraryVersion,
        appName: String,
        appIdentifier: String,
        appVersion: String,
        appBuild: String,
        osName: String,
        osVersion: String,
        deviceModel: String,
        deviceManufacturer: String = "Apple",
        locale: String,
        timeZone: String,
        screenWidth: Double,
        screenHeight: Double,
        screenScale: Double
    ) {
        self.libraryName = libraryName
        self.libraryVersion = libraryVersion
        self.appName = appName
        self.appIdentifier = appIdentifier
        self.appVersion = appVersion
        self.appBuild = appBuild
        self.osName = osName
        self.osVersion = osVersion
        self.deviceModel = deviceModel
        self.deviceManufacturer = deviceManufacturer
        self.locale = locale
        self.timeZone = timeZone
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.screenScale = screenScale
    }
}
