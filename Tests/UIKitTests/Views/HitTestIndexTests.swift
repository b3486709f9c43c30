import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Hit testing through the subview index must answer exactly as asking every subview does
/// (DL-2), and ask every view that overrides hit testing, in the same order.
@MainActor
@Suite("Hit testing with the subview index", .serialized)
struct HitTestIndexTests {
    @Test("DL-2: random hierarchies answer as asking every subview, overrides asked in the same order",
          arguments: 0..<16)
    func randomHierarchies(seed: Int) {
        var random = SplitMix64(seed: seed)
        let log = CallLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for _ in 0..<30 {
            let w = CGFloat.random(in: 1...140, using: &random), h = CGFloat.random(in: 1...140, using: &random)
            let frame = CGRect(x: CGFloat.random(in: -10...410, using: &random) - w / 2,
                               y: CGFloat.random(in: -10...410, using: &random) - h / 2, width: w, height: h)
            root.addSubview(HitTestIndexTests.hierarchy(depth: 2, frame: frame, log: log, random: &random))
        }
        var points = (0..<300).map { _ in
            CGPoint(x: CGFloat.random(in: -20..<420, using: &random), y: CGFloat.random(in: -20..<420, using: &random))
        }
        // Edges, where half-open bounds and rounding matter.
        for child in root.subviews.prefix(40) {
            points += [CGPoint(x: child.frame.minX, y: child.frame.minY), CGPoint(x: child.frame.maxX, y: child.frame.midY),
                       CGPoint(x: child.frame.midX, y: child.frame.maxY)]
        }
        let (indexed, linear) = bothWays { points.map { root.hitTest($0, with: nil) } }
        #expect(zip(indexed.answers, linear.answers).allSatisfy { $0 === $1 })
        #expect(indexed.asked == linear.asked)
        #expect(!linear.asked.isEmpty)
        #expect(indexed.answers.contains { $0 != nil && $0 !== root })
        #expect(root.layer.sublayerGeometryCache is SubviewHitIndex)

        func bothWays(_ body: () -> [UIView?]) -> (indexed: (answers: [UIView?], asked: [String]),
                                                  linear: (answers: [UIView?], asked: [String])) {
            log.calls = []
            let indexed = body()
            let indexedCalls = log.calls
            UIView.hitTestUsesSubviewIndex = false
            defer { UIView.hitTestUsesSubviewIndex = true }
            log.calls = []
            return ((indexed, indexedCalls), (body(), log.calls))
        }
    }

    @Test("DL-2: a subclass taking touches outside its bounds is still asked among many plain siblings")
    func enlargedTarget() {
        let log = CallLog()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        for i in 0..<30 { row.addSubview(UIView(frame: CGRect(x: CGFloat(i) * 12, y: 0, width: 10, height: 40))) }
        let button = EnlargedTargetView(name: "button", log: log, frame: CGRect(x: 370, y: 10, width: 20, height: 20))
        row.insertSubview(button, at: 5)   // behind most plain siblings, but they do not reach it
        #expect(row.hitTest(CGPoint(x: 365, y: 5), with: nil) === button)   // 5 pt left of its frame
        #expect(row.hitTest(CGPoint(x: 2, y: 5), with: nil) === row.subviews[0])
        #expect(log.calls.contains("button point(inside:)"))
    }

