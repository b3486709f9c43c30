import Foundation

/// What a list section tells a cell about its place (UIKit passes the same through private
/// layout attributes): the list's look, whether the item is its section's first or last, or
/// its header, and which separators it shows. `UICollectionViewListCell` draws its
/// background, corners and separators from it.
struct ListCellPlacement: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isFirstInSection: Bool
    var isLastInSection: Bool
    /// The section's first item shown as its header (`headerMode == .firstItemInSection`).
    var isHeader: Bool
    /// The item's separator configuration (the section's, through `itemSeparatorHandler`).
    var separators: UIListSeparatorConfiguration
    var showsTopSeparator: Bool
    var showsBottomSeparator: Bool

    /// The inset grouped card's corner radius (iOS 17).
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The placement of item `indexPath` of a section of `itemCount` items laid out as
    /// `configuration` says.
    init(_ configuration: UICollectionLayoutListConfiguration, indexPath: IndexPath, itemCount: Int) {
        appearance = configuration.appearance
        isFirstInSection = indexPath.item == 0
        isLastInSection = indexPath.item == itemCount - 1
        isHeader = isFirstInSection && configuration.headerMode == .firstItemInSection
        let section = configuration.separatorConfiguration
        separators = configuration.itemSeparatorHandler?(indexPath, section) ?? section
        let grouped = appearance == .grouped || appearance == .insetGrouped
        let sidebar = appearance == .sidebar || appearance == .sidebarPlain
        // Automatic: a line under each row but a grouped section's last (the card's edge
        // ends it), none above; sidebars and headers draw none.
        let automaticBottom = !sidebar && !isHeader && !(grouped && isLastInSection)
        func resolve(_ visibility: UIListSeparatorConfiguration.Visibility, automatic: Bool) -> Bool {
            guard configuration.showsSeparators else { return false }
            switch visibility {
            case .automatic: return automatic
            case .visible: return true
            case .hidden: return false
            }
        }
        showsTopSeparator = resolve(separators.topSeparatorVisibility, automatic: false)
        showsBottomSeparator = resolve(separators.bottomSeparatorVisibility, automatic: automaticBottom)
    }

    /// The rounded corners of the item's background: an inset grouped section's first item
    /// rounds its top, its last item its bottom.
    var roundedCorners: CACornerMask {
        guard appearance == .insetGrouped else { return [] }
        var corners: CACornerMask = []
        if isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        return corners
    }

    /// The background a list cell shows until the app sets its own.
    @MainActor var defaultBackground: UIBackgroundConfiguration {
        switch appearance {
        case .plain: isHeader ? .listPlainHeaderFooter() : .listPlainCell()
        case .grouped, .insetGrouped: isHeader ? .listGroupedHeaderFooter() : .listGroupedCell()
        case .sidebar, .sidebarPlain: isHeader ? .listSidebarHeader() : .listSidebarCell()
        }
    }

    /// The content configuration `defaultContentConfiguration()` gives.
    @MainActor var defaultContent: UIListContentConfiguration {
        switch appearance {
        case .plain: isHeader ? .plainHeader() : .cell()
        case .grouped, .insetGrouped: isHeader ? .groupedHeader() : .cell()
        case .sidebar, .sidebarPlain: isHeader ? .sidebarHeader() : .sidebarCell()
        }
    }
}
