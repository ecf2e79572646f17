#if canImport(UIKit)
@_spi(Platform) import Intercept
import ObjectiveC
import UIKit

/// Where Intercept's list proxies forward a message once the business delegate is gone (F3,
/// ``Intercept/UntrackedCallTarget/absorber``).
///
/// UIKit caches which optional methods a delegate implements when it is assigned and keeps
/// sending them. Without Intercept, a released delegate leaves UIKit's weak storage `nil`, and a
/// message to `nil` does nothing and returns zero. With Intercept the storage holds the proxy, so
/// the proxy must answer those messages the same way. Swift cannot override
/// `forwardInvocation:`, so this class gets `methodSignatureForSelector:` and `forwardInvocation:`
/// from the Objective-C runtime: the invocation is never invoked and its return value is zeroed,
/// which is exactly what messaging `nil` returns (`0`, `nil`, `NO`, a zero struct).
///
/// UIKit's delegate protocols give the signature of what UIKit sends; anything else the proxy
/// said yes to is recorded, with its signature, when the proxy said it (``canAnswer(_:recordingFrom:)``,
/// on any thread). The proxy declines a yes it could not type (a selector outside the protocols
/// that the business delegate answers dynamically), so no cached selector reaches the absorber
/// untyped: a float or structure return is always zeroed by its real signature. The order is the
/// core's (`ProxyRuntimeAnswers.absorberSignature`); ``fallbackTypeEncoding`` is kept only so the
/// runtime never raises "unrecognized selector" on a message nothing could type.
final class DelegateCallAbsorber: NSObject, @unchecked Sendable {
    /// The one absorber; it holds no state. Creating it installs its two runtime methods.
    static let shared: DelegateCallAbsorber = {
        installForwardingMethods()
        return DelegateCallAbsorber()
    }()

    /// The protocols whose selectors UIKit sends to a list's delegate.
    nonisolated(unsafe) private static let delegateProtocols: [Protocol] = [
        "UITableViewDelegate", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate",
    ].compactMap(NSProtocolFromString)

    private static let recordedTypes = RecordedTypeEncodings()

    /// Whether the absorber can answer `selector` once the business delegate is gone: its
    /// signature is in UIKit's delegate protocols, or `business`'s class implements it, whose type
    /// encoding is recorded now. Safe on any thread.
    static func canAnswer(_ selector: Selector, recordingFrom business: AnyObject?) -> Bool {
        if protocolTypeEncoding(of: selector) != nil || recordedTypes.value(for: selector) != nil { return true }
        guard let business, let method = class_getInstanceMethod(object_getClass(business), selector),
            let types = method_getTypeEncoding(method)
        else { return false }
        recordedTypes.set(String(cString: types), for: selector)
        return true
    }

    /// `-[NSObject init]`'s encoding, as IGListKit's and FLAnimatedImage's weak proxies use for a
    /// message to a released target: no arguments are read, and the zeroed return (`nil`, `0`,
    /// `NO`) is what messaging `nil` returns in the return register.
    private static let fallbackTypeEncoding = "@@:"

    private static func typeEncoding(of selector: Selector) -> String {
        ProxyRuntimeAnswers.absorberSignature(
            inProtocols: { protocolTypeEncoding(of: selector) }, recorded: { recordedTypes.value(for: selector) }, fallback: fallbackTypeEncoding)
    }

    private static func protocolTypeEncoding(of selector: Selector) -> String? {
        for candidate in delegateProtocols {
            for isRequired in [false, true] {
                let description = protocol_getMethodDescription(candidate, selector, isRequired, true)
                if let types = description.types { return String(cString: types) }
            }
        }
        return nil
    }

    private static func installForwardingMethods() {
        let signature: @convention(block) (AnyObject, Selector) -> AnyObject? = { _, selector in
            RuntimeCalls.methodSignature(objCTypes: typeEncoding(of: selector))
        }
        let absorb: @convention(block) (AnyObject, AnyObject) -> Void = { _, invocation in
            RuntimeCalls.zeroReturnValue(of: invocation)
        }
        class_addMethod(self, NSSelectorFromString("methodSignatureForSelector:"), imp_implementationWithBlock(signature), "@@::")
        class_addMethod(self, NSSelectorFromString("forwardInvocation:"), imp_implementationWithBlock(absorb), "v@:@")
    }
}

/// Type encodings recorded from any thread.
private final class RecordedTypeEncodings: @unchecked Sendable {
    private let lock = NSLock()
    private var types: [String: String] = [:]

    func set(_ value: String, for selector: Selector) {
        lock.lock()
        defer { lock.unlock() }
        types[NSStringFromSelector(selector)] = value
    }

    func value(for selector: Selector) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return types[NSStringFromSelector(selector)]
    }
}

/// Calls to `NSMethodSignature` and `NSInvocation`, which Swift does not import, through their
/// Objective-C implementations.
private enum RuntimeCalls {
    private typealias MakeSignature = @convention(c) (AnyClass, Selector, UnsafePointer<CChar>) -> AnyObject?
    private typealias GetObject = @convention(c) (AnyObject, Selector) -> AnyObject?
    private typealias GetLength = @convention(c) (AnyObject, Selector) -> UInt
    private typealias SetBuffer = @convention(c) (AnyObject, Selector, UnsafeMutableRawPointer) -> Void

    /// `+[NSMethodSignature signatureWithObjCTypes:]`.
    static func methodSignature(objCTypes types: String) -> AnyObject? {
        let selector = NSSelectorFromString("signatureWithObjCTypes:")
        guard let signatureClass = NSClassFromString("NSMethodSignature"),
            let method = class_getClassMethod(signatureClass, selector)
        else { return nil }
        let make = unsafeBitCast(method_getImplementation(method), to: MakeSignature.self)
        return types.withCString { make(signatureClass, selector, $0) }
    }

    /// `[invocation setReturnValue:]` with zeros of the signature's return length.
    static func zeroReturnValue(of invocation: AnyObject) {
        guard let signature = call(GetObject.self, "methodSignature", on: invocation)?(invocation, NSSelectorFromString("methodSignature")),
            let length = call(GetLength.self, "methodReturnLength", on: signature)?(signature, NSSelectorFromString("methodReturnLength")),
            length > 0,
            let setReturnValue = call(SetBuffer.self, "setReturnValue:", on: invocation)
        else { return }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: Int(length), alignment: 16)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: Int(length))
        setReturnValue(invocation, NSSelectorFromString("setReturnValue:"), buffer)
    }

    private static func call<Function>(_ type: Function.Type, _ name: String, on object: AnyObject) -> Function? {
        let selector = NSSelectorFromString(name)
        guard let implementation = class_getMethodImplementation(object_getClass(object), selector) else { return nil }
        return unsafeBitCast(implementation, to: type)
    }
}
#endif
