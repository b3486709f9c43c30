import Testing
import UIKitTesting

/// The arranged subviews list: always a subset of the subviews, in its own order;
/// adding, inserting, removing, re-adding, moving between stack views; bad input.
@MainActor
@Suite("UIStackView: arranged subviews", .serialized)
struct StackViewArrangedSubviewsTests {
    @Test("init(arrangedSubviews:) arranges the views in order, as subviews placed by constraints")
    func initWithArrangedSubviews() {
        let views = threeBoxes()
        for view in views { view.translatesAutoresizingMaskIntoConstraints = true }
        let stack = UIStackView(arrangedSubviews: views)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        #expect(stack.subviews.map(ObjectIdentifier.init) == views.map(ObjectIdentifier.init))
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
    }

    @Test("init(frame:) makes an empty stack view that takes part in Auto Layout")
    func initWithFrame() {
        let stack = UIStackView(frame: rect(1, 2, 3, 4))
        #expect(stack.frame == rect(1, 2, 3, 4))
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(UIStackView.requiresConstraintBasedLayout)
        stack.layoutIfNeeded()
        #expect(stack.constraints.isEmpty && stack.frame == rect(1, 2, 3, 4))
    }

    @Test("addArrangedSubview keeps an existing subview's place among the subviews")
    func addExistingSubview() {
        let stack = UIStackView()
        let background = UIView(), a = UIView(), b = UIView()
        stack.addSubview(background)
        stack.addSubview(b)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(stack.subviews.map(ObjectIdentifier.init) == [background, b, a].map(ObjectIdentifier.init))
    }

    @Test("insertArrangedSubview(_:at:) places the view in the list; an arranged view moves in the list only")
    func insertArrangedSubview() {
        let row = threeBoxes()
        let stack = UIStackView(arrangedSubviews: [row[0], row[2]])
        stack.insertArrangedSubview(row[1], at: 1)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == row.map(ObjectIdentifier.init))
        #expect(stack.subviews.map(ObjectIdentifier.init) == [row[0], row[2], row[1]].map(ObjectIdentifier.init))
        stack.insertArrangedSubview(row[2], at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [row[2], row[0], row[1]].map(ObjectIdentifier.init))
        #expect(stack.subviews.map(ObjectIdentifier.init) == [row[0], row[2], row[1]].map(ObjectIdentifier.init))
        stack.addArrangedSubview(row[2])
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == row.map(ObjectIdentifier.init))
        stack.frame = rect(0, 0, 180, 40)
        stack.layoutIfNeeded()
        #expect(framesMatch(row, [rect(0, 0, 50, 40), rect(50, 0, 60, 40), rect(110, 0, 70, 40)]), "\(framesOf(row))")
    }

    @Test("removeArrangedSubview keeps the view as a subview, no longer sized or placed by the stack view")
    func removeArrangedSubview() {
        let row = threeBoxes()
        row[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = laidOutStack(row, frame: rect(0, 0, 180, 40))
        stack.removeArrangedSubview(row[1])
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [row[0], row[2]].map(ObjectIdentifier.init))
        #expect(stack.subviews.contains { $0 === row[1] })
        #expect(!stack.constraints.contains { $0.firstItem === row[1] || $0.secondItem === row[1] })
        #expect(row[1].frame.size == row[1].intrinsicContentSize)   // its own constraints only
        #expect(row[0].frame == rect(0, 0, 50, 40) && row[2].frame == rect(50, 0, 130, 40))
        stack.removeArrangedSubview(UIView())   // not arranged: nothing happens
        #expect(stack.arrangedSubviews.count == 2)
    }

    @Test("removeFromSuperview takes the view out of arrangedSubviews at once, and the rest closes up")
    func removeFromSuperview() {
        let row = threeBoxes()
        let (root, stack) = freeStack(row) { $0.spacing = 10 }
        row[0].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [row[1], row[2]].map(ObjectIdentifier.init))
        root.layoutIfNeeded()
        #expect(framesMatch([row[1], row[2]], [rect(0, 0, 60, 40), rect(70, 0, 70, 40)]), "\(framesOf(row))")
        #expect(stack.frame.width == 140)
        stack.addArrangedSubview(row[0])
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [row[1], row[2], row[0]].map(ObjectIdentifier.init))
        #expect(row[0].frame == rect(150, 0, 50, 40))
    }

    @Test("arranging a view of another stack view moves it there")
    func moveBetweenStacks() {
        let row = threeBoxes()
        let first = UIStackView(arrangedSubviews: row)
        let second = UIStackView()
        second.addArrangedSubview(row[1])
        #expect(first.arrangedSubviews.map(ObjectIdentifier.init) == [row[0], row[2]].map(ObjectIdentifier.init))
        #expect(second.arrangedSubviews.map(ObjectIdentifier.init) == [row[1]].map(ObjectIdentifier.init))
        #expect(row[1].superview === second)
    }

    @Test("subviews that are not arranged are left where they are")
    func decorations() {
        let row = threeBoxes()
        let stack = UIStackView(arrangedSubviews: row)
        let badge = UIView(frame: rect(5, 5, 10, 10))
        stack.addSubview(badge)
        stack.frame = rect(0, 0, 180, 40)
        stack.layoutIfNeeded()
        #expect(badge.frame == rect(5, 5, 10, 10))
        #expect(badge.translatesAutoresizingMaskIntoConstraints)
        #expect(!stack.arrangedSubviews.contains { $0 === badge })
    }

    // MARK: Bad input

    @Test("bad input: arranging the stack view itself stops with a message naming the API")
    func arrangeSelf() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stack = UIStackView()
                stack.addArrangedSubview(stack)
            }
        }
        #expect(result.map { String(decoding: $0.standardErrorContent, as: UTF8.self).contains("UIStackView.addArrangedSubview(_:)") } == true)
    }

    @Test("bad input: arranging a superview of the stack view stops with a message naming the API")
    func arrangeAncestor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let outer = UIView(), stack = UIStackView()
                outer.addSubview(stack)
                stack.insertArrangedSubview(outer, at: 0)
            }
        }
        #expect(result.map { String(decoding: $0.standardErrorContent, as: UTF8.self).contains("UIStackView.insertArrangedSubview(_:at:)") } == true)
    }

    @Test("bad input: inserting beyond the end of the list stops with a message naming the API")
    func insertOutOfBounds() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIStackView().insertArrangedSubview(UIView(), at: 1) }
        }
        #expect(result.map { String(decoding: $0.standardErrorContent, as: UTF8.self).contains("out of bounds") } == true)
    }
}
