import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// The format options of `constraints(withVisualFormat:options:metrics:views:)`: alignment,
/// direction and baseline-to-baseline spacing.
@MainActor
@Suite("Auto Layout: Visual Format Language options", .serialized)
struct VisualFormatOptionsTests {
    typealias Options = NSLayoutConstraint.FormatOptions

    // MARK: Alignment

    @Test("VFL options: alignAllTop aligns each pair of neighbouring views, after the other constraints")
    func alignAllTop() {
        let s = FormatScene("a", "b", "c")
        let (a, b, c) = (s["a"], s["b"], s["c"])
        #expect(equations(s.constraints("[a]-[b][c]", .alignAllTop)) == equations([
            constraint(b, .leading, .equal, a, .trailing, 8),
            constraint(c, .leading, .equal, b, .trailing),
            constraint(a, .top, .equal, b, .top),
            constraint(b, .top, .equal, c, .top),
        ]))
        s.layout("|-[a(40)]-[b(40)]-[c(40)]", options: .alignAllTop,
                 extra: s.constraints("V:|-40-[a(20)]") + s.constraints("V:[b(30)]") + s.constraints("V:[c(10)]"))
        #expect(s.frame("b") == CGRect(x: 56, y: 40, width: 40, height: 30))
        #expect(s.frame("c") == CGRect(x: 104, y: 40, width: 40, height: 10))
    }

    @Test("VFL options: several alignments go in the order of their attributes, step by step")
    func severalAlignments() {
        let s = FormatScene("a", "b", "c")
        let (a, b, c) = (s["a"], s["b"], s["c"])
        #expect(equations(s.constraints("[a][b][c]", [.alignAllBottom, .alignAllTop])) == equations([
            constraint(b, .leading, .equal, a, .trailing),
            constraint(c, .leading, .equal, b, .trailing),
            constraint(a, .top, .equal, b, .top),
            constraint(a, .bottom, .equal, b, .bottom),
            constraint(b, .top, .equal, c, .top),
            constraint(b, .bottom, .equal, c, .bottom),
        ]))
    }

    @Test("VFL options: the superview is never aligned, and one view aligns with nothing")
    func alignmentSkipsSuperview() {
        let s = FormatScene("a", "b")
        let made = s.constraints("|-[a]-[b]-|", .alignAllCenterY)
        #expect(made.count == 4)
        #expect(equations([made[3]]) == equations([constraint(s["a"], .centerY, .equal, s["b"], .centerY)]))
        #expect(s.constraints("[a]", .alignAllLeading).isEmpty)
        #expect(s.constraints("|-[a]-|", .alignAllTop).count == 2)
    }

    /// Each alignment option with the attribute it aligns and a format across it.
    nonisolated static let alignments: [(option: Options, attribute: NSLayoutConstraint.Attribute, format: String)] = [
        (.alignAllTop, .top, "[a][b]"),
        (.alignAllBottom, .bottom, "[a][b]"),
        (.alignAllCenterY, .centerY, "[a][b]"),
        (.alignAllLastBaseline, .lastBaseline, "[a][b]"),
        (.alignAllBaseline, .lastBaseline, "[a][b]"),
        (.alignAllFirstBaseline, .firstBaseline, "[a][b]"),
        (.alignAllLeft, .left, "V:[a][b]"),
        (.alignAllRight, .right, "V:[a][b]"),
        (.alignAllLeading, .leading, "V:[a][b]"),
        (.alignAllTrailing, .trailing, "V:[a][b]"),
        (.alignAllCenterX, .centerX, "V:[a][b]"),
    ]

    @Test("VFL options: every alignment option aligns its attribute", arguments: alignments.indices)
    func alignmentOption(_ index: Int) {
        let (option, attribute, format) = Self.alignments[index]
        let s = FormatScene("a", "b")
        let made = s.constraints(format, option)
        #expect(made.count == 2)
        #expect(equations(Array(made.dropFirst())) == equations([constraint(s["a"], attribute, .equal, s["b"], attribute)]))
    }

    @Test("VFL options: alignment lays views out on one line")
    func alignmentFrames() {
        let s = FormatScene("a", "b")
        s.layout("V:|-10-[a(40)]-[b(20)]", options: [.alignAllLeading, .alignAllTrailing],
                 extra: s.constraints("|-30-[a(100)]"))
        #expect(s.frame("b") == CGRect(x: 30, y: 58, width: 100, height: 20))
        let c = FormatScene("a", "b")
        c.layout("|-[a(40)]-[b(40)]", options: .alignAllCenterY, extra: c.constraints("V:|-100-[a(60)]") + c.constraints("V:[b(20)]"))
        #expect(c.frame("b") == CGRect(x: 56, y: 120, width: 40, height: 20))
    }

    @Test("VFL options: aligning along the format's own axis is refused where the second view ends")
    func alignmentAlongAxis() {
        let s = FormatScene("a", "b")
        #expect(s.problem("[a]-[b]", .alignAllLeading) == VisualFormatError(
            problem: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
            format: "[a]-[b]", column: 7))
        #expect(s.problem("V:|-[a][b]", .alignAllTop) == VisualFormatError(
            problem: "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
            format: "V:|-[a][b]", column: 10))
        #expect(s.problem("[a]-[b]", .alignAllCenterX)?.column == 7)
        #expect(s.problem("V:[a]-[b]", .alignAllFirstBaseline)?.column == 9)
    }

    // MARK: Direction

    @Test("VFL options: directionLeftToRight uses left and right")
    func leftToRight() {
        let s = FormatScene("a", "b")
        let (a, b) = (s["a"], s["b"])
        #expect(equations(s.constraints("|-10-[a]-[b]-10-|", .directionLeftToRight)) == equations([
            constraint(a, .left, .equal, s.root, .left, 10),
            constraint(b, .left, .equal, a, .right, 8),
            constraint(s.root, .right, .equal, b, .right, 10),
        ]))
        #expect(equations(s.constraints("|-10-[a]-[b]-10-|", .directionLeadingToTrailing))
            == equations(s.constraints("|-10-[a]-[b]-10-|")))
    }

    @Test("VFL options: directionRightToLeft reads the line from the right")
    func rightToLeft() {
        let s = FormatScene("a", "b")
        let (a, b) = (s["a"], s["b"])
        #expect(equations(s.constraints("|-10-[a(50)]-20-[b(60)]-30-|", .directionRightToLeft)) == equations([
            constraint(s.root, .right, .equal, a, .right, 10),
            fixed(a, .width, 50),
            constraint(a, .left, .equal, b, .right, 20),
            fixed(b, .width, 60),
            constraint(b, .left, .equal, s.root, .left, 30),
        ]))
        #expect(equations(s.constraints("[a][b]", [.directionRightToLeft, .alignAllTop])) == equations([
            constraint(a, .left, .equal, b, .right),
            constraint(b, .top, .equal, a, .top),
        ]))
        s.layout("|-10-[a(50)]-20-[b(60)]", "V:|[a(10)]", "V:|[b(10)]", options: .directionRightToLeft)
        #expect(s.frame("a").minX == 260)
        #expect(s.frame("b").minX == 180)
    }

    @Test("VFL options: directions do not change vertical formats")
    func directionVertical() {
        let s = FormatScene("a", "b")
        #expect(equations(s.constraints("V:|-10-[a]-[b]-|", .directionRightToLeft))
            == equations(s.constraints("V:|-10-[a]-[b]-|")))
        #expect(equations(s.constraints("V:|-10-[a]-[b]-|", .directionLeftToRight))
            == equations(s.constraints("V:|-10-[a]-[b]-|")))
    }

    // MARK: Baselines

    @Test("VFL options: spacingBaselineToBaseline spaces vertical views from baseline to baseline")
    func baselineToBaseline() {
        let s = FormatScene("a", "b")
        let (a, b) = (s["a"], s["b"])
        let margins = s.root.layoutMarginsGuide
        #expect(equations(s.constraints("V:|-[a]-[b]-|", .spacingBaselineToBaseline)) == equations([
            constraint(a, .firstBaseline, .equal, margins, .top),
            constraint(b, .firstBaseline, .equal, a, .lastBaseline, 8),
            constraint(margins, .bottom, .equal, b, .lastBaseline),
        ]))
        // A plain view's baselines are its bottom edge.
        s.layout("V:|-40-[a(20)]-10-[b(30)]", options: .spacingBaselineToBaseline,
                 extra: s.constraints("|[a(10)]") + s.constraints("|[b(10)]"))
        #expect(s.frame("a").minY == 20)
        #expect(s.frame("b").minY == 20)
    }

    @Test("VFL options: spacingBaselineToBaseline is refused in a horizontal format with a connection")
    func baselineHorizontal() {
        let s = FormatScene("a", "b")
        #expect(s.problem("[a]-[b]", .spacingBaselineToBaseline) == VisualFormatError(
            problem: "BaselineToBaseline format option not valid for horizontal layout", format: "[a]-[b]", column: 7))
        #expect(s.problem("|[a]", .spacingBaselineToBaseline)?.column == 4)
        #expect(s.problem("[a(20)]", .spacingBaselineToBaseline) == nil)
    }
}
