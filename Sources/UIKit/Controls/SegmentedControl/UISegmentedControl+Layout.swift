import Foundation
import QuartzCore

/// Sizes and layout: segment widths, the intrinsic size, and placing the track, the
/// separators, the thumb (which slides when it changes segment) and the contents.
extension UISegmentedControl {
    /// The control's height with content up to its own height.
    static let defaultHeight: CGFloat = 32
    /// The space on each side of a segment's content in its natural width.
    static let contentMargin: CGFloat = 12
    /// The least space kept on each side of content squeezed into a narrow segment.
    static let minimumContentMargin: CGFloat = 6
    /// How long the thumb takes to slide to another segment.
    static let slideDuration: TimeInterval = 0.3
    /// How long the thumb takes to shrink or grow back, and a segment to dim.
    static let pressDuration: TimeInterval = 0.2

    /// The natural size of a segment's content: an image's size, or the larger of its title
    /// drawn normal and selected (so that a title never grows past its segment when chosen).
    func naturalContentSize(of segment: SegmentedControlSegment) -> CGSize {
        switch segment.content {
        case .image(let image):
            return image?.size ?? .zero
        case .title(let title):
            guard let title, !title.isEmpty else { return .zero }
            let normal = NSAttributedString(string: title, attributes: titleAttributes(for: .normal)).size()
            let selected = NSAttributedString(string: title, attributes: titleAttributes(for: .selected)).size()
            return CGSize(width: max(normal.width, selected.width).rounded(.up),
                          height: max(normal.height, selected.height).rounded(.up))
        }
    }

    /// A segment's width when it is sized by its content: content plus margins.
    private func naturalWidth(of segment: SegmentedControlSegment) -> CGFloat {
        naturalContentSize(of: segment).width + 2 * UISegmentedControl.contentMargin
    }

    /// The intrinsic size: automatic segments as wide as the widest one (each as wide as
    /// its own content when apportioning) plus the fixed widths; 32 points tall unless an
    /// image needs more.
    var fittingSize: CGSize {
        let automatic = segments.filter { $0.width <= 0 }.map(naturalWidth(of:))
        let fixed = segments.reduce(0) { $0 + $1.width }
        let width = apportionsSegmentWidthsByContent
            ? fixed + automatic.reduce(0, +)
            : fixed + (automatic.max() ?? 0) * CGFloat(automatic.count)
        let tallest = segments.map { naturalContentSize(of: $0).height }.max() ?? 0
        let height = max(UISegmentedControl.defaultHeight, tallest + 4 * SegmentedControlLayout.thumbInset)
        return CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }

    /// Where the parts go in the current bounds.
    func currentLayout() -> SegmentedControlLayout {
        let widths = SegmentedControlLayout.widths(available: bounds.width, fixed: segments.map(\.width),
                                                   natural: segments.map(naturalWidth(of:)),
                                                   apportioned: apportionsSegmentWidthsByContent)
        return SegmentedControlLayout(bounds: bounds, widths: widths, scale: contentScaleFactor)
    }

    /// Places every part for the current bounds, segments and touch. The thumb slides when
    /// it moves to another segment, and the touch feedback (the thumb shrinking, a segment
    /// dimming) animates briefly — in a window; inside an animation block both take the
    /// block's timing, and inside `performWithoutAnimation` they happen at once.
    func layoutSegmentViews() {
        let layout = currentLayout()
        trackView.frame = bounds
        trackView.layer.cornerRadius = min(UISegmentedControl.trackCornerRadius, bounds.height / 2)
        for (index, separator) in separatorViews.enumerated() where index + 1 < segments.count {
            separator.frame = layout.separatorFrame(after: index)
        }
        for (index, segment) in segments.enumerated() {
            let state = displayState(ofSegment: index)
            if segment.appliedState != state { style(segment, for: state) }
            let content = segment.visibleContentView
            let size = switch segment.content {
            case .image(let image): image?.size ?? .zero
            case .title: segment.label.intrinsicContentSize
            }
            content.frame = layout.contentFrame(at: index, size: size, offset: segment.contentOffset,
                                                margin: UISegmentedControl.minimumContentMargin)
        }
        placeThumb(in: layout)
        showTouchFeedback()
    }

    /// Puts the thumb on its segment (sliding there from another one) and hides the
    /// separators beside it.
    private func placeThumb(in layout: SegmentedControlLayout) {
        let thumb = thumbSegment
        let previous = laidOutThumbSegment
        laidOutThumbSegment = thumb
        let place = {
            if let thumb {
                let frame = layout.thumbFrame(at: thumb)
                // Bounds and centre, not frame: the thumb may be scaled down.
                self.thumbView.bounds = CGRect(origin: .zero, size: frame.size)
                self.thumbView.center = CGPoint(x: frame.midX, y: frame.midY)
                self.thumbView.layer.cornerRadius = min(UISegmentedControl.thumbCornerRadius, frame.height / 2)
            }
            for (index, separator) in self.separatorViews.enumerated() {
                separator.alpha = thumb == index || thumb == index + 1 ? 0 : 1
            }
        }
        thumbView.isHidden = thumb == nil
        if let thumb, let previous, thumb != previous, window != nil {
            UIView.animate(withDuration: UISegmentedControl.slideDuration, delay: 0,
                           options: [.beginFromCurrentState, .allowUserInteraction], animations: place)
        } else {
            place()
        }
    }

    /// Shrinks the held thumb (or lets it grow back) and dims the pressed segment, with a
    /// short animation when something changes in a window.
    private func showTouchFeedback() {
        let transform = isThumbPressed
            ? CGAffineTransform(scaleX: UISegmentedControl.pressedThumbScale, y: UISegmentedControl.pressedThumbScale)
            : .identity
        let pressed = pressedSegment
        let alphas = segments.indices.map { $0 == pressed ? UISegmentedControl.pressedContentAlpha : 1 }
        let changed = thumbView.transform != transform
            || zip(segments, alphas).contains { $0.visibleContentView.alpha != $1 }
        guard changed else { return }
        let apply = {
            self.thumbView.transform = transform
            for (segment, alpha) in zip(self.segments, alphas) {
                for view in segment.contentViews { view.alpha = alpha }
            }
        }
        if window != nil {
            UIView.animate(withDuration: UISegmentedControl.pressDuration, delay: 0,
                           options: [.beginFromCurrentState, .allowUserInteraction], animations: apply)
        } else {
            apply()
        }
    }
}
