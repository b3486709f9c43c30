import Testing
import UIKitTesting

/// Layout engine behaviour stack views rely on (issues found while building UIStackView,
/// fixed in the engine), shown with plain constraints where possible.
@MainActor
@Suite("Auto Layout: engine behaviour stack views rely on", .serialized)
struct StackViewEngineTests {
    @Test("a margins guide made while its view overlapped the status bar follows the safe area after the view moves")
    func marginsGuideKeepsStaleSafeArea() {
        let (sim, window) = makeScenarioWindow(device: .iPhoneSE, background: .white)
        let container = UIView(), content = UIView()
        container.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(container)
        container.addSubview(content)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            content.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 10),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        sim.runUntilIdle()
        #expect(container.frame == CGRect(x: 20, y: 40, width: 200, height: 100))
        #expect(container.safeAreaInsets == .zero)
        #expect(content.frame.minY == 8)
    }

    @Test("setNeedsUpdateConstraints() alone gets an idle host to run the update pass")
    func updateConstraintsWithoutFrame() {
        final class Bar: UIView {
            var length: CGFloat = 10
            lazy var width = widthAnchor.constraint(equalToConstant: length)
            override func updateConstraints() {
                width.constant = length
                width.isActive = true
                super.updateConstraints()
            }
        }
        let (sim, window) = makeScenarioWindow(device: .iPhoneSE, background: .white)
        let bar = Bar()
        bar.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bar)
        NSLayoutConstraint.activate([bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     bar.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
                                     bar.heightAnchor.constraint(equalToConstant: 10)])
        sim.runUntilIdle()
        #expect(bar.frame.width == 10)
        bar.length = 50
        bar.setNeedsUpdateConstraints()
        sim.advance(by: 0.1)
        #expect(bar.frame.width == 50)
    }

    @Test("a nested baseline view lends its baseline, as laid out")
    func nestedBaselines() {
        let name = textLabel("Name")
        let inner = UIStackView(arrangedSubviews: [textLabel("Big", size: 34)])
        let (_, row) = freeStack([name, inner]) { $0.alignment = .firstBaseline }
        let innerLabel = inner.arrangedSubviews[0] as! UILabel
        let innerBaseline = row.convert(CGPoint(x: 0, y: baselineOffset(of: innerLabel)), from: innerLabel).y
        let nameBaseline = name.frame.minY + baselineOffset(of: name)
        #expect(abs(nameBaseline - innerBaseline) < 1e-3)
    }
}

@MainActor
@Suite("Auto Layout: baselines follow content", .serialized)
struct BaselineFollowsContentTests {
    @Test("a constraint on a label's baseline follows a new font")
    func labelBaselineFollowsFont() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let small = UILabel(), big = UILabel()
        small.text = "small"
        big.text = "Big"
        big.font = .systemFont(ofSize: 17)
        for label in [small, big] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: root.leadingAnchor), small.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            big.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            big.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        func baselines() -> (CGFloat, CGFloat) {
            (small.frame.minY + small.font.ascender + (small.frame.height - small.intrinsicContentSize.height) / 2,
             big.frame.minY + big.font.ascender + (big.frame.height - big.intrinsicContentSize.height) / 2)
        }
        #expect(abs(baselines().0 - baselines().1) < 0.5)
        big.font = .systemFont(ofSize: 40)
        root.layoutIfNeeded()
        #expect(abs(big.frame.height - big.intrinsicContentSize.height) < 1e-9)
        #expect(abs(baselines().0 - baselines().1) < 0.5)
    }
}
