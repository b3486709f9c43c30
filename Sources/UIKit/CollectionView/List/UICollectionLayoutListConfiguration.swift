import Foundation

/// How a list section of a compositional layout looks (iOS 14): its appearance — plain rows,
/// grouped sections on a grey background, inset grouped cards, or a sidebar — whether
/// sections have supplementary headers and footers, separators and the list's background
/// colour. `NSCollectionLayoutSection.list(using:layoutEnvironment:)` and
/// `UICollectionViewCompositionalLayout.list(using:)` build lists from it (CollectionView/List).
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list.
    public enum Appearance: Int, Sendable {
        /// Rows across the whole width on the system background.
        case plain
        /// Sections apart on the grouped background, rows across the whole width.
        case grouped
        /// Sections as rounded cards inset from the sides, on the grouped background.
        case insetGrouped
        /// A sidebar's look (rows inset, on the grouped background).
        case sidebar
        /// A sidebar's rows on the plain background.
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (styled by the cell).
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Gives an item's swipe actions at one edge (nil: none).
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// Gives an item's separators: the section's configuration, changed as the item needs.
    public typealias ItemSeparatorHandler = (_ indexPath: IndexPath, _ sectionSeparatorConfiguration: UIListSeparatorConfiguration)
        -> UIListSeparatorConfiguration

    /// The list's look, fixed when the configuration is made.
    public let appearance: Appearance
    /// Whether rows show separators. Default true.
    public var showsSeparators = true
    /// How the section's separators look. Default the appearance's.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes an item's separators from the section's; nil: every item has the section's.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The actions revealed by swiping an item towards the trailing edge (from its leading
    /// edge). Default nil.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping an item towards the leading edge (from its trailing
    /// edge), or by its delete accessory. Default nil.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Space above each section's header; nil: the appearance's. Default nil.
    public var headerTopPadding: CGFloat?
    /// The list's background; nil uses the appearance's (the system background for plain
    /// lists, the grouped background otherwise).
    public var backgroundColor: UIColor?
    /// Where headers come from. Default `.none`.
    public var headerMode = HeaderMode.none
    /// Where footers come from. Default `.none`.
    public var footerMode = FooterMode.none

    /// A list configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background the list shows: `backgroundColor`, else the appearance's.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}
