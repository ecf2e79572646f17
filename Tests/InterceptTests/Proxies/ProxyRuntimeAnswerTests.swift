@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

/// A delegate that answers `respondsToSelector:` by asking another object, as a library's proxy
/// asks its forwardee: here Intercept's proxy, whose business delegate it is (a loop).
@MainActor
private final class AskingDelegate: TableViewDelegate, SelectorResponding {
    weak var asked: (any SelectorResponding)?
    private(set) var questions = 0

    func responds(to selector: DelegateSelector) -> Bool {
        questions += 1
        guard questions < 50 else { return true }  // a loop with no answer: stop the test, not the process
        return asked?.responds(to: selector) ?? false
    }
}

/// The proxy's runtime answers, decided in the core for every platform (F3, F16): what
/// `respondsToSelector:` answers, and where the absorber finds a signature.
@Suite("Proxy runtime answers")
struct ProxyRuntimeAnswerTests {
    /// What was asked, to show which facts each answer needed.
    final class Asked: @unchecked Sendable {
        var facts: [String] = []
    }

    func responds(null: Bool = false, root: Bool = false, delegate: Bool = true, own: Bool = false, absorber: Bool = true, _ asked: Asked) -> Bool {
        ProxyRuntimeAnswers.responds(isNullSelector: null) {
            asked.facts.append("root")
            return root
        } delegateAnswer: {
            asked.facts.append("delegate")
            return delegate
        } proxyImplements: {
            asked.facts.append("own")
            return own
        } absorberCanAnswer: {
            asked.facts.append("absorber")
            return absorber
        }
    }

    @Test("F16: a NULL selector is answered no before anything is looked up (respondsToSelector:NULL never traps)")
    func nullSelector() {
        let asked = Asked()
        #expect(!responds(null: true, root: true, asked))
        #expect(asked.facts.isEmpty, "nothing is looked up for a NULL selector")
    }

    @Test("F16: the root object's methods are the proxy's own; the delegate is not asked")
    func rootMethods() {
        let asked = Asked()
        #expect(responds(root: true, delegate: false, asked))
        #expect(asked.facts == ["root"])
    }

    @Test("F16 D1: the proxy conforms to its own protocols, and to every protocol its business delegate conforms to (asked only then); with none, to its own only")
    func conformance() {
        let asked = Asked()
        func conforms(own: Bool, business: Bool?) -> Bool {
            ProxyRuntimeAnswers.conforms(proxyConforms: own) {
                asked.facts.append("business")
                return business
            }
        }
        #expect(conforms(own: true, business: false))
        #expect(asked.facts.isEmpty, "the proxy's own protocol needs no business delegate")
        #expect(conforms(own: false, business: true), "a layout finds the business delegate's optional protocol")
        #expect(!conforms(own: false, business: false))
        #expect(!conforms(own: false, business: nil), "no business delegate: its own protocols only")
        #expect(asked.facts == ["business", "business", "business"])
    }

    @Test("F3: a yes the absorber could not answer once the business delegate is gone is declined")
    func untypableYesDeclined() {
        let asked = Asked()
        #expect(!responds(absorber: false, asked))
        #expect(asked.facts == ["root", "delegate", "own", "absorber"])
        #expect(responds(absorber: true, Asked()), "a yes the absorber can answer stays a yes (D2)")
        let no = Asked()
        #expect(!responds(delegate: false, no))
        #expect(no.facts == ["root", "delegate"], "a no needs no signature")
    }

    @Test("F16 F3: a method the proxy implements itself never reaches the absorber: its yes stands without a signature")
    func ownMethodsNeedNoSignature() {
        let asked = Asked()
        #expect(responds(own: true, absorber: false, asked))
        #expect(asked.facts == ["root", "delegate", "own"], "the absorber is not asked")
    }

    @Test("F16 F5: the delegate's answer is the proxy's where Intercept may work (the main thread), the business delegate's elsewhere")
    func answerByThread() {
        let asked = Asked()
        let answer = { (mayIntercept: Bool) in
            ProxyRuntimeAnswers.delegateAnswer(mayIntercept: mayIntercept) {
                asked.facts.append("proxy")
                return true
            } businessAnswer: {
                asked.facts.append("business")
                return false
            }
        }
        #expect(answer(true))
        #expect(!answer(false))
        #expect(asked.facts == ["proxy", "business"])
    }

    @Test("F3: the absorber's signature comes from the delegate protocols first, then the recorded one, then the fallback")
    func absorberSignatureOrder() {
        #expect(ProxyRuntimeAnswers.absorberSignature(inProtocols: { "d@:@@" }, recorded: { "v@:" }, fallback: "@@:") == "d@:@@")
        #expect(ProxyRuntimeAnswers.absorberSignature(inProtocols: { nil }, recorded: { "{CGSize=dd}@:@@@" }, fallback: "@@:") == "{CGSize=dd}@:@@@")
        #expect(ProxyRuntimeAnswers.absorberSignature(inProtocols: { nil as String? }, recorded: { nil }, fallback: "@@:") == "@@:")
    }

    @Test("F16 D8: a proxy asked respondsToSelector: again while answering (two objects asking each other) answers no, on every platform")
    @MainActor
    func reentrantQuestionAnsweredNo() {
        let proxy = TableViewDelegateProxy(context: DelegateProxyContext(reportingNothing: ()))
        let business = AskingDelegate()
        proxy.forwardee = business
        business.asked = proxy
        #expect(!proxy.responds(to: TableViewDelegateSelector.willSelectRow), "the loop ends in a no")
        #expect(business.questions == 1, "the question that came back to the proxy was not handed round again")
        business.asked = nil
        #expect(!proxy.responds(to: TableViewDelegateSelector.willSelectRow), "answering is over: asked again, it asks its delegate again")
        #expect(business.questions == 2)
    }
}
