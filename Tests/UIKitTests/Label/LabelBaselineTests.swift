import Testing
import UIKitTesting

/// A label's first and last baselines for Auto Layout: where its text is drawn (centred
/// vertically), as a function of its height.
@MainActor
@Suite("UILabel: baselines for Auto Layout", .serialized)
struct LabelBaselineTests {
    /// `label` pinned at the top left of a 320 × 480 root at `height`, and a marker whose
    /// top is on the label's first (or last) baseline. Returns the marker's y.
    private func baseline(of label: UILabel, height: CGFloat, first: Bool = true) -> CGFloat {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let marker = UIView()
        for view in [label, marker] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.heightAnchor.constraint(equalToConstant: height),
            marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 1),
            marker.heightAnchor.constraint(equalToConstant: 1),
            marker.topAnchor.constraint(equalTo: first ? label.firstBaselineAnchor : label.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        return marker.frame.minY
    }

    @Test("the first baseline is the text's: half the spare height, then the ascender")
    func firstBaseline() {
        let text = textLabel("Baseline")
        let font = text.font!
        #expect(abs(baseline(of: text, height: 60) - ((60 - font.lineHeight) / 2 + font.ascender)) < 1e-3)
    }

    @Test("a two-line label's last baseline is one line lower than its first")
    func lastBaseline() {
        let text = textLabel("One\nTwo", size: 20, lines: 0)
        let font = text.font!
        let first = baseline(of: text, height: 100)
        let last = baseline(of: textLabel("One\nTwo", size: 20, lines: 0), height: 100, first: false)
        #expect(abs(first - ((100 - 2 * font.lineHeight) / 2 + font.ascender)) < 1e-3)
        #expect(abs(last - first - font.lineHeight) < 1e-3)
    }

    @Test("an empty label's baselines are those of one line of its font")
    func emptyLabel() {
        let empty = UILabel()
        let font = empty.font!
        #expect(abs(baseline(of: empty, height: 40) - ((40 - font.lineHeight) / 2 + font.ascender)) < 1e-3)
    }

    @Test("the baseline is where the label draws its text: capital letters stand on it")
    func drawnOnTheBaseline() {
        let stage = LabelStage()
        let text = textLabel("HHHH", size: 30)
        text.frame = CGRect(x: 20, y: 40, width: 200, height: 70)
        let shot = stage.show(text)
        let font = text.font!
        let expected = 40 + (70 - font.lineHeight) / 2 + font.ascender
        let ink = shot.inkBounds(in: text.frame)
        #expect(ink.map { abs($0.maxY - expected) <= 1 } == true, "ink \(String(describing: ink)), baseline \(expected)")
    }
}
