#if Macros
import SwiftDiagnostics

/// Why `@InterceptedDelegate` cannot generate a proxy; each message names the requirement.
enum InterceptedDelegateDiagnostic: DiagnosticMessage {
    case notAProtocol
    case notClassBound(String)
    case noIsolation(String)
    case associatedType(String)
    case selfRequirement(String)
    case staticRequirement(String)
    case initializer(String)
    case unsupported(String, String)
    case answerlessTracking(String)

    var message: String {
        switch self {
        case .notAProtocol:
            "@InterceptedDelegate applies to a delegate protocol"
        case .notClassBound(let name):
            "\(name) must be class-bound (': AnyObject') so that its proxy can hold the delegate weakly"
        case .noIsolation(let name):
            "\(name) must be '@MainActor', or 'Sendable' to be called from any thread"
        case .associatedType(let name):
            "associated type '\(name)' cannot be forwarded: a proxy needs one concrete delegate type"
        case .selfRequirement(let name):
            "'\(name)' uses 'Self' and cannot be forwarded: the proxy is not the delegate's type"
        case .staticRequirement(let name):
            "static requirement '\(name)' cannot be forwarded: a proxy forwards to an instance"
        case .initializer(let name):
            "initializer '\(name)' cannot be forwarded: a proxy forwards to an existing delegate"
        case .unsupported(let name, let what):
            "'\(name)' cannot be forwarded: \(what) is not supported by @InterceptedDelegate"
        case .answerlessTracking(let name):
            "'\(name)' answers nothing: @Tracked's 'when:' and 'answer:' need a method with an answer"
        }
    }

    var diagnosticID: MessageID {
        let id: String =
            switch self {
            case .notAProtocol: "notAProtocol"
            case .notClassBound: "notClassBound"
            case .noIsolation: "noIsolation"
            case .associatedType: "associatedType"
            case .selfRequirement: "selfRequirement"
            case .staticRequirement: "staticRequirement"
            case .initializer: "initializer"
            case .unsupported: "unsupported"
            case .answerlessTracking: "answerlessTracking"
            }
        return MessageID(domain: "InterceptMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}
#endif
