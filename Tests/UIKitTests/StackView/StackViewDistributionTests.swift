import Testing
import UIKitTesting

/// Frames for every distribution along both axes (views of intrinsic sizes 50 × 20,
/// 60 × 30, 70 × 40, alignment fill), with room to spare, too little room, and no size
/// imposed on the stack view.
@MainActor
@Suite("UIStackView: distributions", .serialized)
struct StackViewDistributionTests {
    /// One distribution along one axis: the stack view's frame, its spacing, and the frames
    /// the three boxes (or, for `fillProportionally`, boxes of 30, 60 and 90) get.
    struct Case: Sendable {
        let distribution: UIStackView.Distribution
        let axis: NSLayoutConstraint.Axis
        let frame: CGRect
        let spacing: CGFloat
        let expected: [CGRect]
    }

    nonisolated static let cases: [Case] = [
        // Equal shares of the length less the spacing.
        Case(distribution: .fillEqually, axis: .horizontal, frame: rect(0, 0, 300, 100), spacing: 15,
             expected: [rect(0, 0, 90, 100), rect(105, 0, 90, 100), rect(210, 0, 90, 100)]),
        Case(distribution: .fillEqually, axis: .vertical, frame: rect(0, 0, 100, 300), spacing: 15,
             expected: [rect(0, 0, 100, 90), rect(0, 105, 100, 90), rect(0, 210, 100, 90)]),
        // Shares of 30 : 60 : 90.
        Case(distribution: .fillProportionally, axis: .horizontal, frame: rect(0, 0, 300, 100), spacing: 0,
             expected: [rect(0, 0, 50, 100), rect(50, 0, 100, 100), rect(150, 0, 150, 100)]),
        Case(distribution: .fillProportionally, axis: .vertical, frame: rect(0, 0, 100, 120), spacing: 0,
             expected: [rect(0, 0, 100, 20), rect(0, 20, 100, 40), rect(0, 60, 100, 60)]),
        // Intrinsic sizes, the spare room shared by the two gaps.
        Case(distribution: .equalSpacing, axis: .horizontal, frame: rect(0, 0, 300, 100), spacing: 10,
             expected: [rect(0, 0, 50, 100), rect(110, 0, 60, 100), rect(230, 0, 70, 100)]),
        Case(distribution: .equalSpacing, axis: .vertical, frame: rect(0, 0, 100, 300), spacing: 10,
             expected: [rect(0, 0, 100, 20), rect(0, 125, 100, 30), rect(0, 260, 100, 40)]),
        // Intrinsic sizes, the middle centre halfway between the outer ones.
        Case(distribution: .equalCentering, axis: .horizontal, frame: rect(0, 0, 300, 100), spacing: 10,
             expected: [rect(0, 0, 50, 100), rect(115, 0, 60, 100), rect(230, 0, 70, 100)]),
        Case(distribution: .equalCentering, axis: .vertical, frame: rect(0, 0, 100, 300), spacing: 0,
             expected: [rect(0, 0, 100, 20), rect(0, 130, 100, 30), rect(0, 260, 100, 40)]),
    ]

    @Test("fillEqually, fillProportionally, equalSpacing, equalCentering along both axes", arguments: 0..<8)
    func distribution(_ index: Int) {
        let test = Self.cases[index]
        let views = test.distribution == .fillProportionally ? proportionalBoxes() : threeBoxes()
        expectFrames(views, in: test.frame, axis: test.axis, test.expected) {
            $0.distribution = test.distribution
            $0.spacing = test.spacing
        }
    }

    // MARK: fill

