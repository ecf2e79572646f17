#if Macros
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
            /// Whether the closure is `@escaping`: a non-escaping one cannot be stored or
            /// recorded, only passed on (D20).
            let isEscaping: Bool
        }

        /// What `@Tracked(...)` says: the event's kind, the answers it is emitted for (all when
        /// empty) and the property that carries the answer (D19), each as the expression written.
        struct Tracking {
            let kind: String
            let answers: [String]
            let answerProperty: String?
        }

        let name: String
        let parameters: [Parameter]
        /// `nil` for none (`Void`).
        let returnType: String?
        let isAsync: Bool
        /// `throws`, `throws(SomeError)`, or `nil`.
        let throwsClause: String?
        /// `@Tracked(...)`, when marked.
        let tracking: Tracking?
        /// The name the spy records, the kit's cases and failures use: the ``selector``, or, for a
        /// method sharing it with an overload, the full signature (D20). Set by the reader once it
        /// has seen every requirement.
        var key = ""

        /// `player(_:shouldPlay:)`.
        var selector: String {
            "\(name)(\(parameters.map { "\($0.label):" }.joined()))"
        }

        /// `player(_: Player, didSelect: Int) -> Bool`: the selector with the types, which tells
        /// overloads apart.
        var fullSignature: String {
            let list = parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
            return "\(name)(\(list))" + (returnType.map { " -> \($0)" } ?? "")
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
#endif
