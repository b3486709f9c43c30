import CoreGraphics
import Foundation

/// The preview of a rich context menu: the source view's snapshot, or the view of the
/// preview provider's view controller, lifted over the backdrop in a rounded platter with a
/// soft shadow. Its content takes no touches; a tap on it commits the preview.
final class ContextMenuPreviewView: UIView {
    /// Clips the content to the platter's rounded corners (the shadow is outside it).
    private let clip = UIView()
    private let content: UIView
    private let cornerRadius: CGFloat
    weak var presentation: ContextMenuPresentation?

    /// A platter showing `content` with corners of `cornerRadius`.
    init(content: UIView, cornerRadius: CGFloat) {
        self.content = content
        self.cornerRadius = cornerRadius
        super.init(frame: .zero)
        clip.layer.cornerRadius = cornerRadius
        clip.clipsToBounds = true
        clip.isUserInteractionEnabled = false
        clip.addSubview(content)
        addSubview(clip)
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 16
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    /// The preview is made by the presentation only.
    required init?(coder: NSCoder) { nil }

    /// A snapshot of `view` as it is drawn now (model values), at its window's scale.
    static func snapshot(of view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        if let scale = view.window?.screen.scale { format.scale = scale }
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clip.frame = bounds
        content.frame = clip.bounds
        let radius = min(cornerRadius, bounds.width / 2, bounds.height / 2)
        clip.layer.cornerRadius = radius
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: radius).cgPath
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        presentation?.previewTapped()
    }
}
