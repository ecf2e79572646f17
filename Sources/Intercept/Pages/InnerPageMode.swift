/// How a screen's inner pages follow each other (P2).
public enum InnerPageMode: Sendable, Equatable {
    /// A stack: showing a page pushes it; popping returns to the one below, which is entered again.
    case pushPop
    /// One at a time: showing a page replaces the current one (the top of the stack, when pages
    /// were also pushed).
    case override
}
