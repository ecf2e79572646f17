import SwiftSyntax

/// One requirement of a delegate protocol, as the generated proxy and spy need it.
enum Requirement {
    case method(Method)
    case property(Property)

    /// A method requirement.
    struct Method {
        struct Parameter {
            /// The argument label, `_` for none.
            let label: String
            /// The name the generated code uses for the argument.
            let name: String
            /// The type as written.
            let type: String
            let isInout: Bool
            /// Whether the argument is a closure (never an event property).
            let isFunction: Bool
        }

        let name: String
        let parameters: [Parameter]
        /// `nil` for none (`Void`).
        let returnType: String?
        let isAsync: Bool
        /// `throws`, `throws(SomeError)`, or `nil`.
        let throwsClause: String?
        /// The event kind expression of `@Tracked(...)`, when marked.
        let trackedKind: String?

        /// `player(_:shouldPlay:)`.
        var selector: String {
            "\(name)(\(parameters.map { "\($0.label):" }.joined()))"
        }

        /// The declaration's signature, with every argument named.
        var signature: String {
            let list = parameters.map { parameter in
                parameter.label == parameter.name
                    ? "\(parameter.name): \(parameter.type)"
                    : "\(parameter.label) \(parameter.name): \(parameter.type)"
            }.joined(separator: ", ")
            var effects = ""
            if isAsync { effects += " async" }
            if let throwsClause { effects += " \(throwsClause)" }
            let result = returnType.map { " -> \($0)" } ?? ""
            return "func \(name)(\(list))\(effects)\(result)"
        }

        /// The arguments of a call forwarding this one.
        var callArguments: String {
            parameters.map { parameter in
                let value = parameter.isInout ? "&\(parameter.name)" : parameter.name
                return parameter.label == "_" ? value : "\(parameter.label): \(value)"
            }.joined(separator: ", ")
        }

        /// `try await ` as the effects need.
        var effectPrefix: String {
            (throwsClause != nil ? "try " : "") + (isAsync ? "await " : "")
        }
    }

    /// A property requirement.
    struct Property {
        let name: String
        let type: String
        let isSettable: Bool
    }
}

extension TypeSyntax {
    /// Whether the type is an optional one (`T?`, `T!`, `Optional<T>`).
    var isOptionalType: Bool {
        if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = self.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
        return false
    }

    /// Whether the type is `Void` or `()`.
    var isVoidType: Bool {
        if let identifier = self.as(IdentifierTypeSyntax.self), identifier.name.text == "Void" { return true }
        if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.isEmpty { return true }
        return false
    }
}