    @Test("Distribution.fill, horizontal: the view with the lowest hugging priority takes the spare width")
    func fillGrowsLowestHugging() {
        let views = threeBoxes()
        views[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = expectFrames(views, in: rect(0, 0, 300, 100),
                                 [rect(0, 0, 50, 100), rect(60, 0, 160, 100), rect(230, 0, 70, 100)]) {
            $0.spacing = 10
        }
        #expect(stack.distribution == .fill)
    }

    @Test("Distribution.fill, horizontal: the view with the lowest compression resistance gives up the missing width")
    func fillShrinksLowestCompressionResistance() {
        let views = threeBoxes()
        views[1].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        expectFrames(views, in: rect(0, 0, 150, 100), [rect(0, 0, 50, 100), rect(60, 0, 10, 100), rect(80, 0, 70, 100)]) {
            $0.spacing = 10
        }
    }

    @Test("R-SV-TIES/Distribution.fill settles equal hugging and compression resistance by index: the first view stretches or shrinks")
    func fillTiesGoByIndex() {
        expectFrames(threeBoxes(), in: rect(0, 0, 300, 100),
                     [rect(0, 0, 150, 100), rect(160, 0, 60, 100), rect(230, 0, 70, 100)]) { $0.spacing = 10 }
        expectFrames(threeBoxes(), in: rect(0, 0, 170, 100),
                     [rect(0, 0, 20, 100), rect(30, 0, 60, 100), rect(100, 0, 70, 100)]) { $0.spacing = 10 }
        expectFrames(threeBoxes(), in: rect(0, 0, 100, 300), axis: .vertical,
                     [rect(0, 0, 100, 210), rect(0, 220, 100, 30), rect(0, 260, 100, 40)]) { $0.spacing = 10 }
        // Two labels of equal hugging: the first takes the spare width, whatever their texts.
        _ = Simulator(device: .iPhoneSE)
        let first = UILabel(), second = UILabel()
        first.text = "A much longer title"
        second.text = "Value"
        let natural = (first.intrinsicContentSize.width, second.intrinsicContentSize.width)
        _ = laidOutStack([first, second], frame: rect(0, 0, 300, 40))
        #expect(abs(second.frame.width - natural.1) < 1e-3 && abs(first.frame.width - (300 - natural.1)) < 1e-3,
                "\(framesOf([first, second]))")
        #expect(first.frame.width > natural.0)
    }

