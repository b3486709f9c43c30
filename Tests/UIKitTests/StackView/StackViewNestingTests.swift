import Testing
import UIKitTesting

/// Stack views inside stack views, their fitting size, and their baselines.
@MainActor
@Suite("UIStackView: nesting and fitting", .serialized)
struct StackViewNestingTests {
    @Test("a column of rows: each row as long as its content, the column as wide as its widest row")
    func columnOfRows() {
        let first = [IntrinsicView(CGSize(width: 40, height: 20)), IntrinsicView(CGSize(width: 100, height: 30))]
        let second = [IntrinsicView(CGSize(width: 60, height: 10)), IntrinsicView(CGSize(width: 30, height: 10))]
        let rows = [UIStackView(arrangedSubviews: first), UIStackView(arrangedSubviews: second)]
        for row in rows { row.spacing = 8; row.alignment = .center }
        let (_, column) = freeStack(rows, axis: .vertical) { $0.spacing = 12; $0.alignment = .leading }
        #expect(column.frame == rect(10, 20, 148, 52))
        #expect(framesMatch(rows, [rect(0, 0, 148, 30), rect(0, 42, 98, 10)]), "\(framesOf(rows))")
        #expect(framesMatch(first, [rect(0, 5, 40, 20), rect(48, 0, 100, 30)]), "\(framesOf(first))")
        #expect(framesMatch(second, [rect(0, 0, 60, 10), rect(68, 0, 30, 10)]), "\(framesOf(second))")
    }

    @Test("hiding a nested stack view collapses it like any arranged view")
    func hiddenNestedStack() {
        let inner = UIStackView(arrangedSubviews: [IntrinsicView(CGSize(width: 40, height: 20))])
        let outer = [IntrinsicView(CGSize(width: 10, height: 10)), inner, IntrinsicView(CGSize(width: 10, height: 10))]
        let (root, column) = freeStack(outer, axis: .vertical) { $0.spacing = 5; $0.alignment = .leading }
        #expect(column.frame.size == CGSize(width: 40, height: 50))
        inner.isHidden = true
        root.layoutIfNeeded()
        #expect(column.frame.size == CGSize(width: 10, height: 25))
        #expect(outer[2].frame == rect(0, 15, 10, 10))
    }

    @Test("systemLayoutSizeFitting measures a stack view by its content, margins included")
    func fittingSize() {
        let stack = UIStackView(arrangedSubviews: threeBoxes())
        stack.spacing = 10
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 40))
        stack.axis = .vertical
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 76, height: 114))
        #expect(stack.frame == .zero)   // measuring moves nothing
    }

    @Test("forFirstBaselineLayout / forLastBaselineLayout: a horizontal stack's tallest view, a vertical stack's first and last")
    func baselineViews() {
        let small = textLabel("a"), big = textLabel("B", size: 40), hidden = textLabel("C", size: 80)
        hidden.isHidden = true
        let row = UIStackView(arrangedSubviews: [small, big, hidden])
        row.frame = rect(0, 0, 200, 100)
        row.alignment = .top
        row.layoutIfNeeded()
        #expect(row.forFirstBaselineLayout === big && row.forLastBaselineLayout === big)
        let top = textLabel("top"), bottom = textLabel("bottom")
        let column = UIStackView(arrangedSubviews: [top, row, bottom])
        column.axis = .vertical
        #expect(column.forFirstBaselineLayout === top && column.forLastBaselineLayout === bottom)
        bottom.isHidden = true
        #expect(column.forLastBaselineLayout === big)   // the nested stack answers for itself
        #expect(UIStackView().forFirstBaselineLayout is UIStackView)
    }
}
