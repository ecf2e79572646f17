import Foundation
import Testing

/// N5: the modules an app links to capture and send interaction data ship privacy manifests.
/// `scripts/check-privacy-manifest.py` (run by `.ci/run`) holds each manifest to the sources:
/// every required-reason API called is declared with an approved reason, and each manifest is a
/// resource of its target. These tests read the manifests as a property-list parser does and check
/// what they promise a privacy review.
@Suite("Privacy manifests")
struct PrivacyManifestTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    static func manifest(of module: String) throws -> [String: Any] {
        let data = try Data(contentsOf: sources.appendingPathComponent("\(module)/PrivacyInfo.xcprivacy"))
        return try #require(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    static func collected(_ manifest: [String: Any]) -> [String: [String: Any]] {
        let entries = manifest["NSPrivacyCollectedDataTypes"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: entries.compactMap { entry in
            (entry["NSPrivacyCollectedDataType"] as? String).map { ($0, entry) }
        })
    }

    @Test("N5: the adapter and delivery manifests declare no tracking and no tracking domain, and every collected type for analytics only", arguments: ["InterceptUIKit", "InterceptDelivery"])
    func noTracking(module: String) throws {
        let manifest = try Self.manifest(of: module)
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [String])?.isEmpty == true)
        let collected = Self.collected(manifest)
        #expect(collected["NSPrivacyCollectedDataTypeProductInteraction"] != nil)
        for (type, entry) in collected {
            #expect(entry["NSPrivacyCollectedDataTypeTracking"] as? Bool == false, "\(type)")
            #expect(entry["NSPrivacyCollectedDataTypePurposes"] as? [String] == ["NSPrivacyCollectedDataTypePurposeAnalytics"], "\(type)")
        }
    }

    @Test("N5: delivery declares the identity it keeps (the anonymous id, the user id once identified) and the file metadata it reads")
    func deliveryDeclaresIdentity() throws {
        let manifest = try Self.manifest(of: "InterceptDelivery")
        let collected = Self.collected(manifest)
        #expect(collected["NSPrivacyCollectedDataTypeDeviceID"] != nil)
        #expect(collected["NSPrivacyCollectedDataTypeUserID"]?["NSPrivacyCollectedDataTypeLinked"] as? Bool == true)
        let apis = manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]] ?? []
        let fileTimestamps = apis.first { $0["NSPrivacyAccessedAPIType"] as? String == "NSPrivacyAccessedAPICategoryFileTimestamp" }
        #expect(fileTimestamps?["NSPrivacyAccessedAPITypeReasons"] as? [String] == ["C617.1"])
    }
}
