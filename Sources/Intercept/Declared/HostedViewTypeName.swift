/// Readable names for SwiftUI types, from the type-name strings the runtime gives (S1, S2).
///
/// An undeclared SwiftUI screen is a hosting controller whose class name spells its whole root
/// view type: `UIHostingController<ModifiedContent<ModifiedContent<ContentView,
/// _EnvironmentKeyWritingModifier<Optional<Store>>>, RootModifier>>`. Analytics needs
/// `ContentView`. The name is parsed as a generic type and SwiftUI's wrappers are stripped:
/// modified content keeps its content (not its modifier), type erasure and conditional, optional,
/// grouping and navigation containers keep what they contain, module prefixes go. What is left is
/// the first type the app wrote. A root erased to `AnyView` has none; the hosting controller's own
/// name, without its generic arguments, is used then.
@_spi(Platform) public enum HostedViewTypeName {
    /// Wrappers whose content is their first generic argument that names a view of the app.
    @_spi(Platform) public static let wrapperNames: Set<String> = [
        "ModifiedContent", "_ConditionalContent", "Optional", "Group", "TupleView", "AnyView", "EmptyView",
        "NavigationStack", "NavigationView", "NavigationSplitView", "ZStack", "VStack", "HStack", "Tree", "_ViewModifier_Content", "IDView", "StaticIf", "_UnaryViewAdaptor", "Section", "ScrollView",
    ]

    /// Modifiers and values that are never the app's view (SwiftUI's, by their leading underscore,
    /// and the hosting root's).
    @_spi(Platform) public static let nonViewNames: Set<String> = ["RootModifier", "NavigationPath", "HostingRootModifier", "Never"]

    /// Whether `typeName` is a hosting controller's (`UIHostingController<…>` or a subclass named
    /// `…HostingController<…>`), whose screen name should be its root view's.
    @_spi(Platform) public static func isHostingController(_ typeName: String) -> Bool {
        guard typeName.last == ">", let open = typeName.firstIndex(of: "<") else { return false }
        return typeName[..<open].hasSuffix("HostingController")
    }

    /// The screen name for a screen type name: a hosting controller's root view (``readableName(_:)``)
    /// or, when that has none, the controller's name without generic arguments; other names as they
    /// are.
    @_spi(Platform) public static func screenName(for typeName: String) -> String {
        guard isHostingController(typeName), let open = typeName.firstIndex(of: "<") else { return typeName }
        let name = String(typeName[..<open])
        // Too long or too deep to parse within bounds (H3): the controller's own name.
        guard let parsed = GenericTypeName(parsing: typeName) else { return name }
        return parsed.arguments.lazy.compactMap(appName(in:)).first ?? name
    }

    /// Whether `typeName` is a hosting controller whose root view names no view of the app: its
    /// root is erased (`AnyView`) or only SwiftUI's, as in the root of a SwiftUI `App`'s window,
    /// `UIHostingController<ModifiedContent<AnyView, RootModifier>>`, or SwiftUI's hosts of tabs
    /// and navigation destinations. SwiftUI made it to carry the app's views, so it is never a page
    /// itself (S7); what it shows is (the declared screens inside, or the app's hosting
    /// controllers). A name too long or deep to parse is not judged one.
    @_spi(Platform) public static func isShellHost(_ typeName: String) -> Bool {
        guard isHostingController(typeName), let parsed = GenericTypeName(parsing: typeName) else { return false }
        return parsed.arguments.lazy.compactMap(appName(in:)).first == nil
    }

    @MainActor private static var screenNames: [String: String] = [:]

    /// ``screenName(for:)``, parsed once per type name: screen names are asked for on every event.
    @MainActor
    static func cachedScreenName(for typeName: String) -> String {
        guard isHostingController(typeName) else { return typeName }
        if let name = screenNames[typeName] { return name }
        let name = screenName(for: typeName)
        if screenNames.count < 1_024 { screenNames[typeName] = name }
        return name
    }

