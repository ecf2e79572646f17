#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

extension DeviceContext {
    /// The running app's context, read from the main bundle, `UIDevice`, the current locale and
    /// time zone, and the main screen (none on visionOS): a translation of platform values into the core's, nothing
    /// decided here. The model is the hardware model string (`utsname.machine`, "iPhone15,2"; the
    /// simulated model on a simulator), never a device identifier; the locale is a BCP 47 tag.
    @MainActor
    public static func current(bundle: Bundle = .main) -> DeviceContext {
        let info = bundle.infoDictionary ?? [:]
        func value(_ key: String) -> String { info[key] as? String ?? "" }
        var system = utsname()
        uname(&system)
        let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
        // On a simulator `machine` is the Mac's architecture; the simulated model is in the environment.
        let model = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? machine
        let locale: String
        if #available(iOS 16, tvOS 16, *) {
            locale = Locale.current.identifier(.bcp47)
        } else {
            locale = Locale.current.identifier.replacingOccurrences(of: "_", with: "-")
        }
        #if os(visionOS)
        // visionOS has no screen (`UIScreen` is unavailable there): windows are placed in space.
        let screenSize = (width: 0.0, height: 0.0)
        let screenScale = Double(UITraitCollection.current.displayScale)
        #else
        let screenSize = (width: Double(UIScreen.main.bounds.width), height: Double(UIScreen.main.bounds.height))
        let screenScale = Double(UIScreen.main.scale)
        #endif
        return DeviceContext(
            appName: appName(displayName: value("CFBundleDisplayName"), bundleName: value("CFBundleName")),
            appIdentifier: bundle.bundleIdentifier ?? "",
            appVersion: value("CFBundleShortVersionString"),
            appBuild: value("CFBundleVersion"),
            osName: UIDevice.current.systemName,
            osVersion: UIDevice.current.systemVersion,
            deviceModel: model,
            locale: locale,
            timeZone: TimeZone.current.identifier,
            screenWidth: screenSize.width,
            screenHeight: screenSize.height,
            screenScale: screenScale
        )
    }
}
#endif
