import UIKit

/// The "Text & images" screen: labels in the fonts, weights, truncation modes and states
/// UIKit apps use, shrinking text, and image views: content modes, a template image in
/// the tint colour and a stretched resizable image.
final class TextAndImagesViewController: UIViewController {
    /// Everything on the screen, placed in its coordinates; it fills the safe area. Until
    /// the first layout it is as large as the view, which the cards take their width from.
    private let content = UIView()
    /// Where the next heading or card goes, in `content`.
    private var nextY: CGFloat = 16

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        content.frame = view.bounds
        view.addSubview(content)

        addHeading("Labels")
        let card = addCard(height: 250)
        var y: CGFloat = 12
        let styles: [(String, UIFont, UIColor)] = [
            ("Large Title", .systemFont(ofSize: 34, weight: .bold), .label),
            ("Headline, semibold 17", .systemFont(ofSize: 17, weight: .semibold), .label),
            ("Body text, system font 17", .systemFont(ofSize: 17), .label),
            ("Secondary footnote, 13 points", .systemFont(ofSize: 13), .secondaryLabel),
            ("let monospaced = true // 15 pt", .monospacedSystemFont(ofSize: 15, weight: .regular), .systemIndigo),
        ]
        for (text, font, color) in styles {
            let label = UILabel(frame: CGRect(x: 16, y: y, width: card.bounds.width - 32, height: 0))
            label.text = text
            label.font = font
            label.textColor = color
            label.sizeToFit()
            card.addSubview(label)
            y = label.frame.maxY + 10
        }
        let paragraph = UILabel(frame: CGRect(x: 16, y: y, width: card.bounds.width - 32, height: 60))
        paragraph.numberOfLines = 3
        paragraph.font = .systemFont(ofSize: 15)
        paragraph.text = "A label with three lines wraps at word boundaries and truncates the last visible "
            + "line with an ellipsis when the text does not fit, exactly as on iOS."
        card.addSubview(paragraph)

        addHeading("Truncation and shrinking")
        let modes = addCard(height: 176)
        let sentence = "The quick brown fox jumps over the lazy dog"
        for (i, mode) in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: 12 + CGFloat(i) * 30, width: 220, height: 24))
            label.text = sentence
            label.lineBreakMode = mode
            modes.addSubview(label)
        }
        let shrinking = UILabel(frame: CGRect(x: 16, y: 104, width: modes.bounds.width - 32, height: 24))
        shrinking.text = "This sentence shrinks to fit its width instead of truncating"
        shrinking.adjustsFontSizeToFitWidth = true
        shrinking.minimumScaleFactor = 0.5
        modes.addSubview(shrinking)
        let states = [("Disabled", { (l: UILabel) in l.isEnabled = false }),
                      ("Selected", { (l: UILabel) in l.highlightedTextColor = .systemRed; l.isHighlighted = true }),
                      ("Shadow", { (l: UILabel) in l.shadowColor = .systemTeal; l.shadowOffset = CGSize(width: 1, height: 2) })]
        for (i, (text, configure)) in states.enumerated() {
            let label = UILabel(frame: CGRect(x: 16 + CGFloat(i) * 118, y: 138, width: 116, height: 26))
            label.text = text
            label.font = .boldSystemFont(ofSize: 17)
            configure(label)
            modes.addSubview(label)
        }

        addHeading("Image views")
        let images = addCard(height: 200)
        let picture = Self.landscape()
        let contentModes: [(UIView.ContentMode, String)] = [(.scaleToFill, "fill"), (.scaleAspectFit, "fit"),
                                                     (.scaleAspectFill, "aspect fill"), (.center, "center")]
        let side = (images.bounds.width - 32 - 3 * 10) / 4
        for (i, (mode, name)) in contentModes.enumerated() {
            let imageView = UIImageView(image: picture)
            imageView.frame = CGRect(x: 16 + CGFloat(i) * (side + 10), y: 14, width: side, height: side * 1.3)
            imageView.contentMode = mode
            imageView.clipsToBounds = true
            imageView.backgroundColor = .tertiarySystemFill
            imageView.layer.cornerRadius = 8
            images.addSubview(imageView)
            let caption = UILabel(frame: CGRect(x: imageView.frame.minX, y: imageView.frame.maxY + 4, width: side, height: 16))
            caption.text = name
            caption.font = .systemFont(ofSize: 12)
            caption.textColor = .secondaryLabel
            caption.textAlignment = .center
            images.addSubview(caption)
        }
        let glyph = UIImageView(image: Self.star().withRenderingMode(.alwaysTemplate))
        glyph.frame.origin = CGPoint(x: 16, y: 150)
        glyph.tintColor = .systemPink
        images.addSubview(glyph)
        let button = UIImageView(image: Self.pill().resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 18, bottom: 0, right: 18)))
        button.frame = CGRect(x: 70, y: 152, width: images.bounds.width - 86, height: 36)
        images.addSubview(button)
        let title = UILabel(frame: button.frame)
        title.text = "Stretched resizable image"
        title.textAlignment = .center
        title.textColor = .white
        title.font = .boldSystemFont(ofSize: 15)
        images.addSubview(title)
    }

    /// The content follows the safe area: below the status bar, clear of the notch and the
    /// home indicator, wherever they are when the view is laid out.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        content.frame = view.bounds.inset(by: view.safeAreaInsets)
    }

    /// A small landscape picture, wider than tall, drawn at 2×.
    private static func landscape() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80)).image { context in
            let sky = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                 colors: [UIColor.systemOrange.cgColor, UIColor.systemPurple.cgColor],
                                 locations: nil)!
            context.cgContext.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: 80), options: [])
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 70, y: 18, width: 26, height: 26)).fill()
            UIColor(red: 0.1, green: 0.25, blue: 0.2, alpha: 1).setFill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: 80))
            hills.addCurve(to: CGPoint(x: 120, y: 62), controlPoint1: CGPoint(x: 30, y: 30), controlPoint2: CGPoint(x: 80, y: 90))
            hills.addLine(to: CGPoint(x: 120, y: 80))
            hills.fill()
        }
    }

    /// A five-pointed star in black, for use as a template.
    private static func star() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            let star = UIBezierPath()
            for point in 0..<10 {
                let radius: CGFloat = point.isMultiple(of: 2) ? 19 : 8
                let angle = CGFloat(point) * .pi / 5 - .pi / 2
                let vertex = CGPoint(x: 20 + radius * cos(angle), y: 21 + radius * sin(angle))
                point == 0 ? star.move(to: vertex) : star.addLine(to: vertex)
            }
            star.close()
            star.fill()
        }
    }

    /// A 40×36 pt capsule with rounded ends, to stretch between its caps.
    private static func pill() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 36)).image { _ in
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 36), cornerRadius: 18).fill()
        }
    }

    private func addHeading(_ text: String) {
        let heading = UILabel(frame: CGRect(x: 36, y: nextY, width: content.bounds.width - 72, height: 0))
        heading.text = text.uppercased()
        heading.font = .systemFont(ofSize: 13)
        heading.textColor = .secondaryLabel
        heading.sizeToFit()
        content.addSubview(heading)
        nextY = heading.frame.maxY + 6
    }

    private func addCard(height: CGFloat) -> UIView {
        let card = UIView(frame: CGRect(x: 20, y: nextY, width: content.bounds.width - 40, height: height))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        content.addSubview(card)
        nextY = card.frame.maxY + 24
        return card
    }
}