    @Test("DL-2: labels and image views are indexed; a label subclass that widens its target is still asked")
    func labelsAndImageViews() {
        final class WideLabel: UILabel {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -30, dy: 0).contains(point)
            }
        }
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        var leaves: [UIView] = []
        for i in 0..<30 {
            let leaf: UIView = i.isMultiple(of: 2) ? UILabel(frame: .zero) : UIImageView(frame: .zero)
            leaf.frame = CGRect(x: CGFloat(i) * 12, y: 0, width: 10, height: 40)
            leaf.isUserInteractionEnabled = true
            leaves.append(leaf)
            row.addSubview(leaf)
        }
        let wide = WideLabel(frame: CGRect(x: 380, y: 0, width: 20, height: 40))
        wide.isUserInteractionEnabled = true
        row.insertSubview(wide, at: 0)
        #expect(row.hitTest(CGPoint(x: 25, y: 5), with: nil) === leaves[2])
        #expect(row.hitTest(CGPoint(x: 37, y: 5), with: nil) === leaves[3])
        #expect(row.hitTest(CGPoint(x: 365, y: 5), with: nil) === wide)   // 15 pt left of its frame
    }

    @Test("DL-2: overlapping siblings: the frontmost (last) subview wins, with or without the index")
    func frontmostWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<20).map { _ in UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)) }
        for view in views { root.addSubview(view) }
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === views[19])
        views[19].isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === views[18])
        views[18].isUserInteractionEnabled = false
        views[17].alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === views[16])
        root.bringSubviewToFront(views[0])
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === views[0])
        root.exchangeSubview(at: 0, withSubviewAt: 19)   // views[0] back to the back, views[1] to the front
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === views[1])
    }

    @Test("DL-2: the index follows frames, transforms, layer geometry, insertion, removal and scrolling")
    func invalidation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let cells = (0..<20).map { UIView(frame: CGRect(x: CGFloat($0) * 20, y: 0, width: 20, height: 20)) }
        for cell in cells { root.addSubview(cell) }
        let far = CGPoint(x: 300, y: 300)
        #expect(root.hitTest(far, with: nil) === root)
        #expect(root.layer.sublayerGeometryCache != nil)
        let changes: [(String, () -> Void)] = [
            ("frame", { cells[3].frame = CGRect(x: 290, y: 290, width: 20, height: 20) }),
            ("center", { cells[4].center = far }),
            ("transform", { cells[5].transform = CGAffineTransform(translationX: 200, y: 300) }),
            ("layer position", { cells[6].layer.position = far }),
            ("layer anchor point", { cells[7].layer.anchorPoint = CGPoint(x: -14.5, y: -14.5) }),
            ("layer bounds", { cells[8].layer.bounds = CGRect(x: 0, y: 0, width: 800, height: 800) }),
            ("superview sublayerTransform", { root.layer.sublayerTransform = CATransform3DMakeScale(3, 3, 1) }),
            ("insertion", { root.insertSubview(UIView(frame: CGRect(x: 295, y: 295, width: 10, height: 10)), at: 0) }),
            ("removal", { root.subviews.last?.removeFromSuperview() }),
        ]
        for (name, change) in changes {
            _ = root.hitTest(far, with: nil)
            #expect(root.layer.sublayerGeometryCache != nil, "\(name)")
            change()
            #expect(root.layer.sublayerGeometryCache == nil, "\(name) drops the index")
            let indexed = root.hitTest(far, with: nil)
            UIView.hitTestUsesSubviewIndex = false
            let linear = root.hitTest(far, with: nil)
            UIView.hitTestUsesSubviewIndex = true
            #expect(indexed === linear, "\(name)")
            #expect(indexed !== root || name == "superview sublayerTransform", "\(name) moved a view under the point")
        }
        // Scrolling changes the superview's bounds, not where its subviews lie in it.
        root.layer.sublayerTransform = CATransform3DIdentity
        _ = root.hitTest(far, with: nil)
        root.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(root.layer.sublayerGeometryCache != nil)
    }

    @Test("DL-2: an override that moves its siblings while being asked: the rest are asked as they now lie")
    func overrideMovingSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let plain = (0..<20).map { UIView(frame: CGRect(x: CGFloat($0) * 20, y: 0, width: 20, height: 20)) }
        for view in plain { root.addSubview(view) }
        let mover = MovingView(frame: CGRect(x: 0, y: 50, width: 400, height: 50))
        mover.target = plain[2]
        mover.destination = CGRect(x: 300, y: 60, width: 20, height: 20)
        root.addSubview(mover)
        // The mover takes nothing; meanwhile it moves plain[2] under the point.
        #expect(root.hitTest(CGPoint(x: 305, y: 65), with: nil) === plain[2])
    }

    @Test("DL-2: rotated, scaled and offset views answer as without the index")
    func transformedSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.bounds.origin = CGPoint(x: -7.25, y: 13.5)
        for i in 0..<24 {
            let view = UIView(frame: CGRect(x: CGFloat(i % 6) * 45, y: CGFloat(i / 6) * 45, width: 40, height: 40))
            switch i % 4 {
            case 0: view.transform = CGAffineTransform(rotationAngle: 0.4)
            case 1: view.transform = CGAffineTransform(scaleX: -1.5, y: 0.5)
            case 2: view.bounds.origin = CGPoint(x: 1e6, y: -1e6)
            default: view.layer.transform = CATransform3DMakeTranslation(0.1, 0.2, 5)
            }
            root.addSubview(view)
        }
        var answers: [[UIView?]] = []
        for indexed in [true, false] {
            UIView.hitTestUsesSubviewIndex = indexed
            answers.append(stride(from: -20.0, to: 320, by: 3.7).flatMap { x in
                stride(from: -20.0, to: 320, by: 3.3).map { y in root.hitTest(CGPoint(x: x, y: y), with: nil) }
            })
        }
        UIView.hitTestUsesSubviewIndex = true
        #expect(zip(answers[0], answers[1]).allSatisfy { $0 === $1 })
    }

    // MARK: Random hierarchies

    static func hierarchy(depth: Int, frame: CGRect, log: CallLog, random: inout SplitMix64) -> UIView {
        let view: UIView
        switch Int.random(in: 0..<10, using: &random) {
        case 0: view = EnlargedTargetView(name: "enlarged\(log.nextName())", log: log, frame: frame)
        case 1: view = AskedView(name: "asked\(log.nextName())", log: log, frame: frame)
        default: view = UIView(frame: frame)
        }
        switch Int.random(in: 0..<40, using: &random) {
        case 0: view.isHidden = true
        case 1: view.isUserInteractionEnabled = false
        case 2: view.alpha = 0.005
        case 3: view.transform = CGAffineTransform(rotationAngle: 0.5)
        case 4: view.transform = CGAffineTransform(scaleX: 0.5, y: 2)
        case 5: view.bounds.origin = CGPoint(x: 5.5, y: -3.25)
        case 6: view.layer.sublayerTransform = CATransform3DMakeTranslation(7, -3, 0)
        default: break
        }
        guard depth > 0 else { return view }
        // Half the views get enough subviews for an index.
        let count = Bool.random(using: &random) ? Int.random(in: 16..<40, using: &random) : Int.random(in: 0..<6, using: &random)
        let size = view.bounds.size
        for _ in 0..<count {
            let w = CGFloat.random(in: 1...(size.width / 3 + 1), using: &random)
            let h = CGFloat.random(in: 1...(size.height / 3 + 1), using: &random)
            let x = CGFloat.random(in: -10...(size.width + 10), using: &random) - w / 2 + view.bounds.minX
            let y = CGFloat.random(in: -10...(size.height + 10), using: &random) - h / 2 + view.bounds.minY
            view.addSubview(hierarchy(depth: depth - 1, frame: CGRect(x: x, y: y, width: w, height: h), log: log,
                                      random: &random))
        }
        return view
    }
}

/// The calls overriding views received, in order.
@MainActor
final class CallLog {
    var calls: [String] = []
    private var count = 0
    func nextName() -> Int { count += 1; return count }
}

/// A view subclass that notes, by name, the hit-testing calls it receives.
@MainActor
class NamedView: UIView {
    let name: String, log: CallLog

    init(name: String, log: CallLog, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }
}

/// Takes touches up to 10 points outside its bounds, as enlarged touch targets do.
final class EnlargedTargetView: NamedView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        log.calls.append("\(name) point(inside:)")
        return bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

/// Records being asked, then answers as UIView does.
final class AskedView: NamedView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log.calls.append("\(name) hitTest")
        return super.hitTest(point, with: event)
    }
}

/// Moves another view when asked, and takes no touches itself.
@MainActor
final class MovingView: UIView {
    weak var target: UIView?
    var destination = CGRect.zero

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        target?.frame = destination
        return nil
    }
}

/// SplitMix64: a small deterministic generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
