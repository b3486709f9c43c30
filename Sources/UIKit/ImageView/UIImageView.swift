import CoreGraphics
import Foundation
import QuartzCore

/// A view that shows an image, or a sequence of images.
///
/// As in UIKit, the image is the layer's `contents` (turned upright, at the image's
/// scale), placed by `contentMode` through the layer's gravity; the stretchable middle of
/// a resizable image is the layer's `contentsCenter`. Template images are shown in the
/// view's `tintColor`. Image views take no touches by default, and never call a
/// subclass's `draw(_:)`.
///
/// Animation: `startAnimating()` plays `animationImages` as UIKit does, as a discrete
/// keyframe animation of the layer's `contents`, so the frames advance on the host clock
/// (`UIImageView+Animation.swift`).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown when the view is not highlighted (or has no highlighted image).
    open var image: UIImage? {
        didSet { if image !== oldValue { updateContent() } }
    }

    /// The image shown while `isHighlighted` is true; nil: `image` is shown.
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue { updateContent() } }
    }

    /// Whether the view shows its highlighted image (or animation images). Default false.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { animationImagesChanged() } }
    }

    /// The images of an animation started by `startAnimating()`.
    open var animationImages: [UIImage]? {
        didSet { animationImagesChanged() }
    }

    /// The images of the animation shown while highlighted (nil: `animationImages`).
    open var highlightedAnimationImages: [UIImage]? {
        didSet { animationImagesChanged() }
    }

    /// The time one pass of the animation takes, in seconds. Default 0, which UIKit reads
    /// as 1/30 s per image. Read when the animation starts.
    open var animationDuration: TimeInterval = 0

    /// How many passes the animation makes. Default 0: without end. Read when the
    /// animation starts.
    open var animationRepeatCount = 0

    /// Whether the animation is running (false again once its passes are done).
    open var isAnimating: Bool { animating }

    var animating = false
    /// The image the layer shows, and what it was made from (see `updateContent()`).
    var content: ImageContent?

    /// Creates an image view sized to `image` (its size in points), at the origin.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
        // An initializer's own assignments run no observers.
        self.image = image
        updateContent()
    }

    /// Creates an image view sized to `image`, with an image for the highlighted state.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
        self.image = image
        self.highlightedImage = highlightedImage
        updateContent()
    }

    /// Creates an image view with no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// An image view takes no touches and is not opaque, as in UIKit.
    private func configure() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// How the image is placed when the bounds differ from its size. Default `.scaleToFill`.
    open override var contentMode: ContentMode {
        didSet { updateContent() }
    }

    /// The size of the image shown, in points; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let size = displayedImage?.size else { return super.intrinsicContentSize }
        return size
    }

    /// The size of the image shown, in points (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    /// Re-tints a template image in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    /// Starts the animation of `animationImages` (nothing happens without images, or
    /// while it runs).
    open func startAnimating() {
        guard !animating, !(currentAnimationImages?.isEmpty ?? true) else { return }
        animating = true
        updateContent()
        addImageAnimation()
    }

    /// Stops the animation: the still image shows again.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        layer.removeAnimation(forKey: UIImageView.imageAnimationKey)
        updateContent()
    }

    override func drawLayerContent(_ rect: CGRect) { drawTiledImage() }

    override func contentScale(on screen: UIScreen) -> CGFloat { layerScale(on: screen) }
}
