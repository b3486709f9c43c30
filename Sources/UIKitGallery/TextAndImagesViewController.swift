import UIKit

/// The "Text & images" screen: labels in the fonts, weights, truncation modes and states
/// UIKit apps use, and shrinking text.
final class TextAndImagesViewController: UIViewController {
    private var nextY: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        nextY = max(view.safeAreaInsets.top, 60) + 16

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
    }

    private func addHeading(_ text: String) {
        let heading = UILabel(frame: CGRect(x: 36, y: nextY, width: view.bounds.width - 72, height: 0))
        heading.text = text.uppercased()
        heading.font = .systemFont(ofSize: 13)
        heading.textColor = .secondaryLabel
        heading.sizeToFit()
        view.addSubview(heading)
        nextY = heading.frame.maxY + 6
    }

    private func addCard(height: CGFloat) -> UIView {
        let card = UIView(frame: CGRect(x: 20, y: nextY, width: view.bounds.width - 40, height: height))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        view.addSubview(card)
        nextY = card.frame.maxY + 24
        return card
    }
}
