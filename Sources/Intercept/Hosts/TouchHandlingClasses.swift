/// Whether the app's own code handles touches in the views of a class (A2), so that a tap on one,
/// though no action, recognizer or selection reports it, is never a dead tap. Decided here for
/// every platform from two facts the platform reads: which ``TouchHandlingMethod``s a class
/// overrides itself, and where the class was loaded from (``ClassImages``).
///
/// - Only ``countedMethods`` count: `touchesBegan` and `touchesEnded`, where code acts on a tap.
///   Not `touchesMoved` (a tap that does not move never reaches it, and a view that acts only on
///   moves, a drag or a stroke, leaves a tap unhandled), not `touchesCancelled` (the clean-up of a
///   touch the view lost), not the presses methods (a key or remote button press is no tap).
/// - Only the app's classes count: a class of the system's images (a scroll view, which
///   overrides the touch methods for its own scrolling) does not make a tap on its background
///   handled. A class whose image cannot be told is the app's (``ClassImages``).
/// - Every class from the view's own up to the platform's base view class is looked at: an app
///   subclass inherits its superclass's handling.
///
/// The answer is kept per class, and dropped when the platform installs its image reader again.
@MainActor
@_spi(Platform) public enum TouchHandlingClasses {
    /// The methods whose override handles a tap.
    @_spi(Platform) public static let countedMethods: Set<TouchHandlingMethod> = [.touchesBegan, .touchesEnded]

    private static var verdicts: [ObjectIdentifier: Bool] = [:]
    private static var verdictsGeneration = 0

    /// Whether the app's code handles touches in views of `viewClass`.
    ///
    /// - Parameters:
    ///   - viewClass: the view's class, as the runtime has it.
    ///   - baseClass: the platform's view class (`UIView`), where the walk up stops.
    ///   - superclass: the runtime's superclass of a class.
    ///   - overrides: the methods a class implements itself, differently from its superclass.
    @_spi(Platform) public static func handlesTouches(
        in viewClass: AnyClass, below baseClass: AnyClass, superclass: (AnyClass) -> AnyClass?, overrides: (AnyClass) -> Set<TouchHandlingMethod>
    ) -> Bool {
        if verdictsGeneration != ClassImages.generation {
            verdicts = [:]
            verdictsGeneration = ClassImages.generation
        }
        let key = ObjectIdentifier(viewClass)
        if let known = verdicts[key] { return known }
        var verdict = false
        var current: AnyClass? = viewClass
        while let candidate = current, ObjectIdentifier(candidate) != ObjectIdentifier(baseClass) {
            if !ClassImages.isSystemClass(candidate), !overrides(candidate).isDisjoint(with: countedMethods) {
                verdict = true
                break
            }
            current = superclass(candidate)
        }
        verdicts[key] = verdict
        return verdict
    }
}
