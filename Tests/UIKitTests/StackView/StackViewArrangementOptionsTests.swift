import Testing
import UIKitTesting

/// `isLayoutMarginsRelativeArrangement` and `isBaselineRelativeArrangement`.
@MainActor
@Suite("UIStackView: margins- and baseline-relative arrangement", .serialized)
struct StackViewArrangementOptionsTests {
    @Test("margins-relative arrangement lays the views out inside the layout margins")
    func marginsRelative() {
        let row = threeBoxes()
        row[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = laidOutStack(row, frame: rect(0, 0, 300, 100)) {
            $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        #expect(framesMatch(row, [rect(20, 10, 50, 60), rect(70, 10, 120, 60), rect(190, 10, 70, 60)]), "\(framesOf(row))")
        stack.isLayoutMarginsRelativeArrangement = false
        stack.layoutIfNeeded()
        #expect(framesMatch(row, [rect(0, 0, 50, 100), rect(50, 0, 180, 100), rect(230, 0, 70, 100)]), "\(framesOf(row))")
    }

    @Test("a stack view sized by its content includes its margins; new margins re-lay it out")
    func marginsSizeTheStack() {
        let column = threeBoxes()
        let (root, stack) = freeStack(column, axis: .vertical) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.alignment = .center
        }
        // The default margins: 8 on every side.
        #expect(stack.frame == rect(10, 20, 86, 106))
        #expect(framesMatch(column, [rect(18, 8, 50, 20), rect(13, 28, 60, 30), rect(8, 58, 70, 40)]), "\(framesOf(column))")
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 4, bottom: 2, right: 6)
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 80, 92))
        #expect(framesMatch(column, [rect(14, 0, 50, 20), rect(9, 20, 60, 30), rect(4, 50, 70, 40)]), "\(framesOf(column))")
    }

    @Test("margins-relative canvas connections name the margins guide")
    func marginsGuideConstraints() {
        let stack = laidOutStack(threeBoxes(), frame: rect(0, 0, 300, 100)) {
            $0.isLayoutMarginsRelativeArrangement = true
        }
        let guide = stack.layoutMarginsGuide
        #expect(stack.constraints("UISV-canvas-connection").allSatisfy { $0.firstItem === guide || $0.secondItem === guide })
    }

    /// A title, a large subtitle and a body line, in a vertical stack spaced 20.
    private func texts() -> [UILabel] {
        [textLabel("Title"), textLabel("Subtitle", size: 34), textLabel("Body text")]
    }

    @Test("baseline-relative arrangement spaces a vertical stack from each last baseline to the next first baseline")
    func baselineRelative() {
        let column = texts()
        let (_, stack) = freeStack(column, axis: .vertical) {
            $0.spacing = 20
            $0.alignment = .leading
            $0.isBaselineRelativeArrangement = true
        }
        let offsets = column.map { baselineOffset(of: $0) }
        #expect(column[0].frame.minY == 0)
        for index in 1..<3 {
            let previous = column[index - 1].frame.minY + offsets[index - 1]
            #expect(abs(column[index].frame.minY + offsets[index] - (previous + 20)) < 1e-3, "\(framesOf(column))")
        }
        #expect(abs(stack.frame.height - column[2].frame.maxY) < 1e-3)
        #expect(stack.constraints("UISV-spacing").allSatisfy { $0.firstAttribute == .firstBaseline && $0.secondAttribute == .lastBaseline })
    }

    @Test("without baseline-relative arrangement (or in a horizontal stack) spacing is edge to edge")
    func edgeToEdge() {
        let column = texts()
        let (root, stack) = freeStack(column, axis: .vertical) { $0.spacing = 20; $0.alignment = .leading }
        let heights = column.map(\.intrinsicContentSize.height)
        #expect(column[1].frame.minY == heights[0] + 20)
        #expect(column[2].frame.minY == heights[0] + heights[1] + 40)
        stack.axis = .horizontal
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(stack.constraints("UISV-spacing").allSatisfy { $0.firstAttribute == .leading })
        #expect(abs(column[1].frame.minX - (column[0].frame.maxX + 20)) < 1e-3)
    }
}
