import Testing
import UIKitTesting

/// `spacing`, custom spacing after a view, the special spacing values, and hidden views
/// collapsing (no size along the axis, no spacing).
@MainActor
@Suite("UIStackView: spacing and hidden views", .serialized)
struct StackViewSpacingTests {
    /// The x of each view in a free horizontal stack of the three boxes, and the stack's width.
    private func positions(_ configure: (UIStackView, [UIView]) -> Void) -> (xs: [CGFloat], width: CGFloat) {
        let row = threeBoxes()
        let (_, stack) = freeStack(row) { configure($0, row) }
        return (row.map(\.frame.minX), stack.frame.width)
    }

    @Test("spacing is the gap between neighbours; 0 by default")
    func spacing() {
        #expect(UIStackView().spacing == 0)
        #expect(positions { _, _ in } == ([0, 50, 110], 180))
        #expect(positions { stack, _ in stack.spacing = 10 } == ([0, 60, 130], 200))
    }

    @Test("negative spacing overlaps the views, as UIKit allows")
    func negativeSpacing() {
        #expect(positions { stack, _ in stack.spacing = -10 } == ([0, 40, 90], 160))
    }

    @Test("spacingUseSystem as spacing is the system spacing (8); spacingUseDefault as spacing is 0")
    func specialSpacings() {
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        #expect(positions { stack, _ in stack.spacing = UIStackView.spacingUseSystem } == ([0, 58, 126], 196))
        #expect(positions { stack, _ in stack.spacing = UIStackView.spacingUseDefault } == ([0, 50, 110], 180))
    }

    @Test("setCustomSpacing(_:after:) replaces the spacing after one view; spacingUseSystem asks for 8")
    func customSpacing() {
        let (xs, width) = positions { stack, views in
            stack.spacing = 10
            stack.setCustomSpacing(20, after: views[0])
            stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        }
        #expect(xs == [0, 70, 138])
        #expect(width == 208)
    }

    @Test("customSpacing(after:) reports what was set; spacingUseDefault goes back to spacing")
    func customSpacingRoundTrip() {
        let row = threeBoxes()
        let (root, stack) = freeStack(row) { $0.spacing = 10 }
        #expect(stack.customSpacing(after: row[0]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: row[0])
        #expect(stack.customSpacing(after: row[0]) == 30)
        root.layoutIfNeeded()
        #expect(row[1].frame.minX == 80)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: row[0])
        #expect(stack.customSpacing(after: row[0]) == UIStackView.spacingUseDefault)
        root.layoutIfNeeded()
        #expect(row[1].frame.minX == 60)
    }

    @Test("custom spacing is ignored for a view that is not arranged, kept when the view moves, forgotten when it leaves")
    func customSpacingLifetime() {
        let row = threeBoxes()
        let (root, stack) = freeStack(row)
        let stranger = UIView()
        stack.setCustomSpacing(40, after: stranger)
        #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(40, after: row[0])
        stack.insertArrangedSubview(row[0], at: 2)
        root.layoutIfNeeded()
        #expect(stack.customSpacing(after: row[0]) == 40)
        #expect(framesMatch(row, [rect(130, 0, 50, 40), rect(0, 0, 60, 40), rect(60, 0, 70, 40)]), "\(framesOf(row))")
        stack.removeArrangedSubview(row[0])
        #expect(stack.customSpacing(after: row[0]) == UIStackView.spacingUseDefault)
        stack.addArrangedSubview(row[0])
        #expect(stack.customSpacing(after: row[0]) == UIStackView.spacingUseDefault)
    }

    @Test("a new spacing moves the spacing constraints' constants in place")
    func spacingChangesConstantsInPlace() {
        let row = threeBoxes()
        let (root, stack) = freeStack(row) { $0.spacing = 10 }
        let before = stack.constraints
        stack.spacing = 25
        stack.setCustomSpacing(5, after: row[1])
        root.layoutIfNeeded()
        #expect(stack.constraints.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
        #expect(stack.constraints("UISV-spacing").map(\.constant) == [25, 5])
        #expect(row.map(\.frame.minX) == [0, 75, 140])
    }

