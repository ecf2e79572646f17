import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// Q1: the coexistence report, what sits in each delegate chain and the conflicts found.
@MainActor
@Suite("Coexistence report")
struct CoexistenceReportTests {
    /// Another library's proxy that forwards every message it does not implement and does not say
    /// to whom (an `NSProxy`-based one on UIKit): Intercept cannot see through it.
    final class OpaqueForwardingProxy: TableViewDelegate, MessageForwarding {
        private weak var hidden: (any TableViewDelegate)?
        init(hiding hidden: any TableViewDelegate) { self.hidden = hidden }
        func implements(_ selector: DelegateSelector) -> Bool { false }
        func forwardingTarget(for selector: DelegateSelector) -> (any TableViewDelegate)? { hidden }
        func responds(to selector: DelegateSelector) -> Bool { hidden != nil }
    }

    /// A table whose `delegate` override never calls `super`: the table keeps calling whatever it
    /// was given before.
    final class StubbornTableView: TableView {
        private weak var own: (any TableViewDelegate)?
        override var delegate: (any TableViewDelegate)? {
            get { own }
            set { own = newValue }
        }
    }

    final class Business: SelectionCountingDelegate {}

    private func links(_ host: CoexistenceReport.Host?) -> [String] {
        (host?.chain ?? []).map { "\($0.type):\($0.role.rawValue)" }
    }

    @Test("Q1: our proxy alone, in front of the app's delegate, and no conflict")
    func oursAlone() throws {
        let interception = Interception()
        let table = TableView()
        let business = Business()
        table.delegate = business
        try interception.intercept(table)
        let recognizer = TapGestureRecognizer()
        try interception.intercept(recognizer)

        let report = interception.coexistenceReport()

        #expect(report.hosts.count == 2)
        let list = try #require(report.hosts.first)
        #expect(list.kind == .list && list.state == .intercepted && list.identity != nil)
        #expect(links(list) == ["TableViewDelegateProxy:ours", "Business:delegate"])
        #expect(report.hosts.last?.kind == .gestureRecognizer)
        #expect(report.hosts.last?.state == .intercepted)
        #expect(report.conflicts.isEmpty)
        #expect(report.methodHooks.isEmpty)
    }

