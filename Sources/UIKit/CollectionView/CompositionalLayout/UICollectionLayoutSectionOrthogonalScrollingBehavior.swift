import Foundation

/// How a section scrolls across the layout's scroll direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays out along the layout's scroll direction (the default).
    case none = 0
    /// The groups scroll freely across it, decelerating after a flick.
    case continuous
    /// As `.continuous`, coming to rest with a group's leading edge at the leading content
    /// inset.
    case continuousGroupLeadingBoundary
    /// The row pages by the width (or height) of its visible area.
    case paging
    /// The row pages one group at a time, the group's leading edge at the leading content
    /// inset.
    case groupPaging
    /// The row pages one group at a time, the group centred.
    case groupPagingCentered
}
