import Testing
import UIKitTesting

/// Frames for every alignment across both axes (views of intrinsic sizes 50 × 20,
/// 60 × 30, 70 × 40, distribution fill on a stack exactly as long as they are), and
/// baseline alignment of labels.
@MainActor
@Suite("UIStackView: alignments", .serialized)
struct StackViewAlignmentTests {
    nonisolated static let horizontalCases: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
        (.fill, [0, 0, 0], [100, 100, 100]),
        (.leading, [0, 0, 0], [20, 30, 40]),
        (.top, [0, 0, 0], [20, 30, 40]),
        (.center, [40, 35, 30], [20, 30, 40]),
        (.trailing, [80, 70, 60], [20, 30, 40]),
        (.bottom, [80, 70, 60], [20, 30, 40]),
    ]

    @Test("Alignment across a horizontal stack 100 high: fill, top, center, bottom", arguments: 0..<6)
    func horizontal(_ index: Int) {
        let (alignment, ys, heights) = Self.horizontalCases[index]
        let row = threeBoxes()
        _ = laidOutStack(row, frame: rect(0, 0, 180, 100)) { $0.alignment = alignment }
        let expected = [rect(0, ys[0], 50, heights[0]), rect(50, ys[1], 60, heights[1]), rect(110, ys[2], 70, heights[2])]
        #expect(framesMatch(row, expected), "\(alignment): \(framesOf(row))")
    }

    nonisolated static let verticalCases: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
        (.fill, [0, 0, 0], [100, 100, 100]),
        (.leading, [0, 0, 0], [50, 60, 70]),
        (.center, [25, 20, 15], [50, 60, 70]),
        (.trailing, [50, 40, 30], [50, 60, 70]),
        // Baseline alignments are for horizontal stacks; a vertical one reads them as the
        // edges (see docs/DIFFERENCES.md).
        (.firstBaseline, [0, 0, 0], [50, 60, 70]),
        (.lastBaseline, [50, 40, 30], [50, 60, 70]),
    ]

    @Test("Alignment across a vertical stack 100 wide: fill, leading, center, trailing (and the baseline cases)", arguments: 0..<6)
    func vertical(_ index: Int) {
        let (alignment, xs, widths) = Self.verticalCases[index]
        let column = threeBoxes()
        _ = laidOutStack(column, frame: rect(0, 0, 100, 90), axis: .vertical) { $0.alignment = alignment }
        let expected = [rect(xs[0], 0, widths[0], 20), rect(xs[1], 20, widths[1], 30), rect(xs[2], 50, widths[2], 40)]
        #expect(framesMatch(column, expected), "\(alignment): \(framesOf(column))")
    }

    @Test("without a size across the axis, the stack view is as thick as its thickest visible view", arguments: [
        UIStackView.Alignment.fill, .top, .center, .bottom, .firstBaseline, .lastBaseline,
    ])
    func thicknessFollowsContent(_ alignment: UIStackView.Alignment) {
        let row = threeBoxes()
        let (_, stack) = freeStack(row) { $0.alignment = alignment }
        #expect(stack.frame == rect(10, 20, 180, 40))
        let ys: [CGFloat] = switch alignment {
        case .fill, .top: [0, 0, 0]
        case .center: [10, 5, 0]
        default: [20, 10, 0]   // bottoms, and a plain view's baselines are its bottom
        }
        let heights: [CGFloat] = alignment == .fill ? [40, 40, 40] : [20, 30, 40]
        #expect(framesMatch(row, [rect(0, ys[0], 50, heights[0]), rect(50, ys[1], 60, heights[1]),
                                  rect(110, ys[2], 70, heights[2])]), "\(alignment): \(framesOf(row))")
    }

    @Test("a view without an intrinsic thickness is 0 thick unless the alignment is fill (UISV-ambiguity-suppression, 25)")
    func ambiguitySuppression() {
        let plain = UIView()
        plain.widthAnchor.constraint(equalToConstant: 30).isActive = true
        let box = IntrinsicView(CGSize(width: 50, height: 20))
        let stack = laidOutStack([plain, box], frame: rect(0, 0, 80, 60)) { $0.alignment = .center }
        #expect(plain.frame == rect(0, 30, 30, 0))
        #expect(box.frame == rect(30, 20, 50, 20))
        #expect(!plain.hasAmbiguousLayout)
        // Across the axis at 25; the two below 1 are the index order along it.
        #expect(stack.constraints("UISV-ambiguity-suppression").map(\.priority.rawValue) == [0.5, Float(2) / 3, 25, 25])
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(plain.frame == rect(0, 0, 30, 60))
        #expect(stack.constraints("UISV-ambiguity-suppression").allSatisfy { $0.priority.rawValue < 1 })
    }

    // MARK: Baselines

    /// Labels whose first and last baselines differ: 17 and 34 point text and two lines.
    private func labels() -> [UILabel] {
        [textLabel("Name"), textLabel("Value", size: 34), textLabel("One\nTwo", lines: 0)]
    }

    @Test("Alignment.firstBaseline lines labels up on their first lines' baselines")
    func firstBaselineLabels() {
        let row = labels()
        let (_, stack) = freeStack(row) { $0.alignment = .firstBaseline; $0.spacing = 8 }
        let offsets = row.map { baselineOffset(of: $0) }
        let baseline = offsets.max()!
        for (view, offset) in zip(row, offsets) {
            #expect(abs(view.frame.minY + offset - baseline) < 1e-3, "\(view.frame)")
            // Equal to the solver's last bit: its sums of thirds of a point may round apart.
            let size = view.frame.size, intrinsic = view.intrinsicContentSize
            #expect(abs(size.width - intrinsic.width) < 1e-9 && abs(size.height - intrinsic.height) < 1e-9, "\(size) vs \(intrinsic)")
        }
        let bottom = zip(row, offsets).map { baseline - $1 + $0.intrinsicContentSize.height }.max()!
        #expect(abs(stack.frame.height - bottom) < 1e-3)
    }

    @Test("Alignment.lastBaseline lines labels up on their last lines' baselines")
    func lastBaselineLabels() {
        let row = labels()
        _ = freeStack(row) { $0.alignment = .lastBaseline }
        let offsets = [baselineOffset(of: row[0]), baselineOffset(of: row[1]), baselineOffset(of: row[2], line: 1)]
        let baseline = offsets.max()!
        for (view, offset) in zip(row, offsets) {
            #expect(abs(view.frame.minY + offset - baseline) < 1e-3, "\(view.frame)")
        }
        #expect(row[2].frame.minY < row[0].frame.minY)   // the two-line label rises
    }

    @Test("a label's new text moves the baselines it is aligned on")
    func baselineFollowsText() {
        let row = [textLabel("Small"), textLabel("Big", size: 34)]
        let (root, _) = freeStack(row) { $0.alignment = .firstBaseline }
        row[0].font = .systemFont(ofSize: 50)
        root.layoutIfNeeded()
        let offsets = row.map { baselineOffset(of: $0) }
        #expect(abs(row[0].frame.minY + offsets[0] - (row[1].frame.minY + offsets[1])) < 1e-3)
        #expect(row[0].frame.minY == 0)
    }

    @Test("changing the alignment keeps the constraints along the axis")
    func changingAlignmentKeepsDistribution() {
        let row = threeBoxes()
        let stack = laidOutStack(row, frame: rect(0, 0, 180, 100)) { $0.spacing = 0 }
        let along = stack.constraints.filter { $0.identifier == "UISV-spacing" || ($0.identifier == "UISV-canvas-connection" && $0.firstAttribute == .leading) }
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(along.allSatisfy { kept in stack.constraints.contains { $0 === kept } })
        #expect(framesMatch(row, [rect(0, 40, 50, 20), rect(50, 35, 60, 30), rect(110, 30, 70, 40)]), "\(framesOf(row))")
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(stack.layoutGuides.isEmpty)
    }
}
