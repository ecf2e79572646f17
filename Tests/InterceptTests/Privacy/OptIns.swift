import Intercept

extension ElementTrackingRules {
    /// The default rules, with displayed text (labels, images' labels, cells' and containers'
    /// texts, menus' titles) let through everywhere: for tests about that text itself (N3).
    static var withDisplayedText: ElementTrackingRules {
        var rules = ElementTrackingRules()
        rules.displayedText = .everywhere
        return rules
    }

    /// The default rules, with screens' titles let through everywhere (N4).
    static var withScreenTitles: ElementTrackingRules {
        var rules = ElementTrackingRules()
        rules.screenTitles = .everywhere
        return rules
    }
}

extension InterceptionConfiguration {
    /// A configuration that lets displayed text and screens' titles through everywhere: for tests
    /// about what privacy and redaction do to that text (E8, H4, H5, N3, N4).
    static var withDisplayedTextAndTitles: InterceptionConfiguration {
        var rules = ElementTrackingRules.withDisplayedText
        rules.screenTitles = .everywhere
        return InterceptionConfiguration(elementRules: rules)
    }
}
