#if Macros
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Tracked("kind")`: a marker that `@InterceptedDelegate` reads; it expands to nothing.
public struct TrackedMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
#endif
