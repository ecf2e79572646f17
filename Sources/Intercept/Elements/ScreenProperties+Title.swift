extension ScreenProperties {
    /// A screen's title from the titles its platform keeps (E3, F16): the controller's own title,
    /// or, when it has none, its navigation item's (what a navigation bar shows for a controller
    /// that sets only `navigationItem.title`). A platform with no navigation item passes `nil`.
    @_spi(Platform) public static func title(own: String?, navigationItem: String?) -> String? {
        own ?? navigationItem
    }
}
