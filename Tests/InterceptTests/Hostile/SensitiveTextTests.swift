import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// H4: a private view withholds the content of its whole subtree. H5: card numbers, email
/// addresses, phone numbers and long digit runs are redacted wherever they appear.
@MainActor
@Suite("Sensitive text")
struct SensitiveTextTests {
    /// The content reported for a label showing `text` on a screen.
    private func content(of text: String, rules: ElementTrackingRules = ElementTrackingRules()) -> String? {
        let screen = ListScreenFixture()
        let label = Label(text: text)
        screen.controller.view.addSubview(label)
        var rules = rules
        rules.displayedText = .everywhere  // a label's text is content only where opted in (N3)
        return ElementDescriber(rules: rules).describe(label)?.element.content
    }

    @Test("H4: tapping a plain label inside a private view reports no text, at any depth")
    func privateSubtree() async throws {
        let harness = Harness(configuration: .withDisplayedTextAndTitles)
        let card = View()
        card.trackingAttributes.isPrivate = true
        let row = View()
        let label = Label(text: "Jane Doe, 12 Main St")
        row.addSubview(label)
        card.addSubview(row)
        harness.screen.controller.view.addSubview(card)
        let target = ActionRecorder()
        let tap = TapGestureRecognizer(target: target, action: target.action())
        label.addGestureRecognizer(tap)
        try harness.interception.intercept(tap)

        #expect(tap.simulateRecognition())
        card.trackingAttributes.isPrivate = false
        #expect(tap.simulateRecognition())
        row.trackingAttributes.isPrivate = true
        #expect(tap.simulateRecognition())
        let moved = View()
        moved.trackingAttributes.isPrivate = true
        harness.screen.controller.view.addSubview(moved)
        row.trackingAttributes.isPrivate = false
        moved.addSubview(row)
        #expect(tap.simulateRecognition())

        let events = await harness.events()
        #expect(events.map(\.element?.content) == [nil, "Jane Doe, 12 Main St", nil, nil])
        #expect(events.allSatisfy { $0.element?.type == "Label" }, "type and path are still reported")
        #expect(events.last?.element?.path == "View[0]/View[1]/View[0]/Label[0]")
    }

    @Test("H4: a private container's subviews give no content to a cell or an exposure around them")
    func privateInsideCell() async throws {
        let harness = Harness(configuration: .withDisplayedTextAndTitles)
        harness.table.delegate = SelectionCountingDelegate.shared
        try harness.interception.intercept(harness.table)
        let cell = try #require(harness.table.cellForRow(at: .row(0)))
        let box = View()
        box.trackingAttributes.isPrivate = true
        box.addSubview(Label(text: "secret"))
        cell.contentView.addSubview(box)
        harness.table.simulateUserTap(onRowAt: .row(0))
        #expect(await harness.events().first?.element?.content == "Alpha")
    }

    @Test("H5: card numbers, email addresses, phone numbers and long digit runs are redacted")
    func redaction() {
        let cases: [(String, String)] = [
            ("Pay with 4111 1111 1111 1111 today", "Pay with [card] today"),
            ("4111-1111-1111-1111", "[card]"),
            ("378282246310005", "[card]"),
            ("Write to jane.doe+news@example.co.uk.", "Write to [email]."),
            ("Call +1 (415) 555-0100", "Call [phone]"),
            ("06 12 34 56 78", "[phone]"),
            ("555-0100", "[phone]"),
            ("Account 1234567890123456", "Account [digits]"),
            ("IBAN 123456789", "IBAN [digits]"),
            ("Row 12", "Row 12"),
            ("Total 1,299.00", "Total 1,299.00"),
            ("Due 2024-01-31", "Due 2024-01-31"),
            ("Version 10.15.7", "Version 10.15.7"),
            ("at 10:30", "at 10:30"),
            ("Page 1 2 3 4 5 6 7", "Page 1 2 3 4 5 6 7"),
            ("@handle", "@handle"),
            ("４１１１ １１１１ １１１１ １１１１", "[card]"),
            ("4\u{301}111 1111 1111 11\u{200B}11", "[card]"),
            ("Ünïcødé jane@exämple.com", "Ünïcødé [email]"),
        ]
        for (text, expected) in cases {
            #expect(content(of: text) == expected, "\(text)")
        }
    }

    @Test("H5: the detectors are configurable, and all on by default")
    func configurable() {
        #expect(ElementTrackingRules().sensitiveTextDetectors == Set(SensitiveTextDetector.allCases))
        let text = "jane@example.com 4111 1111 1111 1111"
        #expect(content(of: text, rules: ElementTrackingRules(sensitiveTextDetectors: [])) == text)
        #expect(content(of: text, rules: ElementTrackingRules(sensitiveTextDetectors: [.emailAddress])) == "[email] 4111 1111 1111 1111")
        #expect(content(of: text, rules: ElementTrackingRules(sensitiveTextDetectors: [.longDigitRun])) == "jane@example.com [digits]")
    }

    @Test("H5: sensitive text is redacted in every kind of view, across labels, and in screen titles")
    func everywhere() async throws {
        let harness = Harness(configuration: .withDisplayedTextAndTitles)
        harness.screen.controller.title = "Orders of jane@example.com"
        let root = harness.screen.controller.view
        let views: [View] = [
            Label(text: "4111 1111 1111 1111"), Button(title: "Call 555-0100"),
            ImageView(imageName: "avatar", accessibilityLabel: "jane@example.com"),
            SegmentedControl(titles: ["4111111111111111"], selectedSegmentIndex: 0),
        ]
        for view in views {
            root.addSubview(view)
            let description = try #require(harness.interception.elementDescriber.describe(view))
            let content = try #require(description.element.content)
            #expect(content.hasPrefix("[") || content.contains(" ["), "\(type(of: view)): \(content)")
            #expect(description.screen?.title == "Orders of [email]")
        }
        let split = View()
        split.addSubview(Label(text: "(415) 555"))
        split.addSubview(Label(text: "0100"))
        root.addSubview(split)
        #expect(harness.interception.elementDescriber.describe(split)?.element.content == "[phone]", "a number split across labels")
    }

    @Test("H5: a secret cut by the content cap is dropped, not reported in part")
    func secretAtTheCut() {
        let filler = String(repeating: "x", count: 5_000)
        #expect(content(of: filler + " 4111 1111 1111 1111")?.contains("4") == false)
        let longFirst = String(repeating: "ab ", count: 40) + "jane.doe@example.com"
        let cut = content(of: longFirst, rules: ElementTrackingRules(limits: ElementPropertyLimits(maximumContentLength: 125)))
        #expect(cut?.contains("jane") == false && cut?.hasSuffix("[email]".prefix(5)) == true, "\(cut ?? "nil")")
    }
}

extension SelectionCountingDelegate {
    static let shared = SelectionCountingDelegate()
}