    /// The first type the app wrote in a SwiftUI type name: `Button<Text>` is `Button`,
    /// `ModifiedContent<ContentView, _PaddingLayout>` is `ContentView`, `AnyView` is `nil`.
    @_spi(Platform) public static func readableName(_ typeName: String) -> String? {
        GenericTypeName(parsing: typeName).flatMap(appName(in:))
    }

    private static func appName(in type: GenericTypeName) -> String? {
        if type.name.hasPrefix("(") {
            // A tuple (TupleView's content): its first readable element.
            return type.arguments.lazy.compactMap(appName(in:)).first
        }
        if isHostingController(type.name + (type.arguments.isEmpty ? "" : "<>")) {
            return type.arguments.lazy.compactMap(appName(in:)).first
        }
        if wrapperNames.contains(type.name) {
            let content = type.name == "ModifiedContent" ? Array(type.arguments.prefix(1)) : type.arguments
            return content.lazy.compactMap(appName(in:)).first
        }
        if type.name.hasPrefix("_") || nonViewNames.contains(type.name) || type.name.isEmpty { return nil }
        return type.name
    }
}

/// A parsed generic type name: `Name<Argument, Argument>`, a tuple `(A, B)` named "(" with its
/// elements as arguments. Module prefixes are dropped (`SwiftUI.Text` is `Text`; a nested
/// `_VariadicView.Tree` is `Tree`). Parsing is bounded: names longer than
/// ``maximumLength`` or nested deeper than ``maximumDepth`` are not parsed (H3).
struct GenericTypeName: Equatable {
    static let maximumLength = 4_096
    static let maximumDepth = 32

    var name: String
    var arguments: [GenericTypeName]

    init?(parsing text: String) {
        guard text.utf8.count <= Self.maximumLength else { return nil }
        var scanner = Scanner(characters: Array(text))
        guard let parsed = scanner.parseType(depth: 0) else { return nil }
        self = parsed
    }

    init(name: String, arguments: [GenericTypeName]) {
        self.name = name
        self.arguments = arguments
    }

    private struct Scanner {
        let characters: [Character]
        var position = 0

        init(characters: [Character]) {
            self.characters = characters
        }

        mutating func parseType(depth: Int) -> GenericTypeName? {
            guard depth < GenericTypeName.maximumDepth else { return nil }
            skipSpaces()
            guard position < characters.count else { return nil }
            if characters[position] == "(" {
                position += 1
                let elements = parseList(until: ")", depth: depth)
                return elements.map { GenericTypeName(name: "(", arguments: $0) }
            }
            var name = ""
            while position < characters.count, !"<>,() ".contains(characters[position]) {
                name.append(characters[position])
                position += 1
            }
            // A tuple element's label (`content: Text`) is skipped: the element is its type.
            if name.hasSuffix(":") { return parseType(depth: depth + 1) }
            // `SwiftUI.Text` is `Text`.
            if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
            var arguments: [GenericTypeName] = []
            skipSpaces()
            if position < characters.count, characters[position] == "<" {
                position += 1
                guard let list = parseList(until: ">", depth: depth) else { return nil }
                arguments = list
            }
            return GenericTypeName(name: name, arguments: arguments)
        }

        private mutating func parseList(until close: Character, depth: Int) -> [GenericTypeName]? {
            var items: [GenericTypeName] = []
            skipSpaces()
            if position < characters.count, characters[position] == close {
                position += 1
                return items
            }
            while true {
                // A tuple element label (`content: Text`) is skipped by the name rule above.
                guard let item = parseType(depth: depth + 1) else { return nil }
                items.append(item)
                skipSpaces()
                guard position < characters.count else { return nil }
                if characters[position] == "," {
                    position += 1
                } else if characters[position] == close {
                    position += 1
                    return items
                } else {
                    return nil
                }
            }
        }

        private mutating func skipSpaces() {
            while position < characters.count, characters[position] == " " { position += 1 }
        }
    }
}
