/// A semantic description of a view's contents, used to determine whether the view should
/// be flipped when switching between left-to-right and right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
    /// The view's contents have no special semantics: the view is flipped when the layout
    /// direction changes.
    case unspecified = 0
    /// The view is a set of playback controls (play, rewind, fast forward…), which are not
    /// flipped.
    case playback = 1
    /// The view is a control with a spatial meaning (a directional pad, a text alignment
    /// control), which is not flipped.
    case spatial = 2
    /// The view is always laid out left to right.
    case forceLeftToRight = 3
    /// The view is always laid out right to left.
    case forceRightToLeft = 4
}
