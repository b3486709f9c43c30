import Testing
import UIKitTesting

/// The constraints and guides a stack view makes: UIKit's identifiers, relations and
/// priorities, held by the stack view; and updates that change only what differs.
@MainActor
@Suite("UIStackView: its constraints", .serialized)
struct StackViewConstraintsTests {
    /// The identifiers of the stack view's constraints, with how many of each.
    private func census(_ stack: UIStackView) -> [String: Int] {
        stack.constraints.reduce(into: [:]) { $0[$1.identifier ?? "nil", default: 0] += 1 }
    }

    @Test("fill/fill: canvas connections, spacing and alignment, all required, and the index order below 1")
    func fillFill() {
        let stack = laidOutStack(threeBoxes(), frame: rect(0, 0, 180, 40))
        #expect(census(stack) == ["UISV-canvas-connection": 4, "UISV-spacing": 2, "UISV-alignment": 4,
                                  "UISV-ambiguity-suppression": 3])
        let order = stack.constraints("UISV-ambiguity-suppression")
        #expect(order.map(\.priority.rawValue) == [Float(1) / 2, Float(2) / 3, Float(3) / 4])
        #expect(order.map(\.constant) == [50, 60, 70] && order.allSatisfy { $0.firstAttribute == .width && $0.secondItem == nil })
        #expect(stack.constraints.filter { c in !order.contains { $0 === c } }.allSatisfy { $0.priority == .required && $0.isActive })
        #expect(stack.layoutGuides.isEmpty)
        let first = stack.arrangedSubviews[0]
        #expect(stack.constraints("UISV-alignment").allSatisfy { $0.firstItem === first })
        let connections = stack.constraints("UISV-canvas-connection").map { "\($0.firstAttribute.rawValue)-\($0.secondAttribute.rawValue)" }
        #expect(Set(connections) == ["5-5", "6-6", "3-3", "4-4"])   // leading, trailing, top, bottom
    }

    @Test("alignments other than fill add the spanner guide, its boundaries (999.5 at the aligned edge), its fit (51) and ambiguity suppression (25)")
    func spanner() {
        let stack = laidOutStack(threeBoxes(), frame: rect(0, 0, 180, 40)) { $0.alignment = .top }
        #expect(census(stack) == ["UISV-canvas-connection": 4, "UISV-spacing": 2, "UISV-alignment": 2,
                                  "UISV-spanning-boundary": 6, "UISV-spanning-fit": 1, "UISV-ambiguity-suppression": 6])
        let boundaries = stack.constraints("UISV-spanning-boundary")
        #expect(boundaries.filter { $0.relation == .equal }.allSatisfy { $0.priority.rawValue == 999.5 && $0.firstAttribute == .top })
        #expect(boundaries.filter { $0.relation == .greaterThanOrEqual }.count == 3)
        #expect(stack.constraints("UISV-spanning-fit").first?.priority.rawValue == 51)
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
        stack.alignment = .firstBaseline
        stack.layoutIfNeeded()
        #expect(stack.constraints("UISV-canvas-fit").map(\.priority.rawValue) == [49])
        #expect(stack.constraints("UISV-alignment").allSatisfy { $0.firstAttribute == .firstBaseline })
        #expect(stack.layoutGuides.count == 1)
    }

    @Test("equal distributions: gap guides joined to the views (UISV-distributing-edge), kept equal, and spacing as a minimum")
    func gapGuides() {
        let stack = laidOutStack(threeBoxes(), frame: rect(0, 0, 300, 40)) { $0.distribution = .equalSpacing }
        #expect(census(stack)["UISV-distributing-edge"] == 4)
        #expect(stack.constraints("UISV-fill-equally").map(\.priority) == [.required])
        #expect(stack.constraints("UISV-spacing").allSatisfy { $0.relation == .greaterThanOrEqual })
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        #expect(stack.constraints("UISV-distributing-edge").allSatisfy { $0.secondAttribute == .centerX })
        #expect(stack.layoutGuides.count == 2)
        stack.distribution = .fill
        stack.layoutIfNeeded()
        #expect(stack.layoutGuides.isEmpty)
        #expect(stack.constraints("UISV-spacing").allSatisfy { $0.relation == .equal })
    }

    @Test("a vertical stack uses the vertical attributes along the axis and the horizontal ones across it")
    func verticalAttributes() {
        let stack = laidOutStack(threeBoxes(), frame: rect(0, 0, 70, 90), axis: .vertical) { $0.alignment = .center }
        #expect(stack.constraints("UISV-spacing").allSatisfy { $0.firstAttribute == .top && $0.secondAttribute == .bottom })
        #expect(stack.constraints("UISV-alignment").allSatisfy { $0.firstAttribute == .centerX })
        #expect(stack.constraints("UISV-ambiguity-suppression").allSatisfy {
            $0.firstAttribute == ($0.priority.rawValue < 1 ? .height : .width)
        })
    }

    @Test("a layout pass with nothing changed keeps every constraint; setting a property to its value marks nothing")
    func nothingChanged() {
        let stack = laidOutStack(threeBoxes(), frame: rect(0, 0, 180, 40)) { $0.spacing = 4 }
        let before = stack.constraints
        stack.spacing = 4
        stack.axis = .horizontal
        stack.alignment = .fill
        #expect(!stack.needsUpdateConstraints())
        stack.setNeedsUpdateConstraints()
        stack.layoutIfNeeded()
        #expect(stack.constraints.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    }

    @Test("hiding a view replaces only the constraints that change")
    func hidingIsLocal() {
        let row = threeBoxes()
        let stack = laidOutStack(row, frame: rect(0, 0, 180, 40)) { $0.spacing = 10 }
        let before = stack.constraints
        row[2].isHidden = true
        stack.layoutIfNeeded()
        let after = stack.constraints
        let kept = after.filter { c in before.contains { $0 === c } }
        #expect(after.count == before.count)       // UISV-hiding in, C's index order out
        #expect(kept.count == before.count - 1)    // the spacing before C only changed its constant
        #expect(stack.constraints("UISV-spacing").map(\.constant) == [10, 0])
    }

    @Test("changing the axis rebuilds the arrangement for the other axis")
    func changingAxis() {
        let row = threeBoxes()
        let stack = laidOutStack(row, frame: rect(0, 0, 70, 90)) { $0.alignment = .leading }
        stack.axis = .vertical
        stack.layoutIfNeeded()
        #expect(framesMatch(row, [rect(0, 0, 50, 20), rect(0, 20, 60, 30), rect(0, 50, 70, 40)]), "\(framesOf(row))")
        #expect(stack.constraints("UISV-spacing").allSatisfy { $0.firstAttribute == .top })
    }
}
