import Intercept

/// The demo's command line: `intercept-demo [--format interaction|autotrack] [--inspect] [--help]`.
struct DemoOptions: Equatable {
    /// The JSON shape printed.
    var format: EventFormat = .interactionEvent
    /// Print the usage and stop.
    var showsHelp = false
    /// After the events, print a tracking snapshot of the shop screen (Q2).
    var inspects = false

    static let usage = """
        USAGE: intercept-demo [--format <format>] [--inspect] [--help]

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
          --inspect           After the events, print what is tracked on the shop screen
                              once it scrolled (a tracking snapshot): readable, then as JSON.
          -h, --help          Show this help.

        Exit status: 0 on success, 2 for bad options.
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
            case "--format":
                guard let value = remaining.popFirst() else { throw UsageError(message: "--format needs a value: interaction or autotrack") }
                options.format = try format(named: value)
            case _ where argument.hasPrefix("--format="):
                options.format = try format(named: String(argument.dropFirst("--format=".count)))
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        return options
    }

    private static func format(named name: String) throws(UsageError) -> EventFormat {
        switch name {
        case "interaction", "interactionEvent": return .interactionEvent
        case "autotrack": return .autotrack
        default: throw UsageError(message: "unknown format '\(name)': use interaction or autotrack")
        }
    }
}
