import CoreGraphics
import Foundation

/// The scroll view's two layout guides: its content area and its own frame, for Auto
/// Layout. Constraints between the content and the content guide's edges set `contentSize`.
extension UIScrollView {
    /// The content area as a layout guide: its origin is the content's, and constraints
    /// that size it (content pinned to its edges) set `contentSize` at the next layout; a
    /// dimension they leave free follows `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollContentGuide, role: .scrollContent, identifier: "UIScrollViewContentLayoutGuide")
    }

    /// The scroll view's own rectangle as a layout guide (untransformed): content pinned to
    /// it stays in place while the content scrolls, and its width or height sizes content
    /// to the scroll view.
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollFrameGuide, role: .scrollFrame, identifier: "UIScrollViewFrameLayoutGuide")
    }

    /// What pins `guide` changed (the offset for the frame guide, the content size for the
    /// content guide): its constraints are remade at the next solve.
    func scrollGuideMoved(_ guide: UILayoutGuide?) {
        guard let guide, let engine = treeEngine else { return }
        engine.markStale(guide)
    }

    /// After the subviews were laid out: the content guide's solved size becomes the content
    /// size.
    func adoptContentGuideSize() {
        guard let guide = autoLayoutStorage?.scrollContentGuide, guide.engineItem != nil else { return }
        let size = guide.layoutFrame.size
        if size != contentSize { contentSize = size }
    }
}
