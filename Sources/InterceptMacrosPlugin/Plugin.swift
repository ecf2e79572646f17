#if Macros
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides Intercept's macros.
@main
struct InterceptMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [InterceptedDelegateMacro.self, TrackedMacro.self]
}
#else
/// Without the `Macros` trait the package resolves no swift-syntax (D21), and the plugin is this
/// empty program: a macro target is an executable, built by a plain `swift build` of the package.
@main
enum InterceptMacrosPlugin {
    static func main() {}
}
#endif
