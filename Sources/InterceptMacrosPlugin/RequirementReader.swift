#if Macros
import SwiftDiagnostics
import SwiftSyntax

/// Reads a protocol's requirements, and the reasons any of them cannot be forwarded.
struct RequirementReader {
    private(set) var requirements: [Requirement] = []
    private(set) var refusals: [(node: Syntax, message: InterceptedDelegateDiagnostic)] = []

    init(_ protocolDecl: ProtocolDeclSyntax) {
        for member in protocolDecl.memberBlock.members {
            read(member.decl)
        }
        nameOverloads()
    }

    /// Gives each method its ``Requirement/Method/key``: overloads sharing a selector are told
    /// apart by their full signatures, in the spy's records and the kit's cases (D20). Overloads
    /// that differ only in their answer cannot be: their invocations would have one signature.
    private mutating func nameOverloads() {
        var selectors: [String: Int] = [:]
        var signatures: [String: Int] = [:]
        for case .method(let method) in requirements {
            selectors[method.selector, default: 0] += 1
            signatures["\(method.name)(\(method.parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")))", default: 0] += 1
        }
        for index in requirements.indices {
            guard case .method(var method) = requirements[index] else { continue }
            method.key = selectors[method.selector, default: 0] > 1 ? method.fullSignature : method.selector
            requirements[index] = .method(method)
            let arguments = "\(method.name)(\(method.parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")))"
            if signatures[arguments, default: 0] > 1, let node = methodNodes[method.fullSignature] {
                refuse(node, .unsupported(method.fullSignature, "an overload that differs from another only in its answer or effects"))
                signatures[arguments] = 0
            }
        }
    }

    /// Each method's declaration, by full signature, for diagnostics found after reading.
    private var methodNodes: [String: Syntax] = [:]

    private mutating func refuse(_ node: some SyntaxProtocol, _ message: InterceptedDelegateDiagnostic) {
        refusals.append((Syntax(node), message))
    }

    private mutating func read(_ decl: DeclSyntax) {
        if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            refuse(associated, .associatedType(associated.name.text))
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            refuse(initializer, .initializer("init\(Self.labels(of: initializer.signature.parameterClause.parameters))"))
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            refuse(subscriptDecl, .unsupported("subscript\(Self.labels(of: subscriptDecl.parameterClause.parameters))", "a subscript"))
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            readFunction(function)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            readVariable(variable)
        }
    }

    private static func labels(of parameters: FunctionParameterListSyntax) -> String {
        "(\(parameters.map { "\($0.firstName.text):" }.joined()))"
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    private static func mentionsSelf(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.Self) }
    }

    private mutating func readFunction(_ function: FunctionDeclSyntax) {
        let selector = "\(function.name.text)\(Self.labels(of: function.signature.parameterClause.parameters))"
        if Self.isStatic(function.modifiers) { return refuse(function, .staticRequirement(selector)) }
        if Self.mentionsSelf(function.signature) { return refuse(function, .selfRequirement(selector)) }
        if function.genericParameterClause != nil || function.genericWhereClause != nil {
            return refuse(function, .unsupported(selector, "a generic method"))
        }
        var parameters: [Requirement.Method.Parameter] = []
        for (index, parameter) in function.signature.parameterClause.parameters.enumerated() {
            if parameter.ellipsis != nil { return refuse(function, .unsupported(selector, "a variadic method")) }
            let label = parameter.firstName.text
            var name = parameter.secondName?.text ?? label
            if name == "_" { name = "argument\(index)" }
            var isInout = false
            var isFunction = parameter.type.is(FunctionTypeSyntax.self)
            var isEscaping = false
            if let attributed = parameter.type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains { $0.trimmedDescription == "inout" }
                isFunction = attributed.baseType.is(FunctionTypeSyntax.self)
                isEscaping = attributed.attributes.contains { $0.trimmedDescription == "@escaping" }
                if attributed.attributes.contains(where: { $0.trimmedDescription == "@autoclosure" }) {
                    return refuse(function, .unsupported(selector, "an '@autoclosure' argument"))
                }
            }
            if parameter.type.is(SomeOrAnyTypeSyntax.self), parameter.type.trimmedDescription.hasPrefix("some ") {
                return refuse(function, .unsupported(selector, "an opaque ('some') argument, which makes a generic method"))
            }
            parameters.append(.init(
                label: label, name: name, type: parameter.type.trimmedDescription,
                isInout: isInout, isFunction: isFunction, isEscaping: isEscaping))
        }
        let returnType = function.signature.returnClause.flatMap { $0.type.isVoidType ? nil : $0.type }
        let effects = function.signature.effectSpecifiers
        if effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows) {
            return refuse(function, .unsupported(selector, "a 'rethrows' method"))
        }
        let tracking = Self.tracking(function.attributes)
        if let tracking, returnType == nil, !tracking.answers.isEmpty || tracking.answerProperty != nil {
            return refuse(function, .answerlessTracking(selector))
        }
        if let tracking, !tracking.answers.isEmpty, parameters.contains(where: \.isInout) {
            return refuse(function, .unsupported(selector, "'@Tracked(when:)' on a method with an 'inout' argument"))
        }
        let method = Requirement.Method(
            name: function.name.text,
            parameters: parameters,
            returnType: returnType.map { $0.trimmedDescription },
            isAsync: effects?.asyncSpecifier != nil,
            throwsClause: effects?.throwsClause?.trimmedDescription,
            tracking: tracking
        )
        requirements.append(.method(method))
        methodNodes[method.fullSignature] = Syntax(function)
        returnTypeIsOptional[function.name.text + selector] = returnType?.isOptionalType ?? false
    }

    /// Whether each method's answer is optional, by name and selector.
    private(set) var returnTypeIsOptional: [String: Bool] = [:]

    /// `@Tracked("kind", when: a, b, answer: "name")`: the kind, the answers after `when:` (a
    /// variadic list: the arguments up to the next label) and the `answer:` property's name.
    private static func tracking(_ attributes: AttributeListSyntax) -> Requirement.Method.Tracking? {
        for case .attribute(let attribute) in attributes {
            guard attribute.attributeName.trimmedDescription == "Tracked",
                case .argumentList(let arguments) = attribute.arguments, let first = arguments.first
            else { continue }
            var answers: [String] = []
            var answerProperty: String?
            var label: String?
            for argument in arguments.dropFirst() {
                if let name = argument.label?.text { label = name }
                switch label {
                case "when": answers.append(argument.expression.trimmedDescription)
                case "answer": answerProperty = argument.expression.trimmedDescription
                default: break
                }
            }
            return .init(kind: first.expression.trimmedDescription, answers: answers, answerProperty: answerProperty)
        }
        return nil
    }

    private mutating func readVariable(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            let name = binding.pattern.trimmedDescription
            if Self.isStatic(variable.modifiers) { refuse(variable, .staticRequirement(name)); continue }
            guard let type = binding.typeAnnotation?.type else { continue }
            if Self.mentionsSelf(type) { refuse(variable, .selfRequirement(name)); continue }
            var isSettable = false
            if case .accessors(let accessors) = binding.accessorBlock?.accessors {
                for accessor in accessors {
                    if accessor.effectSpecifiers?.asyncSpecifier != nil || accessor.effectSpecifiers?.throwsClause != nil {
                        refuse(variable, .unsupported(name, "a property with effects"))
                        return
                    }
                    if accessor.accessorSpecifier.tokenKind == .keyword(.set) { isSettable = true }
                }
            }
            requirements.append(.property(.init(name: name, type: type.trimmedDescription, isSettable: isSettable)))
        }
    }
}

extension Requirement.Method {
    /// Whether the answer is an optional (a released delegate then answers `nil`).
    func answersOptional(in reader: RequirementReader) -> Bool {
        reader.returnTypeIsOptional[name + selector] ?? false
    }
}
#endif
