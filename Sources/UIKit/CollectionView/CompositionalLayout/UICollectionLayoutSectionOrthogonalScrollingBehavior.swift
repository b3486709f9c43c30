import Foundation

/// How a section scrolls across the layout's scroll direction. Only `.none` is laid out
/// yet: a section asking for another lays out as `.none` (docs/DIFFERENCES.md).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}
