@_spi(Platform) import Intercept

extension DeviceContext {
    /// The headless platform's context: fixed values, the same on every machine, so that bodies
    /// and tests are reproducible. UIKit's counterpart reads the real app, OS, device and screen.
    public static let headless = DeviceContext(
        appName: "Headless Shop",
        appIdentifier: "com.example.headless-shop",
        appVersion: "1.0",
        appBuild: "1",
        osName: "iOS",
        osVersion: "18.6",
        deviceModel: "iPhone15,2",
        locale: "en-US",
        timeZone: "UTC",
        screenWidth: 393,
        screenHeight: 852,
        screenScale: 3
    )
}
