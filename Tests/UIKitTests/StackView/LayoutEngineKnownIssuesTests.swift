import Testing
import UIKitTesting

/// Layout engine limitations met while building UIStackView, shown with plain constraints
/// where possible. Each is a known issue: the expectation states what UIKit does.
@MainActor
@Suite("Auto Layout: known engine issues met by UIStackView", .serialized)
struct LayoutEngineKnownIssuesTests {
    @Test("known issue: a margins guide pinned while its view overlapped the status bar keeps that safe-area inset after the view moves")
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
        withKnownIssue("LayoutEngine+Pins: the guide's pins read safeAreaInsets when made (the view at its zero frame, under the status bar); the inset reported later is unchanged (zero), so they are never remade") {
            #expect(content.frame.minY == 8)
        }
    }

    @Test("known issue: setNeedsUpdateConstraints() alone does not get an idle host to run the update pass")
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
        withKnownIssue("LayoutEngine: marking a view for updateConstraints() does not count as pending work (MainLoop.needsFrame), so idle frames are skipped") {
            #expect(bar.frame.width == 50)
        }
    }

    @Test("known issue: a nested view's baseline is its bottom, measured when the constraint is installed")
    func nestedBaselines() {
        let name = textLabel("Name")
        let inner = UIStackView(arrangedSubviews: [textLabel("Big", size: 34)])
        let (_, row) = freeStack([name, inner]) { $0.alignment = .firstBaseline }
        let innerLabel = inner.arrangedSubviews[0] as! UILabel
        let innerBaseline = row.convert(CGPoint(x: 0, y: baselineOffset(of: innerLabel)), from: innerLabel).y
        let nameBaseline = name.frame.minY + baselineOffset(of: name)
        withKnownIssue("LayoutEngine: UIView.baselinePosition(first:) uses the bottom of a baseline subview, at the frames of install time") {
            #expect(abs(nameBaseline - innerBaseline) < 1e-3)
        }
    }
}
