import CoreGraphics
import Foundation

// The viewport layout pass: the container's width, the paragraphs around the visible area
// laid out and shown in their views, the content size, what shows kept in place while
// estimates are corrected, the caret kept visible; and self-sizing.
extension UITextView {
    /// How far past the visible area, above and below (in visible heights), paragraphs are
    /// laid out and drawn ahead of scrolling.
    static let overscan: CGFloat = 0.5

    /// Where the text container's top left corner is in the content.
    var textOrigin: CGPoint { CGPoint(x: textContainerInset.left, y: textContainerInset.top) }

    /// The caret, selection and hit-testing geometry of the text as laid out now.
    var inputGeometry: any TextGeometry {
        TextViewGeometry(layout: textLayout, origin: textOrigin, band: visibleParagraphs)
    }

    /// The container (its width, its padding) changed: the text is laid out again.
    func textContainerDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The width the container has now: the view's less the inset while it tracks it.
    private var containerWidth: CGFloat {
        guard let container = textContainerStorage else { return 0 }
        if container.widthTracksTextView {
            return max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        }
        return container.size.width
    }

    /// Gives the layout the container's line width.
    private func updateContainer() {
        guard let container = textContainerStorage else { return }
        let width = containerWidth
        if container.widthTracksTextView, container.size.width != width { container.size.width = width }
        let lineWidth = width.isFinite && width < 1_000_000 ? max(0, width - 2 * container.lineFragmentPadding) : nil
        textLayout.setContainer(lineWidth: lineWidth, padding: container.lineFragmentPadding,
                                lineLimit: container.maximumNumberOfLines, lineBreakMode: container.lineBreakMode)
    }

