import Foundation

// The list backgrounds: the fill of a row, header or footer in each list appearance, and the
// fill iOS 17 gives it when highlighted or selected.
extension UIBackgroundConfiguration {
    /// The list style a background was made for, so `updated(for:)` knows its state fills.
    enum ListStyle {
        case plainCell, groupedCell, sidebarCell, accompaniedSidebarCell
        case plainHeaderFooter, groupedHeaderFooter, sidebarHeader
    }

    private static func list(_ style: ListStyle, _ color: UIColor) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = color
        configuration.listStyle = style
        return configuration
    }

    /// A plain list's row: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { list(.plainCell, .systemBackground) }

    /// A grouped or inset grouped list's row: the secondary grouped background (white on the
    /// grey of the list).
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        list(.groupedCell, .secondarySystemGroupedBackground)
    }

    /// A sidebar row: clear until selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { list(.sidebarCell, .clear) }

    /// A row of a sidebar shown beside its content: clear until selected.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        list(.accompaniedSidebarCell, .clear)
    }

    /// A plain list's header or footer: the system background (it covers the rows it pins over).
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        list(.plainHeaderFooter, .systemBackground)
    }

    /// A grouped list's header or footer: clear, over the list's grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        list(.groupedHeaderFooter, .clear)
    }

    /// A sidebar's section header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { list(.sidebarHeader, .clear) }

    /// This background with iOS's fill for `state`: highlighted or selected rows turn
    /// `systemGray4`; sidebar rows a rounded tint-coloured fill (`systemGray5` when the sidebar
    /// accompanies its content). Headers, footers and non-list backgrounds are unchanged.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let listStyle, let cellState = state as? UICellConfigurationState,
              cellState.isSelected || cellState.isHighlighted else { return self }
        var updated = self
        switch listStyle {
        case .plainCell, .groupedCell:
            updated.backgroundColor = .systemGray4
        case .sidebarCell:
            updated.backgroundColor = nil
            updated.cornerRadius = Self.sidebarSelectionCornerRadius
        case .accompaniedSidebarCell:
            updated.backgroundColor = .systemGray5
            updated.cornerRadius = Self.sidebarSelectionCornerRadius
        case .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader:
            break
        }
        return updated
    }

    /// The corner radius of a selected sidebar row's fill.
    static let sidebarSelectionCornerRadius: CGFloat = 10
}
