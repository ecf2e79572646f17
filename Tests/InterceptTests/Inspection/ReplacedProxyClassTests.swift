import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

/// The class an isa-swizzling library sets on the object a list's `setDelegate:` receives
/// (Sensors Analytics' `<Class>.0__CN.SENSORSDATA`, made at run time).
private final class SensorsDataTableViewDelegateProxy {}
/// The subclass key-value observing makes when something observes the proxy: it calls through.
private final class NSKVONotifying_TableViewDelegateProxy {}

/// Q1: beside a library whose list hooks run after Intercept's (it was started
/// first), that library receives Intercept's proxy and may isa-swizzle it; if it then calls the
/// delegate the list's getter reports, the app's, the proxy never hears a selection. Objects
/// cannot change class on the headless platform: the test answers the class, as the UIKit
/// adapter reads it with `object_getClass`.
@MainActor
@Suite("Coexistence report: a proxy whose class was replaced")
struct ReplacedProxyClassTests {
    @Test("Q1: a proxy of Intercept's whose class another library set at run time is a conflict; the proxy's own class and a key-value observing subclass are not")
    func replacedProxyClassIsAConflict() throws {
        let interception = Interception()
        let table = TableView()
        let business = SelectionCountingDelegate()
        table.delegate = business
        try interception.intercept(table)
        let proxy = try #require(table.storedDelegate as AnyObject?)
        #expect(proxy is TableViewDelegateProxy)

        func report(answering runtimeClass: AnyClass) -> CoexistenceReport {
            interception.coexistenceReport(methodHooks: [], isOpaqueForwarder: { _ in false }) { object in
                object === proxy ? runtimeClass : type(of: object)
            }
        }
        #expect(report(answering: TableViewDelegateProxy.self).conflicts.isEmpty)
        #expect(interception.coexistenceReport().conflicts.isEmpty, "the headless platform's own answer")
        let swizzled = report(answering: SensorsDataTableViewDelegateProxy.self)
        #expect(swizzled.conflicts.map(\.kind) == [.proxyClassReplaced])
        #expect(swizzled.description.contains("SensorsDataTableViewDelegateProxy"), "\(swizzled)")
        #expect(report(answering: NSKVONotifying_TableViewDelegateProxy.self).conflicts.isEmpty, "an observer calls through")
        withExtendedLifetime(business) {}
    }
}
