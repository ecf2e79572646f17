@_spi(Platform) import Intercept

extension DeviceContext {
    /// The headless platform's context: fixture data for tests and the demo, the same on every
    /// machine, so that bodies and tests are reproducible. It claims an iPhone on iOS 18.6 and an
    /// app named "Headless Shop": never send it to a real back end. On iOS use
    /// `DeviceContext.current()` (InterceptUIKit), which reads the real app, OS, device and screen;
    /// a tool on another platform builds its own `DeviceContext(appName:appIdentifier:...)`.
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
