import Foundation
@_spi(Platform) import Intercept

/// The back end an ``UploadTracker`` delivers to, with its credentials: which body it writes, which
/// limits it applies before sending, where the key goes, and how it reads the answers (W1-W6).
///
/// ```swift
/// let segment = Destination.segment(writeKey: "WRITE_KEY")
/// ```
public struct Destination: Sendable {
    /// The back ends.
    enum Backend: Sendable, Equatable {
        case generic(EventFormat)
        case segment
        case postHog(PostHogPersonProfiles)
        case amplitude
        case mixpanel
        case openTelemetry(OTLPEncoding)
    }

    let backend: Backend
    /// The write key, API key or project token; empty where none is needed.
    let key: String
    /// Extra header fields (an OpenTelemetry collector's authentication, say).
    let headers: [String: String]
    /// Whether request bodies are sent gzip-compressed, with `Content-Encoding: gzip` (T16). On by
    /// default for the back ends that document accepting it: Segment's HTTP API (and RudderStack),
    /// PostHog, Mixpanel's `/import` and OTLP/HTTP; off for Amplitude's HTTP API v2, which does not,
    /// and for the generic body (a receiver of your own may not take it). A body that would not
    /// get smaller is sent as it is. The back ends' size limits are applied to the uncompressed body.
    public var gzip: Bool

    init(backend: Backend, key: String, headers: [String: String]) {
        self.backend = backend
        self.key = key
        self.headers = headers
        switch backend {
        case .segment, .postHog, .mixpanel, .openTelemetry: gzip = true
        case .generic, .amplitude: gzip = false
        }
    }

    /// The name used in logs and by the demo: `generic`, `segment`, `posthog`, `amplitude`,
    /// `mixpanel` or `otlp`.
    public var name: String {
        switch backend {
        case .generic: "generic"
        case .segment: "segment"
        case .postHog: "posthog"
        case .amplitude: "amplitude"
        case .mixpanel: "mixpanel"
        case .openTelemetry: "otlp"
        }
    }

    /// Intercept's own body, `{"batch":[...]}` with each event in `format` and its id as
    /// `messageId`; no identity, no sessions. Answers by status only (T6).
    public static func generic(_ format: EventFormat = .interactionEvent) -> Destination {
        Destination(backend: .generic(format), key: "", headers: [:])
    }

    /// Segment's HTTP tracking API, `POST https://api.segment.io/v1/batch` (W1): `track`, `screen`
    /// and `identify` calls with `messageId` from the event id; the write key as the HTTP Basic
    /// user name.
    public static func segment(writeKey: String) -> Destination {
        Destination(backend: .segment, key: writeKey, headers: [:])
    }

    /// RudderStack's `POST <data plane>/v1/batch`, which takes Segment's body and authentication.
    public static func rudderStack(writeKey: String) -> Destination {
        Destination(backend: .segment, key: writeKey, headers: [:])
    }

    /// PostHog's `POST https://us.i.posthog.com/batch/` (W2, J1): the project API key in the body,
    /// `uuid` from the event id, screens as `$screen`, `sent_at` on every batch (PostHog corrects a
    /// wrong device clock by it), and `$process_person_profile` on every event as
    /// `personProfiles` says: by default only identified users get a person profile.
    public static func postHog(apiKey: String, personProfiles: PostHogPersonProfiles = .identifiedOnly) -> Destination {
        Destination(backend: .postHog(personProfiles), key: apiKey, headers: [:])
    }

    /// Amplitude's HTTP API v2, `POST https://api2.amplitude.com/2/httpapi` (W3): the API key in
    /// the body, `insert_id` from the event id.
    public static func amplitude(apiKey: String) -> Destination {
        Destination(backend: .amplitude, key: apiKey, headers: [:])
    }

    /// Mixpanel's `POST https://api.mixpanel.com/import` (W4): the project token as the HTTP
    /// Basic user name, `$insert_id` from the event id; `strict=1` is added to the URL when it has
    /// no `strict` parameter, so that Mixpanel names the events it refused.
    public static func mixpanel(projectToken: String) -> Destination {
        Destination(backend: .mixpanel, key: projectToken, headers: [:])
    }

    /// OTLP/HTTP logs, `POST <collector>/v1/logs` (W5, J2): one log record per event, named by the
    /// semantic conventions, in JSON or binary protobuf (`encoding`; the official exporters send
    /// protobuf, which every collector takes). `headers` go on every request (a collector's
    /// authentication). Only 429, 502, 503 and 504 are retried, as OTLP/HTTP specifies.
    public static func openTelemetry(headers: [String: String] = [:], encoding: OTLPEncoding = .json) -> Destination {
        Destination(backend: .openTelemetry(encoding), key: "", headers: headers)
    }

    /// The back end's documented limits, applied before sending.
    public var limits: DestinationLimits {
        switch backend {
        case .generic: DestinationLimits(maximumRequestBytes: .max, maximumEventBytes: .max, maximumEventsPerRequest: .max)
        case .segment: DestinationLimits(maximumRequestBytes: 500_000, maximumEventBytes: 32_000, maximumEventsPerRequest: .max)
        case .postHog: DestinationLimits(maximumRequestBytes: 20_000_000, maximumEventBytes: 1_000_000, maximumEventsPerRequest: .max)
        case .amplitude: DestinationLimits(maximumRequestBytes: 1_000_000 - 1, maximumEventBytes: 1_000_000 - 1, maximumEventsPerRequest: 2_000)
        case .mixpanel: DestinationLimits(maximumRequestBytes: 10_000_000, maximumEventBytes: 1_000_000, maximumEventsPerRequest: 2_000)
        case .openTelemetry: DestinationLimits(maximumRequestBytes: .max, maximumEventBytes: .max, maximumEventsPerRequest: .max)
        }
    }

    /// The wire format's encoder and response reader.
    var format: any WireFormat {
        switch backend {
        case .generic(let format): GenericWireFormat(format: format)
        case .segment: SegmentWireFormat(writeKey: key)
        case .postHog(let personProfiles): PostHogWireFormat(apiKey: key, personProfiles: personProfiles)
        case .amplitude: AmplitudeWireFormat(apiKey: key)
        case .mixpanel: MixpanelWireFormat(projectToken: key)
        case .openTelemetry(let encoding): OpenTelemetryWireFormat(headers: headers, encoding: encoding)
        }
    }
}

/// How much a back end takes (W1-W4).
public struct DestinationLimits: Sendable, Equatable {
    /// The largest request body, in bytes.
    public var maximumRequestBytes: Int
    /// The largest event, in bytes (as encoded in the body): a larger one is rejected locally
    /// (counted, never sent).
    public var maximumEventBytes: Int
    /// The most events in one request.
    public var maximumEventsPerRequest: Int
}