    @Test("R-SV-TIES/Distribution.fill with a label and a plain view stretches the plain view, before or after the label")
    func fillLabelAndPlainView() {
        _ = Simulator(device: .iPhoneSE)
        for plainFirst in [false, true] {
            let label = UILabel(), plain = UIView()
            label.text = "Name"
            let width = label.intrinsicContentSize.width
            _ = laidOutStack(plainFirst ? [plain, label] : [label, plain], frame: rect(0, 0, 300, 40)) { $0.spacing = 8 }
            #expect(abs(label.frame.width - width) < 1e-3 && abs(plain.frame.width - (292 - width)) < 1e-3,
                    "\(framesOf([label, plain]))")
        }
    }

    @Test("Distribution.fill, vertical: hugging and compression resistance work along the height")
    func fillVertical() {
        let views = threeBoxes()
        views[1].setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        let stack = expectFrames(views, in: rect(0, 0, 100, 300), axis: .vertical,
                                 [rect(0, 0, 100, 20), rect(0, 30, 100, 220), rect(0, 260, 100, 40)]) {
            $0.spacing = 10
        }
        views[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .vertical)
        stack.frame = rect(0, 0, 100, 80)
        stack.layoutIfNeeded()
        #expect(framesMatch(views, [rect(0, 0, 100, 20), rect(0, 30, 100, 30), rect(0, 70, 100, 10)]), "\(framesOf(views))")
    }

    @Test("Distribution.fill with fixed-size views: the one view without a width takes the rest")
    func fillFixedSizes() {
        let a = UIView(), b = UIView(), c = UIView()
        a.widthAnchor.constraint(equalToConstant: 40).isActive = true
        c.widthAnchor.constraint(equalToConstant: 60).isActive = true
        _ = laidOutStack([a, b, c], frame: rect(0, 0, 300, 50)) { $0.spacing = 10 }
        #expect(framesMatch([a, b, c], [rect(0, 0, 40, 50), rect(50, 0, 180, 50), rect(240, 0, 60, 50)]), "\(framesOf([a, b, c]))")
    }

    @Test("Distribution.fill without a size on the stack view: intrinsic sizes and spacing make its size")
    func fillFree() {
        let views = threeBoxes()
        let (_, stack) = freeStack(views) { $0.spacing = 10 }
        #expect(stack.frame == rect(10, 20, 200, 40))
        #expect(framesMatch(views, [rect(0, 0, 50, 40), rect(60, 0, 60, 40), rect(130, 0, 70, 40)]), "\(framesOf(views))")
        let column = threeBoxes()
        let (_, vertical) = freeStack(column, axis: .vertical) { $0.spacing = 10 }
        #expect(vertical.frame == rect(10, 20, 70, 110))
        #expect(framesMatch(column, [rect(0, 0, 70, 20), rect(0, 30, 70, 30), rect(0, 70, 70, 40)]), "\(framesOf(column))")
    }

    // MARK: fillEqually

    @Test("Distribution.fillEqually without a size: every view is as large as the largest intrinsic size")
    func fillEquallyFree() {
        let row = threeBoxes()
        let (_, stack) = freeStack(row) { $0.distribution = .fillEqually; $0.spacing = 5 }
        #expect(stack.frame == rect(10, 20, 220, 40))
        #expect(framesMatch(row, [rect(0, 0, 70, 40), rect(75, 0, 70, 40), rect(150, 0, 70, 40)]), "\(framesOf(row))")
    }

    // MARK: fillProportionally

    /// Intrinsic sizes 30, 60 and 90 along the axis (and across it).
    private func proportionalBoxes() -> [IntrinsicView] {
        [IntrinsicView(CGSize(width: 30, height: 30)), IntrinsicView(CGSize(width: 60, height: 60)),
         IntrinsicView(CGSize(width: 90, height: 90))]
    }

    @Test("Distribution.fillProportionally with spacing: shares count the spacing, and the last view takes the difference (UIKit's priorities 999, 998, 997)")
    func fillProportionallyWithSpacing() {
        let row = proportionalBoxes()
        let stack = laidOutStack(row, frame: rect(0, 0, 300, 100)) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        // Shares of 180 + 20: 0.15, 0.3, 0.45 of 300; the lowest-priority share gives way.
        #expect(framesMatch(row, [rect(0, 0, 45, 100), rect(55, 0, 90, 100), rect(155, 0, 145, 100)]), "\(framesOf(row))")
        let shares = stack.constraints("UISV-fill-proportionally")
        #expect(shares.map(\.priority.rawValue) == [999, 998, 997])
        #expect(shares.map(\.multiplier).elementsEqual([0.15, 0.3, 0.45]) { abs($0 - $1) < 1e-12 })
    }

    @Test("Distribution.fillProportionally follows a changed intrinsic size")
    func fillProportionallyFollowsIntrinsicSize() {
        let row = proportionalBoxes()
        _ = laidOutStack(row, frame: rect(0, 0, 300, 100)) { $0.distribution = .fillProportionally }
        row[2].intrinsic = CGSize(width: 210, height: 90)
        row[2].invalidateIntrinsicContentSize()
        row[2].superview?.layoutIfNeeded()
        #expect(framesMatch(row, [rect(0, 0, 30, 100), rect(30, 0, 60, 100), rect(90, 0, 210, 100)]), "\(framesOf(row))")
    }

    @Test("Distribution.fillProportionally without a size: the views keep their intrinsic sizes")
    func fillProportionallyFree() {
        let row = proportionalBoxes()
        let (_, stack) = freeStack(row) { $0.distribution = .fillProportionally; $0.spacing = 10 }
        #expect(stack.frame.isClose(to: rect(10, 20, 200, 90)))
        #expect(framesMatch(row, [rect(0, 0, 30, 90), rect(40, 0, 60, 90), rect(110, 0, 90, 90)]), "\(framesOf(row))")
    }

    // MARK: equalSpacing

    @Test("Distribution.equalSpacing: spacing is the smallest gap; below it the least resistant view shrinks")
    func equalSpacingTooSmall() {
        let row = threeBoxes()
        row[1].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        expectFrames(row, in: rect(0, 0, 190, 100), [rect(0, 0, 50, 100), rect(60, 0, 50, 100), rect(120, 0, 70, 100)]) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
        }
    }

    @Test("Distribution.equalSpacing without a size: the gaps are the spacing")
    func equalSpacingFree() {
        let row = threeBoxes()
        let (_, stack) = freeStack(row) { $0.distribution = .equalSpacing; $0.spacing = 4 }
        #expect(stack.frame == rect(10, 20, 188, 40))
        #expect(framesMatch(row, [rect(0, 0, 50, 40), rect(54, 0, 60, 40), rect(118, 0, 70, 40)]), "\(framesOf(row))")
    }

    // MARK: equalCentering

    @Test("Distribution.equalCentering: the spacing stays the smallest edge-to-edge gap, equal centring gives way (149)")
    func equalCenteringKeepsMinimumSpacing() {
        let views = [IntrinsicView(CGSize(width: 150, height: 20)), IntrinsicView(CGSize(width: 10, height: 20)),
                     IntrinsicView(CGSize(width: 10, height: 20))]
        let stack = expectFrames(views, in: rect(0, 0, 200, 20),
                                 [rect(0, 0, 150, 20), rect(160, 0, 10, 20), rect(190, 0, 10, 20)]) {
            $0.distribution = .equalCentering
            $0.spacing = 10
        }
        #expect(stack.constraints("UISV-fill-equally").map(\.priority.rawValue) == [149])
    }

    // MARK: Fixed-size views

    /// Plain views sized by required constraints: 50 × 20, 60 × 30, 70 × 40.
    private func fixedBoxes() -> [UIView] {
        [CGSize(width: 50, height: 20), CGSize(width: 60, height: 30), CGSize(width: 70, height: 40)].map { size in
            let view = UIView()
            NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: size.width),
                                         view.heightAnchor.constraint(equalToConstant: size.height)])
            return view
        }
    }

    @Test("fixed-size views: equalSpacing and equalCentering place them as intrinsic sizes would, in both axes")
    func fixedSizeViews() {
        let row = fixedBoxes()
        expectFrames(row, in: rect(0, 0, 300, 40), [rect(0, 20, 50, 20), rect(110, 10, 60, 30), rect(230, 0, 70, 40)]) {
            $0.distribution = .equalSpacing
            $0.alignment = .bottom
        }
        let column = fixedBoxes()
        expectFrames(column, in: rect(0, 0, 70, 300), axis: .vertical,
                     [rect(10, 0, 50, 20), rect(5, 130, 60, 30), rect(0, 260, 70, 40)]) {
            $0.distribution = .equalCentering
            $0.alignment = .center
        }
    }

    // MARK: Changing the distribution

    @Test("changing the distribution re-lays out at the next layout pass")
    func changingDistribution() {
        let row = threeBoxes()
        let stack = laidOutStack(row, frame: rect(0, 0, 300, 100)) { $0.spacing = 15 }
        stack.distribution = .fillEqually
        #expect(row[0].frame.width == 140)   // nothing moves before the layout pass (fill stretched the first)
        stack.layoutIfNeeded()
        #expect(framesMatch(row, [rect(0, 0, 90, 100), rect(105, 0, 90, 100), rect(210, 0, 90, 100)]), "\(framesOf(row))")
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        #expect(framesMatch(row, [rect(0, 0, 50, 100), rect(110, 0, 60, 100), rect(230, 0, 70, 100)]), "\(framesOf(row))")
        #expect(stack.constraints("UISV-fill-equally").count == 1)
    }
}
