@_spi(Platform) import Intercept
import Testing

/// A2: a system class's touch handling is not the app's code, on a device and on the simulator.
@Suite("System image paths")
struct SystemImagePathTests {
    static let simulatorRoot = "/Library/Developer/CoreSimulator/Volumes/iOS_22F77/Library/Developer/CoreSimulator/Profiles/Runtimes/iOS 18.5.simruntime/Contents/Resources/RuntimeRoot"

    @Test("A2: on a device, frameworks under /System/ are the system's; the app's executable and its frameworks are not")
    func device() {
        let system = SystemImagePath(frameworkImage: "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore")
        #expect(system.root.isEmpty)
        #expect(system.contains("/System/Library/Frameworks/MapKit.framework/MapKit"))
        #expect(system.contains("/usr/lib/libobjc.A.dylib"))
        #expect(!system.contains("/private/var/containers/Bundle/Application/0A1B/Shop.app/Shop"))
        #expect(!system.contains("/private/var/containers/Bundle/Application/0A1B/Shop.app/Frameworks/Kit.framework/Kit"))
    }

    @Test("A2: on the simulator, frameworks under the runtime root's /System/ are the system's; the app's are not")
    func simulator() {
        let root = Self.simulatorRoot
        let system = SystemImagePath(frameworkImage: root + "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore")
        #expect(system.root == root)
        #expect(system.contains(root + "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore"))
        #expect(system.contains(root + "/System/Library/Frameworks/MapKit.framework/MapKit"))
        #expect(system.contains(root + "/usr/lib/libobjc.A.dylib"))
        #expect(!system.contains("/Users/ada/Library/Developer/CoreSimulator/Devices/5C2E/data/Containers/Bundle/Application/0A1B/Shop.app/Shop"))
        #expect(!system.contains(root + "/Applications/Shop.app/System/Shop"), "a path that only holds /System/ further in")
    }
}
