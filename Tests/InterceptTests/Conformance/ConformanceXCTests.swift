#if canImport(XCTest)
import Intercept
import InterceptHeadless
import InterceptTesting
import XCTest

/// K3: the kit from XCTest: one call checks everything and fails with every finding.
final class ConformanceXCTests: XCTestCase {
    /// K3: the built-in table proxy passes every check from XCTest.
    @MainActor
    func testK3TableViewConformsFromXCTest() async throws {
        try await DelegateConformance.tableView.requireConformance()
    }

    /// K3: a hand-written proxy for an app's own protocol passes from XCTest.
    @MainActor
    func testK3OwnProxyConformsFromXCTest() async throws {
        try await DelegateConformance<TestJukebox<JukeboxProxy>>.jukebox(JukeboxProxy.self).requireConformance()
    }

    /// K3 K4: from XCTest a planted defect fails with its behavior and method.
    @MainActor
    func testK3PlantedDefectFailsFromXCTest() async {
        do {
            try await DelegateConformance<TestJukebox<OmittingJukeboxProxy>>.jukebox(OmittingJukeboxProxy.self).requireConformance()
            XCTFail("a proxy that omits a method passed")
        } catch {
            XCTAssertTrue(error.message.contains("D1 jukebox(_:didPause:):"), error.message)
        }
    }
}
#endif
