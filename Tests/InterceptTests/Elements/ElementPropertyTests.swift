import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// E1-E8: how the selected element is described.
@MainActor
@Suite("Element properties")
struct ElementPropertyTests {
    /// Selects `row` of a harness whose table cells are configured by `configure`, and returns the
    /// single event (or `nil` when none was emitted).
    private func selectionEvent(
        configuration: InterceptionConfiguration = InterceptionConfiguration(),
        screen: ListScreenFixture = ListScreenFixture(),
        row: IndexPath = .row(0),
        configure: (Harness) -> Void = { _ in }
    ) async throws -> InteractionEvent? {
        let harness = Harness(configuration: configuration, screen: screen)
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        try harness.interception.intercept(harness.table)
        configure(harness)
        harness.table.simulateUserTap(onRowAt: row)
        #expect(business.selections == [row], "ignored or not, the app's delegate always runs")
        let events = await harness.events()
        #expect(events.count <= 1)
        return events.first
    }

    final class ProductCell: TableViewCell {}

    @Test("E1: element_type is the class name, or the declared display type")
    func elementType() async throws {
        let table = TableView()
        table.register(ProductCell.self, forCellReuseIdentifier: "StaticCell")
        let subclassed = try await selectionEvent(screen: ListScreenFixture(tableView: table))
        #expect(subclassed?.element?.type == "ProductCell")

        let declared = try await selectionEvent { harness in
            harness.table.cellForRow(at: .row(0))?.trackingAttributes.displayType = "ProductRow"
        }
        #expect(declared?.element?.type == "ProductRow")
    }

    @Test("E2 N3: a cell gives no content by default; opted in, its subviews' texts depth first joined by '-', image views their label, capped")
    func elementContent() async throws {
        let byDefault = try await selectionEvent()
        #expect(byDefault?.element?.content == nil && byDefault?.element?.position == "0:0")
        let event = try await selectionEvent(configuration: InterceptionConfiguration(elementRules: .withDisplayedText)) { harness in
            let cell = harness.table.cellForRow(at: .row(0))!
            cell.detailTextLabel.text = "Sub"
            let badge = View()
            badge.addSubview(ImageView(imageName: "star", accessibilityLabel: "Starred"))
            badge.addSubview(Label(text: "New"))
            cell.contentView.addSubview(badge)
            let hidden = Label(text: "Hidden")
            hidden.isHidden = true
            cell.contentView.addSubview(hidden)
            let transparent = Label(text: "Transparent")
            transparent.alpha = 0
            cell.contentView.addSubview(transparent)
        }
        #expect(event?.element?.content == "Alpha-Sub-Starred-New")

        let capped = try await selectionEvent(
            configuration: InterceptionConfiguration(elementRules: Self.displayedText(ElementTrackingRules(limits: ElementPropertyLimits(maximumContentLength: 8))))
        ) { harness in
            harness.table.cellForRow(at: .row(0))!.textLabel.text = String(repeating: "x", count: 10_000)
        }
        #expect(capped?.element?.content == "xxxxxxxx")
    }

    /// `rules` with displayed text let through everywhere (N3).
    static func displayedText(_ rules: ElementTrackingRules) -> ElementTrackingRules {
        var rules = rules
        rules.displayedText = .everywhere
        return rules
    }

    @Test("E2: the text of secure entry is never captured")
    func secureTextNotCaptured() async throws {
        let event = try await selectionEvent(configuration: InterceptionConfiguration(elementRules: .withDisplayedText)) { harness in
            harness.table.cellForRow(at: .row(0))!.contentView.addSubview(TextField(text: "hunter2", isSecureTextEntry: true))
        }
        #expect(event?.element?.content == "Alpha")
    }

    final class CheckoutController: ViewController {}

    @Test("E3 N4: screen_name is the nearest controller's class name or declared page id; its title only where the app opts in")
    func screenName() async throws {
        let byClass = try await selectionEvent(screen: ListScreenFixture(controller: CheckoutController(title: "Pay")))
        #expect(byClass?.screen == ScreenProperties(name: "CheckoutController"))
        let titled = try await selectionEvent(
            configuration: InterceptionConfiguration(elementRules: .withScreenTitles), screen: ListScreenFixture(controller: CheckoutController(title: "Pay")))
        #expect(titled?.screen == ScreenProperties(name: "CheckoutController", title: "Pay"))

        let declared = CheckoutController()
        declared.pageID = "checkout"
        let byPageID = try await selectionEvent(screen: ListScreenFixture(controller: declared))
        #expect(byPageID?.screen == ScreenProperties(name: "checkout", title: nil))
    }

