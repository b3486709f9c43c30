import CoreGraphics
import Foundation

/// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` for a query.
package struct FlowPinning: Equatable, Sendable {
    package var headers: Bool
    package var footers: Bool
    /// The rect headers and footers stick to: the collection view's bounds less its
    /// `adjustedContentInset`, so a header stays below a navigation bar.
    package var visibleRect: CGRect

    package init(headers: Bool, footers: Bool, visibleRect: CGRect) {
        self.headers = headers
        self.footers = footers
        self.visibleRect = visibleRect
    }
}

extension FlowLayoutEngine {
    /// Where a section's header is drawn when headers pin: at the visible rect's leading edge
    /// (top when vertical) once its own position has scrolled past it, but never before its
    /// own position and never past the end of its section's items and inset, so the next
    /// section pushes it out. Nil when the section has no header or pinning is off.
    package func pinnedHeaderFrame(section: Int, pinning: FlowPinning) -> CGRect? {
        guard pinning.headers, headerFrame(section: section) != nil else { return nil }
        let geometry = self.section(section), start = sectionStart(section)
        let visible = scrollAxis.alongRange(pinning.visibleRect)
        let natural = start, limit = start + geometry.footerStart - geometry.headerLength
        return supplementaryFrame(along: min(max(visible.min, natural), limit), length: geometry.headerLength)
    }

    /// Where a section's footer is drawn when footers pin: at the visible rect's trailing edge
    /// until it reaches its own position, and never before the end of its section's header.
    package func pinnedFooterFrame(section: Int, pinning: FlowPinning) -> CGRect? {
        guard pinning.footers, footerFrame(section: section) != nil else { return nil }
        let geometry = self.section(section), start = sectionStart(section)
        let visible = scrollAxis.alongRange(pinning.visibleRect)
        let natural = start + geometry.footerStart, limit = start + geometry.headerLength
        return supplementaryFrame(along: max(min(visible.max - geometry.footerLength, natural), limit),
                                  length: geometry.footerLength)
    }
}
