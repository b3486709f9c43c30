import Foundation
import Testing
import UIKitSnapshotTesting
import UIKitTesting

/// Shows a screenful of labels (truncation modes, wrapping, alignment, shrinking, shadow,
/// states) on a simulated iPhone SE, kept as a reviewed snapshot reference.
@MainActor
@Suite("UILabel sampler", .serialized)
struct LabelSamplerTests {
    static let sentence = "The quick brown fox jumps over the lazy dog and keeps on running."

    func label(_ frame: CGRect, _ text: String = sentence, configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let label = UILabel(frame: frame)
        label.backgroundColor = UIColor(white: 0.92, alpha: 1)
        label.text = text
        configure(label)
        return label
    }

    @Test("a screenful of labels renders every section inside its own frame")
    func sampler() {
        let stage = LabelStage()
        var labels: [UILabel] = []
        var y: CGFloat = 24
        for mode in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping,
                     .byWordWrapping, .byCharWrapping] {
            labels.append(label(CGRect(x: 8, y: y, width: 300, height: 24)) { $0.lineBreakMode = mode })
            y += 28
        }
        labels.append(label(CGRect(x: 8, y: y, width: 148, height: 64)) { $0.numberOfLines = 0; $0.font = .systemFont(ofSize: 14) })
        labels.append(label(CGRect(x: 164, y: y, width: 148, height: 64)) { $0.numberOfLines = 2; $0.font = .systemFont(ofSize: 14) })
        y += 70
        for (i, alignment) in [NSTextAlignment.left, .center, .right].enumerated() {
            labels.append(label(CGRect(x: 8 + CGFloat(i) * 104, y: y, width: 96, height: 30), "Align") { $0.textAlignment = alignment })
        }
        y += 36
        labels.append(label(CGRect(x: 8, y: y, width: 300, height: 30)) {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.3
        })
        y += 36
        labels.append(label(CGRect(x: 8, y: y, width: 300, height: 40), "Shadowed") {
            $0.font = .boldSystemFont(ofSize: 28)
            $0.shadowColor = .systemBlue
            $0.shadowOffset = CGSize(width: 2, height: 2)
        })
        y += 46
        labels.append(label(CGRect(x: 8, y: y, width: 96, height: 30), "Disabled") { $0.isEnabled = false })
        labels.append(label(CGRect(x: 112, y: y, width: 96, height: 30), "Highlight") {
            $0.highlightedTextColor = .systemRed
            $0.isHighlighted = true
        })
        labels.append(label(CGRect(x: 216, y: y, width: 96, height: 30), "Colour") { $0.textColor = .systemGreen })
        y += 36
        let rich = NSMutableAttributedString(string: "Bold, red and big", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
        rich.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 6, length: 3))
        rich.addAttribute(.font, value: UIFont.systemFont(ofSize: 24), range: NSRange(location: 14, length: 3))
        labels.append(label(CGRect(x: 8, y: y, width: 300, height: 36)) { $0.attributedText = rich })
        for label in labels { stage.window.addSubview(label) }
        let image = stage.sim.screenshot()
        // Text goes through FreeType and Pango: allow sub-visible differences between versions.
        assertSnapshot(of: UIImage(cgImage: image, scale: 2, orientation: .up), as: .image(perceptualPrecision: 0.98))
        let shot = LabelShot(RenderedPixels(image), scale: 2)
        for label in labels {
            // Every label drew text, and only inside its frame (labels do not overflow).
            let ink = shot.inkBounds(in: label.frame, where: { $0.r + $0.g + $0.b < 3 * 200 })
            #expect(ink != nil, "\(label.text ?? "")")
            if let ink { #expect(label.frame.insetBy(dx: -0.5, dy: -0.5).contains(ink)) }
        }
    }
}