    /// The layout pass (from `layoutSubviews`): the band around the visible area laid out,
    /// what shows kept in place, then — when the caret or a range is to be scrolled into
    /// view — scrolled there and laid out again until it stays (estimates above it turning
    /// into measured heights move it; two or three passes settle).
    func layOutText() {
        updateContainer()
        var band = layOutBand()
        for _ in 0..<4 {
            guard let target = pendingScrollTarget() else { break }
            let before = bounds.origin
            scrollRectToVisible(target, animated: false)
            guard bounds.origin != before else { break }
            band = layOutBand()
        }
        caretNeedsScrollToVisible = false
        pendingScrollRange = nil
        if let shown = visibleParagraphs {
            showParagraphs(shown.map { ($0, textLayout.top(ofParagraph: $0)) }, band: band)
        } else {
            showParagraphs([], band: band)
        }
        if !isScrollEnabled, lastSizingWidth != bounds.width {
            lastSizingWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
        updateSelectionDisplay()
    }

    /// Lays out the paragraphs around the visible area, sets the content size, and keeps
    /// the paragraph at the top where it was when heights above it changed from estimates
    /// to measurements. Answers the band laid out.
    private func layOutBand() -> ClosedRange<CGFloat> {
        let inset = textContainerInset
        let anchorY = bounds.minY - inset.top
        let anchor = textLayout.paragraph(atY: anchorY)
        let anchorDelta = anchorY - textLayout.top(ofParagraph: anchor)
        let band = layoutBand()
        let shown = textLayout.layOutParagraphs(from: band.lowerBound, to: band.upperBound)
        visibleParagraphs = shown.isEmpty ? nil : shown[0].index...shown[shown.count - 1].index
        contentSize = CGSize(width: bounds.width, height: inset.top + textLayout.height + inset.bottom)
        if isScrollEnabled, bounds.minY > 0, !isTracking {
            let kept = textLayout.top(ofParagraph: anchor) + anchorDelta + inset.top
            if abs(kept - bounds.minY) > 0.25 { bounds.origin.y = kept }
        }
        return band
    }

    /// The rectangle to scroll into view at this pass, if any: the range asked for by
    /// `scrollRangeToVisible(_:)`, else the caret while typing.
    private func pendingScrollTarget() -> CGRect? {
        guard isScrollEnabled else { return nil }
        let geometry = inputGeometry
        if let range = pendingScrollRange {
            guard range.length > 0 else { return geometry.caretRect(at: range.location) }
            var rect = geometry.selectionRects(for: range).reduce(CGRect.null) { $0.union($1.rect) }
            rect.size.height = min(rect.height, bounds.height)
            return rect
        }
        guard caretNeedsScrollToVisible else { return nil }
        let selection = engine.selection
        return geometry.caretRect(at: selection.location + selection.length).insetBy(dx: 0, dy: -textContainerInset.bottom)
    }

    /// The y range of the text (container coordinates) laid out: the visible area with
    /// `overscan` around it; all the text when the view does not scroll (it sizes itself).
    private func layoutBand() -> ClosedRange<CGFloat> {
        guard isScrollEnabled else { return 0...CGFloat.greatestFiniteMagnitude }
        let extra = bounds.height * Self.overscan
        let top = bounds.minY - textContainerInset.top
        return max(0, top - extra)...max(0, top + bounds.height + extra)
    }

    /// Puts each laid-out paragraph in the band in a view: the view already drawing its
    /// layout when there is one (moved, not redrawn), else a spare one.
    private func showParagraphs(_ shown: [(index: Int, top: CGFloat)], band: ClosedRange<CGFloat>) {
        var previous = paragraphViews
        paragraphViews = [:]
        var needing: [(TextLayout, CGRect, CGFloat)] = []
        let x = textContainerInset.left, width = max(0, containerWidth)
        for (index, top) in shown {
            guard let layout = textLayout.layout(ofParagraph: index) else { continue }
            let height = layout.usedRect.height
            // A paragraph much taller than the band shows only the slice in the band.
            let sliceTop = max(0, band.lowerBound - top)
            let sliceBottom = min(height, band.upperBound - top)
            guard sliceBottom > sliceTop else { continue }
            let frame = CGRect(x: x, y: textContainerInset.top + top + sliceTop, width: width, height: sliceBottom - sliceTop)
            let key = ObjectIdentifier(layout)
            if let view = previous.removeValue(forKey: key) {
                view.show(layout, frame: frame, sliceTop: sliceTop, lineOriginX: textLayout.padding)
                paragraphViews[key] = view
            } else {
                needing.append((layout, frame, sliceTop))
            }
        }
        for view in previous.values {
            view.clear()
            spareParagraphViews.append(view)
        }
        for (layout, frame, sliceTop) in needing {
            let view = spareParagraphViews.popLast() ?? makeParagraphView()
            view.isHidden = false
            view.show(layout, frame: frame, sliceTop: sliceTop, lineOriginX: textLayout.padding)
            paragraphViews[ObjectIdentifier(layout)] = view
        }
    }

    private func makeParagraphView() -> TextViewParagraphView {
        let view = TextViewParagraphView()
        insertSubview(view, aboveSubview: selectionDisplay.highlight)
        return view
    }

    // MARK: Keeping text in view

    /// `scrollRangeToVisible(_:)`: the range clamped into the text is scrolled into view at
    /// once (its first lines when taller than the view).
    func scrollTextRangeToVisible(_ range: NSRange) {
        let length = engine.length
        let location = max(0, min(range.location, length))
        pendingScrollRange = NSRange(location: location, length: max(0, min(range.length, length - location)))
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Shows the caret or the selection where the geometry puts them (a read-only text
    /// view shows a selection, never a caret).
    func updateSelectionDisplay() {
        let active = window != nil && (isEditingStorage || (isSelectingText && engine.selection.length > 0))
        selectionDisplay.update(active: active, selection: engine.selection, geometry: active ? inputGeometry : nil,
                                color: tintColor ?? .systemBlue, clip: bounds)
    }

    // MARK: Self-sizing

    /// With scrolling disabled: as tall as the text laid out at the current width (no
    /// intrinsic width once the view has one; the unwrapped text's width before).
    var textIntrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        if bounds.width > 0 {
            return CGSize(width: UIView.noIntrinsicMetric, height: fittingSize(for: CGSize(width: bounds.width, height: 0)).height)
        }
        return fittingSize(for: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    }

    /// `sizeThatFits(_:)`: the text laid out at `size.width` (unwrapped for an unlimited
    /// width): its height plus the insets, and the width given (or the widest line's).
    func fittingSize(for size: CGSize) -> CGSize {
        let container = textContainerStorage
        let padding = container?.lineFragmentPadding ?? 0
        let inset = textContainerInset
        let limited = size.width.isFinite && size.width < 1_000_000
        let lineWidth = limited ? max(0, size.width - inset.left - inset.right - 2 * padding) : nil
        let sizing = TextViewLayout()
        sizing.source = { [unowned self] in self.engine.content }
        sizing.setContainer(lineWidth: lineWidth, padding: padding, lineLimit: container?.maximumNumberOfLines ?? 0,
                            lineBreakMode: container?.lineBreakMode ?? .byWordWrapping)
        sizing.reset(engine.content, markedRange: engine.markedRange)
        let shown = sizing.layOutParagraphs(from: 0, to: .greatestFiniteMagnitude)
        var widest: CGFloat = 0
        for (index, _) in shown {
            if let layout = sizing.layout(ofParagraph: index) { widest = max(widest, layout.usedRect.maxX) }
        }
        let height = (inset.top + sizing.height + inset.bottom).rounded(.up)
        let width = limited ? size.width : (widest + 2 * padding + inset.left + inset.right).rounded(.up)
        return CGSize(width: width, height: height)
    }
}

extension UITextView {
    /// How many paragraph layouts the text view built since the count was last reset (for
    /// tests and benchmarks: the viewport layout's work).
    @_spi(Testing) public var paragraphLayoutsBuilt: Int { textLayout.paragraphLayoutsBuilt }

    /// Starts counting paragraph layouts again.
    @_spi(Testing) public func resetParagraphLayoutCount() { textLayout.resetLayoutCount() }
}
