extension DeviceContext {
    /// The app's name from its bundle's names (F16): the name shown under its icon
    /// (`CFBundleDisplayName`), or, when it has none or an empty one, the bundle's name
    /// (`CFBundleName`), as the system falls back.
    @_spi(Platform) public static func appName(displayName: String?, bundleName: String?) -> String {
        if let displayName, !displayName.isEmpty { return displayName }
        return bundleName ?? ""
    }
}
