/// The private views an ``AlertController`` builds its action list from, in its two layouts. Their
/// class names are what Intercept's default alert processors recognize (G6), and what the G5
/// ignore list matches private types by.

/// The older layout's action list (a collection of cells).
@MainActor
final class _AlertControllerCollectionView: View {}

/// A row of the older layout.
@MainActor
final class _AlertControllerCollectionViewCell: View {}

/// The newer layout's action list (an action group).
@MainActor
final class _AlertControllerActionGroupView: View {}

/// A row of the newer layout.
@MainActor
final class _AlertControllerActionView: View {}
