import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides Intercept's macros.
@main
struct InterceptMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [InterceptedDelegateMacro.self, TrackedMacro.self]
}