    @Test("E4: the path has sibling indices, cells section-row, and is stable across cell reuse")
    func elementPathStableAcrossReuse() async throws {
        let rows = (0..<30).map { "Row \($0)" }
        let harness = Harness(screen: ListScreenFixture(tableSections: [rows], tableView: TableView(visibleRowCount: 5)))
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        try harness.interception.intercept(harness.table)
        harness.screen.controller.view.insertSubview(Label(text: "Header"), at: 0)

        let firstCells = (0..<5).compactMap { harness.table.cellForRow(at: .row($0)) }
        harness.table.simulateUserTap(onRowAt: .row(3))
        harness.table.scrollToRow(at: .row(20))
        let reused = try #require(harness.table.cellForRow(at: .row(22)))
        #expect(firstCells.contains { $0 === reused }, "row 22 is shown by a reused cell object")
        harness.table.simulateUserTap(onRowAt: .row(22))
        harness.table.scrollToRow(at: .row(0))
        harness.table.simulateUserTap(onRowAt: .row(3))

        let paths = await harness.events().map { $0.element?.path }
        #expect(paths == [
            "View[0]/TableView[0]/TableViewCell[0-3]",
            "View[0]/TableView[0]/TableViewCell[0-22]",
            "View[0]/TableView[0]/TableViewCell[0-3]",
        ])
    }

    @Test("E4: the path walk is capped in depth")
    func pathDepthCapped() async throws {
        let configuration = InterceptionConfiguration(elementRules: ElementTrackingRules(limits: ElementPropertyLimits(maximumPathDepth: 3)))
        let event = try await selectionEvent(configuration: configuration) { harness in
            let cell = harness.table.cellForRow(at: .row(0))!
            var parent: View = cell.contentView
            for _ in 0..<50 {
                let child = View()
                parent.addSubview(child)
                parent = child
            }
        }
        #expect(event?.element?.path == "View[0]/TableView[0]/TableViewCell[0-0]")

        let deep = try await selectionEvent(configuration: InterceptionConfiguration(
            elementRules: ElementTrackingRules(limits: ElementPropertyLimits(maximumPathDepth: 2))))
        #expect(deep?.element?.path == "…/TableView[0]/TableViewCell[0-0]")
    }

    @Test("E5: element_position is section:row")
    func elementPosition() async throws {
        let event = try await selectionEvent(row: .row(0, 1))
        #expect(event?.element?.position == "1:0")
        #expect(event?.listPosition == ListPosition(section: 1, index: 0))
    }

    @Test("E6: tracking id and custom properties, the provider evaluated only when the event fires")
    func customProperties() async throws {
        var providerCalls = 0
        let event = try await selectionEvent { harness in
            for row in 0..<3 {
                harness.table.cellForRow(at: .row(row))!.trackingAttributes = ViewTrackingAttributes(
                    trackingID: "product-\(row)",
                    customProperties: ["price": 9.5, "currency": "EUR"],
                    customPropertiesProvider: {
                        providerCalls += 1
                        return ["stock": .integer(3), "currency": "USD"]
                    }
                )
            }
        }
        #expect(event?.element?.trackingID == "product-0")
        #expect(event?.customProperties == ["price": 9.5, "currency": "USD", "stock": 3])
        #expect(providerCalls == 1)
    }

    @Test("E6: a provider given its owner keeps neither the cell nor the controller alive, and provides while they live")
    func providerFromOwnerMakesNoCycle() async throws {
        weak var releasedCell: View?
        do {
            let harness = Harness()
            let cell = try #require(harness.table.cellForRow(at: .row(0)))
            cell.trackingAttributes.provideCustomProperties(from: cell) { ["subviews": .integer($0.subviews.count)] }
            harness.screen.controller.view.trackingAttributes.provideCustomProperties(from: harness.screen.controller) {
                ["screen": .string($0.title ?? "")]
            }
            #expect(cell.trackingAttributes.customPropertiesProvider?() == ["subviews": .integer(cell.subviews.count)])
            releasedCell = cell
            cell.removeFromSuperview()
            harness.table.reloadData()
        }
        #expect(releasedCell == nil, "the provider does not keep the cell it describes")
    }

    @Test("E7: ignore flags (view alone or cascading), ignored types and ignored screens")
    func ignoreRules() async throws {
        let viewOnly = try await selectionEvent { harness in
            harness.table.cellForRow(at: .row(0))!.trackingAttributes.ignoreScope = .viewOnly
        }
        #expect(viewOnly == nil)

        let tableIgnoredAlone = try await selectionEvent { harness in
            harness.table.trackingAttributes.ignoreScope = .viewOnly
        }
        #expect(tableIgnoredAlone != nil, "ignoring the table alone keeps its cells tracked")

        let cascading = try await selectionEvent { harness in
            harness.table.trackingAttributes.ignoreScope = .viewAndSubviews
        }
        #expect(cascading == nil)

        let table = TableView()
        table.register(ProductCell.self, forCellReuseIdentifier: "StaticCell")
        let byKind = try await selectionEvent(
            configuration: InterceptionConfiguration(elementRules: ElementTrackingRules(ignoredViewTypes: ViewTypeSet(kinds: ["TableViewCell"]))),
            screen: ListScreenFixture(tableView: table)
        )
        #expect(byKind == nil, "a subclass of an ignored public type is ignored")

        let byExactName = try await selectionEvent(
            configuration: InterceptionConfiguration(elementRules: ElementTrackingRules(ignoredViewTypes: ViewTypeSet(exactNames: ["TableViewCell"]))),
            screen: ListScreenFixture(tableView: TableView())
        )
        #expect(byExactName == nil)

        let screen = try await selectionEvent(
            configuration: InterceptionConfiguration(elementRules: ElementTrackingRules(ignoredScreens: ["CheckoutController"])),
            screen: ListScreenFixture(controller: CheckoutController())
        )
        #expect(screen == nil)
    }

    @Test("E8: no text from secure or sensitive fields; private views give type and path only")
    func privacyByDefault() async throws {
        let event = try await selectionEvent(configuration: InterceptionConfiguration(elementRules: .withDisplayedText)) { harness in
            let content = harness.table.cellForRow(at: .row(0))!.contentView
            for type in [TextContentType.password, .oneTimeCode, .emailAddress, .telephoneNumber, .creditCardNumber] {
                content.addSubview(TextField(text: "secret-\(type.rawValue)", textContentType: type))
            }
            content.addSubview(TextField(text: "typed"))
        }
        #expect(event?.element?.content == "Alpha", "H8: typed text never, by default")

        let optedIn = try await selectionEvent(
            configuration: InterceptionConfiguration(elementRules: Self.displayedText(ElementTrackingRules(capturesTypedText: true)))
        ) { harness in
            let content = harness.table.cellForRow(at: .row(0))!.contentView
            for type in [TextContentType.password, .oneTimeCode, .emailAddress, .telephoneNumber, .creditCardNumber] {
                content.addSubview(TextField(text: "secret-\(type.rawValue)", textContentType: type))
            }
            content.addSubview(TextField(text: "hunter2", isSecureTextEntry: true))
            content.addSubview(TextField(text: "typed"))
        }
        #expect(optedIn?.element?.content == "Alpha-typed", "opted in: plain text only")

        let privateCell = try await selectionEvent { harness in
            harness.table.cellForRow(at: .row(0))!.trackingAttributes.isPrivate = true
        }
        #expect(privateCell?.element?.type == "TableViewCell")
        #expect(privateCell?.element?.path == "View[0]/TableView[0]/TableViewCell[0-0]")
        #expect(privateCell?.element?.content == nil)

        let privateSubview = try await selectionEvent(configuration: InterceptionConfiguration(elementRules: .withDisplayedText)) { harness in
            harness.table.cellForRow(at: .row(0))!.textLabel.trackingAttributes.isPrivate = true
        }
        #expect(privateSubview?.element?.content == nil)
    }

    @Test("E8: content gathering visits a bounded number of subviews")
    func contentWalkBounded() async throws {
        let configuration = InterceptionConfiguration(elementRules: Self.displayedText(ElementTrackingRules(limits: ElementPropertyLimits(maximumContentNodes: 5))))
        let event = try await selectionEvent(configuration: configuration) { harness in
            let content = harness.table.cellForRow(at: .row(0))!.contentView
            for index in 0..<1_000 { content.addSubview(Label(text: "L\(index)")) }
        }
        // Five nodes: contentView, textLabel, detailTextLabel (empty), L0, L1.
        #expect(event?.element?.content == "Alpha-L0-L1")
    }
}
