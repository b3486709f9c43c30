import CoreGraphics

/// The safe area at one view, as the steps from the window down make it
/// (UIViewController+SafeArea): what its subviews inherit and its own insets.
struct SafeAreaRegion {
    /// The safe part of the window, in the window's coordinates, that the view's bounds are
    /// measured against: the window's safe area, narrowed by the controllers' root views
    /// above (and including) the view, widened along the axes whose safe area a scroll view
    /// above it adds to its content inset.
    var safe: CGRect
    /// The translation from the view's coordinates to the window's; nil when a layer on the
    /// way does more than translate (frames are then converted through the layers).
    var shift: CGPoint?
    /// The view's safe-area insets.
    var insets: UIEdgeInsets
    /// Whether anything so far makes the safe area other than the whole plane: the window's
    /// unsafe edges, a controller adding insets, a scroll view's content.
    var narrowed: Bool
}
