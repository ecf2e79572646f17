import Foundation
import Intercept
import InterceptTesting
import Testing

/// An app's own delegate protocol with optional methods (defaults that answer "not implemented").
@MainActor
protocol DownloadDelegate: AnyObject {
    func download(_ download: Download, shouldStart url: String) throws(DelegateMethodNotImplemented) -> Bool
    func download(_ download: Download, didFinish url: String) throws(DelegateMethodNotImplemented)
}

extension DownloadDelegate {
    func download(_ download: Download, shouldStart url: String) throws(DelegateMethodNotImplemented) -> Bool {
        throw DelegateMethodNotImplemented()
    }
    func download(_ download: Download, didFinish url: String) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
}

@MainActor
final class Download: DelegateHost {
    let delegateSlot = DelegateSlot<DownloadDelegateProxy>()
    private weak var storedDelegate: (any DownloadDelegate)?
    var delegate: (any DownloadDelegate)? {
        get { storedDelegate }
        set { storedDelegate = delegateSlot.assign(newValue) }
    }

    func run(_ url: String) {
        let target: (any DownloadDelegate)? = delegateSlot.frontProxy ?? storedDelegate
        guard (try? target?.download(self, shouldStart: url)) ?? true else { return }
        try? target?.download(self, didFinish: url)
    }
}

@MainActor
final class DownloadDelegateProxy: DelegateProxy, DownloadDelegate {
    weak var forwardee: (any DownloadDelegate)?
    let context: DelegateProxyContext
    var asDelegate: any DownloadDelegate { self }
    init(context: DelegateProxyContext) { self.context = context }

    func download(_ download: Download, shouldStart url: String) throws(DelegateMethodNotImplemented) -> Bool {
        try forward { business throws(DelegateMethodNotImplemented) in try business.download(download, shouldStart: url) }
    }
    func download(_ download: Download, didFinish url: String) throws(DelegateMethodNotImplemented) {
        try forward { business throws(DelegateMethodNotImplemented) in try business.download(download, didFinish: url) }
    }
}

/// The trap: the base declares the conformance and leaves `didFinish` to the default...
@MainActor
class BaseDownloads: DownloadDelegate {
    var finished: [String] = []
    func download(_ download: Download, shouldStart url: String) -> Bool { true }
}

/// ...so this implementation is never called through the protocol.
@MainActor
final class TrappedDownloads: BaseDownloads {
    func download(_ download: Download, didFinish url: String) { finished.append(url) }
}

/// The safe form: the base implements every method it or a subclass needs, subclasses override.
@MainActor
class SafeBaseDownloads: DownloadDelegate {
    var finished: [String] = []
    func download(_ download: Download, shouldStart url: String) -> Bool { true }
    func download(_ download: Download, didFinish url: String) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
}

@MainActor
final class SafeDownloads: SafeBaseDownloads {
    override func download(_ download: Download, didFinish url: String) { finished.append(url) }
}

@MainActor
@Suite("Own protocol trap")
struct OwnProtocolTrapTests {
    @Test("D10: a method only a subclass implements is never reached through the proxy, and requireReaches says so")
    func trapIsDetected() throws {
        let interception = Interception()
        let download = Download()
        let trapped = TrappedDownloads()
        download.delegate = trapped
        try interception.intercept(download)
        download.run("a.zip")
        #expect(trapped.finished.isEmpty, "the trap is Swift's, not the proxy's: the default answered")

        let failure = #expect(throws: ExpectationFailure.self) {
            try DownloadDelegateProxy.requireReaches(trapped, "download(_:didFinish:)") { try $0.download(download, didFinish: "b.zip") }
        }
        #expect(failure?.message.contains("download(_:didFinish:) of TrappedDownloads is not reached") == true)
        #expect(failure?.message.contains("Implement the method in that class") == true)

        let probes: [DelegateMethodProbe<any DownloadDelegate>] = [
            DelegateMethodProbe("download(_:shouldStart:)") { _ = try $0.download(download, shouldStart: "c.zip") },
            DelegateMethodProbe("download(_:didFinish:)") { try $0.download(download, didFinish: "c.zip") },
        ]
        let both = #expect(throws: ExpectationFailure.self) { try DownloadDelegateProxy.requireReaches(trapped, probes) }
        #expect(both?.message.hasPrefix("download(_:didFinish:) of TrappedDownloads") == true, "only the unreached method is named")
    }

    @Test("D10: the safe recipe (the base implements, subclasses override) reaches the subclass, through the proxy too")
    func safeRecipeIsReached() throws {
        let interception = Interception()
        let download = Download()
        let safe = SafeDownloads()
        download.delegate = safe
        try interception.intercept(download)
        download.run("a.zip")
        #expect(safe.finished == ["a.zip"])

        try DownloadDelegateProxy.requireReaches(safe, "download(_:didFinish:)") { try $0.download(download, didFinish: "b.zip") }
        let allowed = try DownloadDelegateProxy.requireReaches(safe, "download(_:shouldStart:)") { try $0.download(download, shouldStart: "c.zip") }
        #expect(allowed && safe.finished == ["a.zip", "b.zip"])
    }
}
