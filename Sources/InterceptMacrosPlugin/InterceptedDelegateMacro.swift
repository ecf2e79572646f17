#if Macros
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@InterceptedDelegate`: the proxy and the spy of the delegate protocol it is attached to.
public struct InterceptedDelegateMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: InterceptedDelegateDiagnostic.notAProtocol))
            return []
        }
        let name = protocolDecl.name.text
        let inherited = Set(protocolDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        let isMainActor = protocolDecl.attributes.contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == "MainActor" }
            return false
        }
        var refused = false
        if !inherited.contains("AnyObject") && !inherited.contains("class") {
            context.diagnose(Diagnostic(node: protocolDecl.name, message: InterceptedDelegateDiagnostic.notClassBound(name)))
            refused = true
        }
        let anyThread = !isMainActor && inherited.contains("Sendable")
        if !isMainActor && !anyThread {
            context.diagnose(Diagnostic(node: protocolDecl.name, message: InterceptedDelegateDiagnostic.noIsolation(name)))
            refused = true
        }
        let reader = RequirementReader(protocolDecl)
        for refusal in reader.refusals {
            context.diagnose(Diagnostic(node: refusal.node, message: refusal.message))
        }
        guard !refused, reader.refusals.isEmpty else { return [] }
        let access = protocolDecl.modifiers.first { modifier in
            ["public", "package", "internal", "fileprivate", "private"].contains(modifier.name.text)
        }.map { "\($0.name.text) " } ?? ""
        let generator = PeerGenerator(protocolName: name, access: access, anyThread: anyThread, reader: reader)
        return [generator.proxy(), generator.target(), generator.spy()]
    }
}
#endif
