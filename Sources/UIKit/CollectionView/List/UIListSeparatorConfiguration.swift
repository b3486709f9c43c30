import Foundation

/// How a list's separators look (iOS 14.5): whether an item's top and bottom separators
/// show, their insets, colour and visual effect. A list configuration's
/// `separatorConfiguration` sets the section-wide one; its `itemSeparatorHandler` may
/// change it item by item.
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// As the list decides: between rows, not above a section's first row nor (in
        /// grouped lists) below its last.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// Insets whose edges each mean "the list's own inset for that edge": the leading edge
    /// of the cell's `separatorLayoutGuide` (the text's), no inset at the trailing edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: automaticEdge, leading: automaticEdge, bottom: automaticEdge, trailing: automaticEdge)
    static let automaticEdge = CGFloat.greatestFiniteMagnitude

    /// Whether the item's top separator shows. Default `.automatic`.
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the item's bottom separator shows. Default `.automatic`.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The top separator's leading and trailing insets. Default `automaticInsets`.
    public var topSeparatorInsets = automaticInsets
    /// The bottom separator's leading and trailing insets. Default `automaticInsets`.
    public var bottomSeparatorInsets = automaticInsets
    /// The separators' colour. Default the system separator colour.
    public var color = UIColor.separator
    /// The separators' colour between selected items while several may be selected.
    /// Default the system separator colour.
    public var multipleSelectionColor = UIColor.separator
    /// A visual effect the separators are drawn with (kept; drawn as `color`). Default nil.
    public var visualEffect: UIVisualEffect?

    /// The defaults for a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// `insets` with each automatic edge replaced: the leading one by `automaticLeading`,
    /// the trailing one by zero.
    static func resolved(_ insets: NSDirectionalEdgeInsets, automaticLeading: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        (insets.leading == automaticEdge ? automaticLeading : insets.leading,
         insets.trailing == automaticEdge ? 0 : insets.trailing)
    }
}
