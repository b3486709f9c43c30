import Foundation

// The factory styles, with iOS 17's fonts, colours and margins (measured from its Settings,
// Files and Notes rows): rows have 11-point vertical margins around a body-font text, which
// with a 44-point minimum make the standard row; horizontal margins come from the list's
// layout margins (16 points compact, 20 regular).
extension UIListContentConfiguration {
    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    private static func properties(_ style: UIFont.TextStyle, _ color: UIColor,
                                   weight: UIFont.Weight? = nil) -> TextProperties {
        let base = UIFont.preferredFont(forTextStyle: style)
        let font = weight.map { UIFont.systemFont(ofSize: base.pointSize, weight: $0) } ?? base
        return TextProperties(font: font, color: color)
    }

    private static func row(_ style: Style, secondary: TextProperties, sideBySide: Bool = false) -> Self {
        Self(style: style, textProperties: properties(.body, .label), secondaryTextProperties: secondary,
             directionalLayoutMargins: cellMargins, prefersSideBySideTextAndSecondaryText: sideBySide)
    }

    /// A row: body text; secondary text below it in the subheadline font.
    public static func cell() -> Self { row(.cell, secondary: properties(.subheadline, .label)) }

    /// A row with a secondary line below the text, in the secondary colour.
    public static func subtitleCell() -> Self { row(.subtitleCell, secondary: properties(.subheadline, .secondaryLabel)) }

    /// A row with the secondary text trailing, beside the text, in the secondary colour
    /// (Settings' "Version 17.0").
    public static func valueCell() -> Self {
        row(.valueCell, secondary: properties(.body, .secondaryLabel), sideBySide: true)
    }

    /// A sidebar row.
    public static func sidebarCell() -> Self { row(.sidebarCell, secondary: properties(.subheadline, .secondaryLabel)) }

    /// A sidebar row with a secondary line below the text.
    public static func sidebarSubtitleCell() -> Self {
        row(.sidebarSubtitleCell, secondary: properties(.subheadline, .secondaryLabel))
    }

    /// A row of a sidebar shown beside its content (iPad's Notes folders).
    public static func accompaniedSidebarCell() -> Self {
        row(.accompaniedSidebarCell, secondary: properties(.subheadline, .secondaryLabel))
    }

    /// A row of an accompanied sidebar with a secondary line below the text.
    public static func accompaniedSidebarSubtitleCell() -> Self {
        row(.accompaniedSidebarSubtitleCell, secondary: properties(.subheadline, .secondaryLabel))
    }

    private static func header(_ style: Style, _ text: TextProperties, top: CGFloat, bottom: CGFloat) -> Self {
        Self(style: style, textProperties: text, secondaryTextProperties: properties(.subheadline, .secondaryLabel),
             directionalLayoutMargins: NSDirectionalEdgeInsets(top: top, leading: 16, bottom: bottom, trailing: 16))
    }

    /// A plain list's section header: semibold subheadline text.
    public static func plainHeader() -> Self {
        header(.plainHeader, properties(.subheadline, .label, weight: .semibold), top: 6, bottom: 6)
    }

    /// A plain list's section footer: footnote text in the secondary colour.
    public static func plainFooter() -> Self {
        header(.plainFooter, properties(.footnote, .secondaryLabel), top: 6, bottom: 6)
    }

    /// A grouped list's section header: uppercase footnote text in the secondary colour.
    public static func groupedHeader() -> Self {
        var configuration = header(.groupedHeader, properties(.footnote, .secondaryLabel), top: 17, bottom: 6)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// A grouped list's section footer: footnote text in the secondary colour.
    public static func groupedFooter() -> Self {
        header(.groupedFooter, properties(.footnote, .secondaryLabel), top: 6, bottom: 17)
    }

    /// An inset grouped list's prominent section header: bold title 3 text.
    public static func prominentInsetGroupedHeader() -> Self {
        header(.prominentInsetGroupedHeader, properties(.title3, .label, weight: .bold), top: 17, bottom: 8)
    }

    /// An inset grouped list's extra-prominent section header: bold title 2 text.
    public static func extraProminentInsetGroupedHeader() -> Self {
        header(.extraProminentInsetGroupedHeader, properties(.title2, .label, weight: .bold), top: 17, bottom: 8)
    }

    /// A sidebar's section header: headline text.
    public static func sidebarHeader() -> Self {
        header(.sidebarHeader, properties(.headline, .label), top: 11, bottom: 11)
    }
}