    @Test(
        "Q1: a foreign proxy that says whom it forwards to is seen through, in either order",
        arguments: [true, false], [ForeignDelegateProxy.Wrapping.hostDelegate, .dispatchTarget]
    )
    func foreignSeenThrough(foreignFirst: Bool, wrapping: ForeignDelegateProxy.Wrapping) throws {
        let interception = Interception()
        let table = TableView()
        let business = Business()
        table.delegate = business
        if foreignFirst {
            ForeignDelegateProxy.install(on: table, wrapping: wrapping)
            try interception.intercept(table)
        } else {
            try interception.intercept(table)
            ForeignDelegateProxy.install(on: table, wrapping: wrapping)
        }

        let report = interception.coexistenceReport()

        // Only a foreign proxy installed after ours and wrapping what the table calls stands in
        // front of ours; in every other case ours is in front and forwards to it (D8).
        let foreignInFront = !foreignFirst && wrapping == .dispatchTarget
        #expect(links(report.hosts.first) == (foreignInFront
            ? ["ForeignDelegateProxy:foreignSeenThrough", "TableViewDelegateProxy:ours", "Business:delegate"]
            : ["TableViewDelegateProxy:ours", "ForeignDelegateProxy:foreignSeenThrough", "Business:delegate"]))
        #expect(report.conflicts.isEmpty, "\(report)")
    }

    @Test("Q1: a foreign proxy that hides its forwardee ends the chain, as a conflict")
    func opaqueForeignProxy() throws {
        let interception = Interception()
        let table = TableView()
        let business = Business()
        table.delegate = business
        try interception.intercept(table)
        #expect(interception.coexistenceReport().conflicts.isEmpty)

        let opaque = OpaqueForwardingProxy(hiding: business)
        table.delegate = opaque

        let report = interception.coexistenceReport()
        #expect(links(report.hosts.first) == ["TableViewDelegateProxy:ours", "OpaqueForwardingProxy:foreignOpaque"])
        #expect(report.conflicts.map(\.kind) == [.foreignProxyHidesForwardee])
        #expect(report.conflicts.first?.detail.contains("OpaqueForwardingProxy") == true)
    }

    @Test("Q1: a host subclass whose delegate setter skips super is a conflict")
    func setterSkipsSuper() throws {
        let interception = Interception()
        let table = StubbornTableView()
        let first = Business()
        table.delegate = first
        try interception.intercept(table)
        #expect(interception.coexistenceReport().conflicts.isEmpty, "Intercept took the delegate the table reported")

        let second = SelectionCountingDelegate()
        table.delegate = second   // never reaches the hooked setter: the table still calls `first`

        let report = interception.coexistenceReport()
        #expect(report.conflicts.map(\.kind) == [.setterSkipsSuper])
        #expect(links(report.hosts.first) == ["TableViewDelegateProxy:ours", "Business:delegate"], "what the table really calls")
        _ = (first, second)
    }

    @Test("Q1: a delegate assigned while another interception owned the host")
    func assignedWhileOwnedByAnother() throws {
        let owner = Interception()
        let latecomer = Interception()
        let table = TableView()
        let business = Business()
        table.delegate = business
        let ownerProxy = try #require(try owner.intercept(table))

        table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: latecomer)
        let replacement = Business()
        table.delegate = replacement
        let otherTable = TableView()
        #expect(throws: InterceptionError.self) { try latecomer.setDelegate(replacement, on: table) }
        try latecomer.setDelegate(business, on: otherTable)

        let report = latecomer.coexistenceReport()
        let host = try #require(report.hosts.first)
        #expect(host.state == .interceptedByAnother)
        #expect(host.identity == ownerProxy.context.hostIdentity)
        #expect(host.conflicts.map(\.kind) == [.assignedWhileOwnedByAnother, .assignedWhileOwnedByAnother])
        #expect(links(host) == ["TableViewDelegateProxy:anotherInterception", "Business:delegate"])
        #expect(report.hosts.last?.state == .intercepted && report.hosts.last?.conflicts.isEmpty == true)
        // The owner sees its own chain, with the delegate assigned last, and no conflict.
        #expect(links(owner.coexistenceReport().hosts.first) == ["TableViewDelegateProxy:ours", "Business:delegate"])
        #expect(owner.coexistenceReport().conflicts.isEmpty)
    }

    @Test("Q1: a proxy of ours assigned as a delegate is listed as unwrapped")
    func unwrappedProxy() throws {
        let interception = Interception()
        let source = TableView()
        let target = TableView()
        let business = Business()
        source.delegate = business
        let sourceProxy = try #require(try interception.intercept(source))
        try interception.intercept(target)
        target.delegate = sourceProxy.asDelegate

        let report = interception.coexistenceReport()
        let host = try #require(report.hosts.last)
        #expect(host.unwrapped == [CoexistenceReport.Unwrapped(proxyHost: sourceProxy.context.hostIdentity, delegateType: "Business")])
        #expect(links(host) == ["TableViewDelegateProxy:ours", "Business:delegate"])
        #expect(report.description.contains("unwrapped: the proxy of \(sourceProxy.context.hostIdentity)"))
    }

    @Test("Q1: hosts that are gone leave the report; the report is Codable and readable")
    func weakAndCodable() throws {
        let interception = Interception()
        let kept = TableView()
        let business = Business()
        kept.delegate = business
        try interception.intercept(kept)
        do {
            let gone = TableView()
            try interception.intercept(gone)
        }
        let report = CoexistenceReport(
            hosts: interception.coexistenceReport().hosts,
            methodHooks: [
                .init(name: "-[UITableView setDelegate:]", installedImplementation: 0x10, currentImplementation: 0x10,
                      expectedImage: "/App", currentImage: "/App"),
                .init(name: "-[UIViewController viewDidAppear:]", installedImplementation: 0x20, currentImplementation: 0x30,
                      expectedImage: "/App", currentImage: "/Frameworks/Other.framework/Other"),
            ])

        #expect(report.hosts.count == 1)
        #expect(report.methodHooks.map(\.isOurs) == [true, false])
        #expect(report.conflicts.map(\.kind) == [.methodHookReplaced])
        #expect(report.description.contains("hook -[UIViewController viewDidAppear:]: replaced by /Frameworks/Other.framework/Other"))
        #expect(report.description.contains("chain: TableViewDelegateProxy (ours) -> Business (delegate)"))
        let decoded = try JSONDecoder().decode(CoexistenceReport.self, from: JSONEncoder().encode(report))
        #expect(decoded == report)
    }
}

/// Q1: the decisions the platform adapters feed with what they read.
@Suite("Coexistence report decisions")
struct CoexistenceReportDecisionTests {
    @Test("Q1: a proxy, or a class forwarding with code outside the system, hides its forwardee")
    func opaqueForwarders() {
        #expect(CoexistenceReport.isOpaqueForwarder(isProxy: true, forwardingOverrideImages: []))
        #expect(!CoexistenceReport.isOpaqueForwarder(isProxy: false, forwardingOverrideImages: []))
        #expect(!CoexistenceReport.isOpaqueForwarder(
            isProxy: false, forwardingOverrideImages: ["/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore"]))
        #expect(!CoexistenceReport.isOpaqueForwarder(
            isProxy: false,
            forwardingOverrideImages: ["/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/Library/Developer/CoreSimulator/Profiles/Runtimes/iOS.simruntime/Contents/Resources/RuntimeRoot/usr/lib/libobjc.A.dylib"]))
        #expect(CoexistenceReport.isOpaqueForwarder(
            isProxy: false, forwardingOverrideImages: ["/private/var/containers/Bundle/Application/X/Shop.app/Frameworks/RxCocoa.framework/RxCocoa"]))
        #expect(CoexistenceReport.isOpaqueForwarder(isProxy: false, forwardingOverrideImages: [nil]))
    }
}
