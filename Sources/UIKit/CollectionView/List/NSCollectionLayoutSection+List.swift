import Foundation

/// List sections: one row per group across the section, each row `.estimated(44)` tall so
/// that it takes its cell's height (UICollectionViewCompositionalLayout+SelfSizing), with
/// the appearance's insets and optional supplementary header and footer. Metrics are iOS 17's
/// on an iPhone as measured from screenshots (docs/DIFFERENCES.md): a grouped section 35
/// points below the one before when it has no header; inset grouped cards 16 points in from
/// the sides (20 on screens at least 414 points wide); sidebar rows 10 points in.
extension NSCollectionLayoutSection {
    /// The estimated height of a list row, header or footer (UIKit's 44-point row).
    static let listRowEstimate: CGFloat = 44
    /// The space above a grouped section without a header.
    static let groupedSectionSpacing: CGFloat = 35

    /// A section laid out as a list per `configuration`, in `layoutEnvironment` (whose
    /// container's width picks the inset grouped side insets).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(listRowEstimate))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
        let section = NSCollectionLayoutSection(group: group)
        let grouped = configuration.appearance != .plain && configuration.appearance != .sidebarPlain
        let side: CGFloat = switch configuration.appearance {
        case .insetGrouped: layoutEnvironment.container.effectiveContentSize.width >= 414 ? 20 : 16
        case .sidebar, .sidebarPlain: 10
        case .plain, .grouped: 0
        }
        let top = grouped && configuration.headerMode != .supplementary ? groupedSectionSpacing : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: top, leading: side, bottom: 0, trailing: side)
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: rowSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            // Plain lists keep the header of the section in view at the top.
            header.pinToVisibleBounds = !grouped
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: rowSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        if configuration.headerMode == .supplementary, let padding = configuration.headerTopPadding, padding.isFinite {
            section.headerTopPadding = max(0, padding)
        }
        section.listConfiguration = configuration
        return section
    }
}
