import CoreGraphics
import Foundation
import QuartzCore

/// The image an image view's layer shows, and what it was made from: re-tinting and
/// turning upright happen only when one of those changes.
struct ImageContent {
    /// The image chosen (`UIImageView.displayedImage`).
    let source: UIImage
    /// The tint a template image was painted in (nil: not a template).
    let tint: CGColor?
    /// What is shown: `source`, tinted when it is a template.
    let image: UIImage
}

extension UIImageView {
    /// The image shown now: the first animation image while animating, the highlighted
    /// image while highlighted (when there is one), otherwise `image`.
    var displayedImage: UIImage? {
        if animating, let first = currentAnimationImages?.first { return first }
        if isHighlighted, let highlightedImage { return highlightedImage }
        return image
    }

    /// The animation images for the current state.
    var currentAnimationImages: [UIImage]? {
        if isHighlighted, let highlighted = highlightedAnimationImages, !highlighted.isEmpty { return highlighted }
        return animationImages
    }

    /// An animation without images stops; a running one starts again with the new images.
    func animationImagesChanged() {
        if animating, currentAnimationImages?.isEmpty ?? true {
            animating = false
            layer.removeAnimation(forKey: UIImageView.imageAnimationKey)
        }
        if animating || content != nil { updateContent() }
        if animating { addImageAnimation() }
    }

    /// Whether the image is drawn into a backing store rather than shown as contents: a
    /// resizable image whose middle tiles, filling the bounds (`.scaleToFill`, `.redraw`).
    /// Core Animation's `contentsCenter` can only stretch; a middle of one pixel each way
    /// tiles and stretches alike, so such images stay contents.
    var drawsTiledImage: Bool {
        guard let image = content?.image, image.isResizable, image.resizingMode == .tile,
              contentMode == .scaleToFill || contentMode == .redraw else { return false }
        let middle = UIImageView.middle(of: image)
        return middle.width * image.scale > 1 || middle.height * image.scale > 1
    }

    /// Shows `displayedImage`: as the layer's contents (upright, tinted when it is a
    /// template, at its scale, stretched around its caps), or drawn when it tiles. Called
    /// for every change that may matter (image, state, tint, content mode); what did not
    /// change is left alone, so the layer is not recomposited for nothing.
    func updateContent() {
        let previous = content?.image
        if let source = displayedImage, source.cgImage != nil {
            let tint: UIColor? = source.renderingMode == .alwaysTemplate ? tintColor : nil
            if content?.source !== source || content?.tint != tint?.cgColor {
                let shown = tint.map { source.withTintColor($0) } ?? source
                content = ImageContent(source: source, tint: tint?.cgColor, image: shown)
            }
        } else {
            content = nil
        }
        let shown = content?.image
        if shown?.size != previous?.size { invalidateIntrinsicContentSize() }
        let tiled = drawsTiledImage
        let contents = tiled ? nil : shown?.uprightCGImage
        if (layer.contents as? CGImage) !== contents { layer.contents = contents }
        layer.contentsCenter = shown.map { tiled ? UIImageView.unit : UIImageView.stretchableRect(of: $0) } ?? UIImageView.unit
        layer.contentsScale = layerScale(on: window?.screen ?? UIScreen.main)
        layer.needsDisplayOnBoundsChange = tiled || contentMode == .redraw
        // A tiled image is drawn (again when it changed); a store drawn for an earlier one goes.
        if tiled ? (shown !== previous || layer.backingStore == nil) : layer.backingStore != nil {
            layer.setNeedsDisplay()
        }
    }

    /// The layer's `contentsScale` on `screen`: the image's, for an image shown as
    /// contents; the screen's, for a drawn (tiling) image or none.
    func layerScale(on screen: UIScreen) -> CGFloat {
        guard let image = content?.image, !drawsTiledImage else { return screen.scale }
        return image.scale
    }

    /// The tiling resizable image filling the bounds (see `drawsTiledImage`).
    func drawTiledImage() {
        guard drawsTiledImage, let image = content?.image else { return }
        image.draw(in: bounds)
    }

    static let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The part of a resizable image between its caps, in unit coordinates of the upright
    /// image: the layer's `contentsCenter`. The whole image for other images.
    static func stretchableRect(of image: UIImage) -> CGRect {
        let size = image.size
        guard image.isResizable, size.width > 0, size.height > 0 else { return unit }
        let middle = middle(of: image)
        return CGRect(x: middle.minX / size.width, y: middle.minY / size.height,
                      width: middle.width / size.width, height: middle.height / size.height)
    }

    /// The middle of a resizable image in points: inside its (drawn) cap insets.
    static func middle(of image: UIImage) -> CGRect {
        CGRect(origin: .zero, size: image.size).inset(by: image.drawnCapInsets)
    }
}
