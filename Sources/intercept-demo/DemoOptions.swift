import Intercept
import InterceptDelivery

import Foundation

/// The demo's command line:
/// `intercept-demo [--format interaction|autotrack] [--queue DIR --upload URL [--destination NAME [--api-key KEY]]] [--repeat N] [--inspect] [--report] [--help]`.
struct DemoOptions: Equatable {
    /// The JSON shape printed (and uploaded).
    var format: EventFormat = .interactionEvent
    /// The durable queue's directory: every event goes through it before it is printed.
    var queueDirectory: String?
    /// Where the queue is uploaded.
    var uploadURL: URL?
    /// The back end uploaded to (`segment`, `posthog`, `amplitude`, `mixpanel`, `otlp`); Intercept's
    /// generic body without one.
    var destination: String?
    /// The back end's write key, API key or project token.
    var apiKey = ""
    /// How many times the session is played; 0 only delivers what the queue holds.
    var repetitions = 1
    /// Print the usage and stop.
    var showsHelp = false
    /// After the events, print a tracking snapshot of the shop screen (Q2).
    var inspects = false
    /// After the events, print the coexistence report: each host's delegate chain and conflicts (Q1).
    var reports = false

    static let usage = """
        USAGE: intercept-demo [--format <format>] [--queue <dir> --upload <url> [--destination <name> [--api-key <key>]]]
                              [--repeat <n>] [--inspect] [--report] [--help]

        Plays a scripted session on a headless shop app (tabs, navigation, a product table and a category
        collection sharing one business delegate, a promotions table with a subclassed delegate
        behind another library's proxy, a banner with tap and long-press recognizers, checkout
        controls, a toolbar, an alert, a promotions feed, background and foreground)
        and prints one JSON object per tracked event on stdout. What must not be tracked (a
        vetoed row, an ignored cell, a selection made from code, a tap on a collection view, a
        tap whose target was removed, actions sent from code) prints nothing, and one touch
        seen by several sources prints one event.

        OPTIONS:
          --format <format>   interaction (default): Intercept's InteractionEvent;
                              autotrack: the common autotrack shape ($AppClick, $element_path, ...).
          --queue <dir>       Make every event durable in an on-disk queue in <dir> before printing it,
                              and upload the queue to --upload in batches ({"batch": [...]}, each
                              event with its id as "messageId"); exit once all was acknowledged.
          --upload <url>      The HTTP endpoint batches are POSTed to (with --queue): the full URL.
          --destination <name>
                              Upload in a back end's own format, with identity, sessions and context:
                              segment (/v1/batch), posthog (/batch/), amplitude (/2/httpapi),
                              mixpanel (/import), otlp (OTLP/HTTP JSON logs, /v1/logs),
                              otlp-protobuf (the same in binary protobuf).
          --api-key <key>     The back end's write key, API key or project token (with --destination).
          --repeat <n>        Play the session n times (default 1); with --queue, 0 plays nothing and
                              only delivers what <dir> holds.
          --inspect           After the events, print what is tracked on the shop screen
                              once it scrolled (a tracking snapshot): readable, then as JSON.
          --report            After the events, print each intercepted host's delegate chain (Intercept's
                              proxy, other libraries' proxies, the app's delegate), the conflicts
                              found and the adapter's platform assumptions with their violations
                              (a coexistence report): readable, then as JSON.
          -h, --help          Show this help.

        Exit status: 0 on success (with --queue: everything queued was acknowledged), 1 when events
        were not delivered (or the queue directory is in use by another process), 2 for bad options.
        """

    /// A command-line problem, reported with the usage and exit status 2.
    struct UsageError: Error, Equatable {
        let message: String
    }

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
        var options = DemoOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                options.showsHelp = true
            case "--inspect":
                options.inspects = true
            case "--report":
                options.reports = true
            case "--format":
                guard let value = remaining.popFirst() else { throw UsageError(message: "--format needs a value: interaction or autotrack") }
                options.format = try format(named: value)
            case _ where argument.hasPrefix("--format="):
                options.format = try format(named: String(argument.dropFirst("--format=".count)))
            case "--queue":
                guard let value = remaining.popFirst(), !value.isEmpty else { throw UsageError(message: "--queue needs a directory") }
                options.queueDirectory = value
            case "--upload":
                guard let value = remaining.popFirst(), let url = URL(string: value), let scheme = url.scheme?.lowercased(),
                    scheme == "http" || scheme == "https", url.host != nil
                else { throw UsageError(message: "--upload needs an http or https URL") }
                options.uploadURL = url
            case "--destination":
                guard let value = remaining.popFirst(), destinationNames.contains(value) else {
                    throw UsageError(message: "--destination needs one of \(destinationNames.joined(separator: ", "))")
                }
                options.destination = value
            case "--api-key":
                guard let value = remaining.popFirst() else { throw UsageError(message: "--api-key needs a key") }
                options.apiKey = value
            case "--repeat":
                guard let value = remaining.popFirst(), let count = Int(value), count >= 0 else {
                    throw UsageError(message: "--repeat needs a count of 0 or more")
                }
                options.repetitions = count
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        if (options.queueDirectory == nil) != (options.uploadURL == nil) {
            throw UsageError(message: "--queue and --upload go together")
        }
        if options.destination != nil, options.queueDirectory == nil {
            throw UsageError(message: "--destination goes with --queue and --upload")
        }
        if !options.apiKey.isEmpty, options.destination == nil {
            throw UsageError(message: "--api-key goes with --destination")
        }
        if options.repetitions == 0, options.queueDirectory == nil {
            throw UsageError(message: "--repeat 0 only makes sense with --queue")
        }
        return options
    }

    /// The back ends `--destination` names.
    static let destinationNames = ["segment", "posthog", "amplitude", "mixpanel", "otlp", "otlp-protobuf"]

    /// The destination `--destination` and `--api-key` name, or the generic body in `format`.
    var uploadDestination: Destination {
        switch destination {
        case "segment": .segment(writeKey: apiKey)
        case "posthog": .postHog(apiKey: apiKey)
        case "amplitude": .amplitude(apiKey: apiKey)
        case "mixpanel": .mixpanel(projectToken: apiKey)
        case "otlp": .openTelemetry()
        case "otlp-protobuf": .openTelemetry(encoding: .protobuf)
        default: .generic(format)
        }
    }

    private static func format(named name: String) throws(UsageError) -> EventFormat {
        switch name {
        case "interaction", "interactionEvent": return .interactionEvent
        case "autotrack": return .autotrack
        default: throw UsageError(message: "unknown format '\(name)': use interaction or autotrack")
        }
    }
}