    @Test("bad input: a spacing that is not a finite number stops with a message naming the API")
    func nonFiniteSpacing() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIStackView().spacing = .nan }
        }
        #expect(result.map { String(decoding: $0.standardErrorContent, as: UTF8.self).contains("UIStackView.spacing") } == true)
    }

    // MARK: Hidden views

    @Test("a hidden view collapses: no width, no spacing; the others close the gap", arguments: 0..<3)
    func hiddenCollapses(_ hidden: Int) {
        let row = threeBoxes()
        row[hidden].isHidden = true
        let (_, stack) = freeStack(row) { $0.spacing = 10 }
        let expected: [[CGRect]] = [
            [rect(0, 0, 0, 40), rect(0, 0, 60, 40), rect(70, 0, 70, 40)],
            [rect(0, 0, 50, 40), rect(50, 0, 0, 40), rect(60, 0, 70, 40)],
            [rect(0, 0, 50, 40), rect(60, 0, 60, 40), rect(120, 0, 0, 40)],
        ]
        #expect(framesMatch(row, expected[hidden]), "\(framesOf(row))")
        #expect(stack.frame.width == [140, 130, 120][hidden])
        #expect(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
        #expect(stack.constraints("UISV-hiding").map(\.firstItem).elementsEqual([row[hidden]], by: ===))
    }

    @Test("toggling isHidden re-lays out at the next layout pass, and showing the view restores it")
    func togglingHidden() {
        let column = threeBoxes()
        let stack = laidOutStack(column, frame: rect(0, 0, 100, 300), axis: .vertical) {
            $0.distribution = .fillEqually
            $0.spacing = 15
        }
        column[1].isHidden = true
        #expect(stack.needsUpdateConstraints())
        stack.layoutIfNeeded()
        #expect(framesMatch(column, [rect(0, 0, 100, 142.5), rect(0, 142.5, 100, 0), rect(0, 157.5, 100, 142.5)]), "\(framesOf(column))")
        column[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(framesMatch(column, [rect(0, 0, 100, 90), rect(0, 105, 100, 90), rect(0, 210, 100, 90)]), "\(framesOf(column))")
    }

    @Test("the spacing after the last visible view before a hidden one applies across it")
    func customSpacingAcrossHidden() {
        let (xs, width) = positions { stack, views in
            stack.spacing = 10
            stack.setCustomSpacing(5, after: views[0])
            stack.setCustomSpacing(30, after: views[1])
            views[1].isHidden = true
        }
        #expect(xs == [0, 50, 55])
        #expect(width == 125)
    }

    @Test("hidden views leave the equal distributions' gaps")
    func hiddenInEqualSpacing() {
        let row = threeBoxes()
        row[1].isHidden = true
        let stack = laidOutStack(row, frame: rect(0, 0, 300, 60)) { $0.distribution = .equalSpacing; $0.spacing = 10 }
        #expect(row[0].frame == rect(0, 0, 50, 60) && row[2].frame == rect(230, 0, 70, 60))
        #expect(stack.layoutGuides.count == 1)
    }

    @Test("all views hidden: the stack view has no length")
    func allHidden() {
        let row = threeBoxes()
        for view in row { view.isHidden = true }
        let (_, stack) = freeStack(row) { $0.spacing = 10; $0.alignment = .center }
        #expect(stack.frame.width == 0)
        #expect(stack.frame.height == 0)
    }

    @Test("hidden views leave the thickness to the visible ones, except where alignment fill ties them to the others (as UIKit's constraints do)")
    func hiddenThickness() {
        let row = threeBoxes()
        row[2].isHidden = true
        let (root, stack) = freeStack(row) { $0.alignment = .center }
        #expect(stack.frame.height == 30)
        stack.alignment = .fill
        root.layoutIfNeeded()
        #expect(stack.frame.height == 40)
    }

    @Test("hiding a view that is not arranged changes nothing in the arrangement")
    func hidingOtherSubviews() {
        let row = threeBoxes()
        let (root, stack) = freeStack(row)
        let decoration = UIView(frame: rect(0, 0, 5, 5))
        stack.addSubview(decoration)
        root.layoutIfNeeded()
        let before = stack.constraints
        decoration.isHidden = true
        #expect(!stack.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(stack.constraints.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    }
}
