import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// K1, K3: the kit checks Intercept's own proxies, one test case per behavior and method.
@MainActor
@Suite("Conformance kit: built-in list proxies")
struct ListConformanceTests {
    @Test("K1 K3: TableView and its proxy pass every check", arguments: await DelegateConformance.tableView.checks)
    func tableView(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }

    @Test("K1 K3: CollectionView and its proxy pass every check", arguments: await DelegateConformance.collectionView.checks)
    func collectionView(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }
}
