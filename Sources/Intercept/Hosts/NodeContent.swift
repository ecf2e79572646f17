/// What a single view shows, classified so that one content policy in the core can turn it into
/// `element_content` (E2) and apply the privacy rules (E8) the same way on every platform.
public enum NodeContent: Sendable, Equatable {
    /// A container: its content is the text of its subviews.
    case container
    /// A control's own words: a button's title (or, for a button with no title, its
    /// accessibility label), a selected segment's title. Words the app wrote, content by default
    /// (N3).
    case title(String?)
    /// Text a view displays that is not a control's own title: a label's text. Often the data
    /// (a name, an address), so content only where the app opts in
    /// (``ElementTrackingRules/displayedText``, N3).
    case text(String?)
    /// An image; its content is its accessibility label, which often reads the data aloud (a
    /// contact's photo labelled with the contact's name): content only where the app opts in
    /// (``ElementTrackingRules/displayedText``, N3).
    case image(accessibilityLabel: String?)
    /// Text the user typed. Never captured when secure or of a sensitive content type.
    case textInput(String?, TextEntryTraits)
    /// An on/off control: content "checked" or "unchecked".
    case toggle(isOn: Bool)
    /// A numeric control (slider, stepper): content is its value.
    case value(Double)
    /// A picker (a date picker, a wheel of rows): what the user picked is never content (it is
    /// what they entered, often a date of birth), and the rows its wheels show are not gathered
    /// into it or into an ancestor's content (H8).
    case picker
}

extension NodeContent {
    /// The kind of user entry this content is, for hosts that answer ``ViewNode/userEntryKind``
    /// from the content they read (the protocol's default).
    var userEntryKind: UserEntryKind? {
        switch self {
        case .textInput: .textInput
        case .picker: .picker
        default: nil
        }
    }
}
