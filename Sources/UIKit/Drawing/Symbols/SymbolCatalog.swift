import CoreGraphics
import Foundation

/// The system symbols there are: one table of names and drawings, in design units (1/100
/// of the point size, x right and y down from the middle of the cap height; the body of
/// most symbols spans about ±40), drawn after SF Symbols' regular weight, medium scale.
///
/// The drawings are made when a symbol is drawn (paths are not `Sendable`, so the table
/// holds the functions that make them).
enum SymbolCatalog {
    /// The drawing of the symbol `name`; nil when there is none.
    static func glyph(named name: String) -> SymbolGlyph? {
        table[name].map { SymbolGlyph($0()) }
    }

    /// Every symbol name, sorted.
    static var names: [String] {
        table.keys.sorted()
    }

    private static let table: [String: @Sendable () -> [SymbolMark]] = [
        // Signs
        "plus": { [.stroke(plusSign(36))] },
        "minus": { [.stroke(line(p(-36, 0), p(36, 0)))] },
        "xmark": { [.stroke(cross(29))] },
        "checkmark": { [.stroke(check(1))] },
        "ellipsis": { [.fill(dots(spacing: 32, radius: 2.6))] },
        "line.3.horizontal": { [.stroke(combined([-24, 0, 24].map { line(p(-38, $0), p(38, $0)) }))] },
        "list.bullet": {
            [.fill(combined([-24, 0, 24].map { circle(p(-37, $0), 1.8) })),
             .stroke(combined([-24, 0, 24].map { line(p(-16, $0), p(40, $0)) }))]
        },

        // Chevrons and arrows
        "chevron.right": { [.stroke(chevron(turned: 0))] },
        "chevron.forward": { [.stroke(chevron(turned: 0))] },
        "chevron.down": { [.stroke(chevron(turned: 90))] },
        "chevron.left": { [.stroke(chevron(turned: 180))] },
        "chevron.backward": { [.stroke(chevron(turned: 180))] },
        "chevron.up": { [.stroke(chevron(turned: 270))] },
        "chevron.up.chevron.down": {
            [.stroke(lines([p(-17, -13), p(0, -32), p(17, -13)])), .stroke(lines([p(-17, 13), p(0, 32), p(17, 13)]))]
        },
        "arrow.right": { [.stroke(arrow(turned: 0))] },
        "arrow.down": { [.stroke(arrow(turned: 90))] },
        "arrow.left": { [.stroke(arrow(turned: 180))] },
        "arrow.up": { [.stroke(arrow(turned: 270))] },
        "arrow.clockwise": {
            // Round clockwise from the right of the top to the top, the head pointing on.
            [.stroke(arc(p(0, 3), 34, from: -35, to: 270)), .stroke(lines([p(-8, -44), p(5, -31), p(-8, -18)]))]
        },

        // Circles
        "circle": { [.stroke(ring())] },
        "circle.fill": { [.fill(ring())] },
        "plus.circle": { [.stroke(ring()), .stroke(plusSign(19))] },
        "plus.circle.fill": { [.fill(ring()), .cut(plusSign(19))] },
        "minus.circle": { [.stroke(ring()), .stroke(line(p(-19, 0), p(19, 0)))] },
        "minus.circle.fill": { [.fill(ring()), .cut(line(p(-19, 0), p(19, 0)))] },
        "xmark.circle": { [.stroke(ring()), .stroke(cross(14))] },
        "xmark.circle.fill": { [.fill(ring()), .cut(cross(14))] },
        "checkmark.circle": { [.stroke(ring()), .stroke(check(0.5))] },
        "checkmark.circle.fill": { [.fill(ring()), .cut(check(0.5))] },
        "info.circle": { [.stroke(ring()), .stroke(infoStem()), .fill(infoDot())] },
        "info.circle.fill": { [.fill(ring()), .cut(infoStem()), .cutFill(infoDot(), width: 1)] },
        "ellipsis.circle": { [.stroke(ring()), .fill(dots(spacing: 19, radius: 1.6))] },
        "exclamationmark.circle": {
            [.stroke(ring()), .stroke(line(p(0, -22), p(0, 6))), .fill(circle(p(0, 20), 1.4))]
        },
        "clock": { [.stroke(ring()), .stroke(lines([p(0, -25), p(0, 0), p(17, 11)]))] },
        "globe": {
            [.stroke(ring(42)),
             .stroke(combined([ellipse(CGRect(x: -18, y: -42, width: 36, height: 84)), line(p(-42, 0), p(42, 0)),
                               line(p(-36, -21), p(36, -21)), line(p(-36, 21), p(36, 21))]), width: 0.8)]
        },

        // Shapes
        "square": { [.stroke(roundedRect(-38, -38, 76, 76, radius: 9))] },
        "square.fill": { [.fill(roundedRect(-38, -38, 76, 76, radius: 9))] },
        "star": { [.stroke(starShape())] },
        "star.fill": { [.fill(starShape())] },
        "heart": { [.stroke(heartShape())] },
        "heart.fill": { [.fill(heartShape())] },
        "bookmark": { [.stroke(bookmarkShape())] },
        "bookmark.fill": { [.fill(bookmarkShape())] },
        "exclamationmark.triangle": {
            [.stroke(lines([p(0, -40), p(46, 38), p(-46, 38)], closed: true, radius: 9)),
             .stroke(line(p(0, -13), p(0, 12))), .fill(circle(p(0, 25), 1.4))]
        },

        // Objects
        "trash": {
            [.stroke(line(p(-38, -29), p(38, -29))),
             .stroke(lines([p(-13, -29), p(-13, -39), p(13, -39), p(13, -29)], radius: 4)),
             .stroke(lines([p(-31, -29), p(-27, 38), p(27, 38), p(31, -29)], radius: 9)),
             .stroke(combined([line(p(-12, -15), p(-11, 25)), line(p(0, -15), p(0, 25)), line(p(12, -15), p(11, 25))]),
                     width: 0.85)]
        },
        "trash.fill": {
            [.stroke(line(p(-38, -29), p(38, -29))),
             .stroke(lines([p(-13, -29), p(-13, -39), p(13, -39), p(13, -29)], radius: 4)),
             .fill(lines([p(-31, -25), p(-27, 38), p(27, 38), p(31, -25)], closed: true, radius: 7)),
             .cut(combined([line(p(-12, -11), p(-11, 25)), line(p(0, -11), p(0, 25)), line(p(12, -11), p(11, 25))]),
                  width: 0.85)]
        },
        "square.and.arrow.up": {
            [.stroke(lines([p(-14, -10), p(-28, -10), p(-28, 42), p(28, 42), p(28, -10), p(14, -10)], radius: 9)),
             .stroke(line(p(0, -46), p(0, 15))), .stroke(lines([p(-14, -32), p(0, -46), p(14, -32)]))]
        },
        "magnifyingglass": {
            [.stroke(circle(p(-7, -7), 29)), .stroke(line(p(15, 15), p(37, 37)), width: 1.45)]
        },
        "gearshape": { [.stroke(gear(teeth: 8, outer: 44, inner: 34, radius: 3)), .stroke(ring(12))] },
        "gearshape.fill": { [.fill(gear(teeth: 8, outer: 42, inner: 32, radius: 3)), .cutFill(ring(10), width: 1)] },
        "person": { [.stroke(personHead()), .stroke(personBody())] },
        "person.fill": { [.fill(personHead()), .fill(personBody())] },
        "house": {
            [.stroke(lines([p(-45, -3), p(0, -41), p(45, -3)])),
             .stroke(lines([p(-32, -14), p(-32, 38), p(32, 38), p(32, -14)], radius: 8)),
             .stroke(lines([p(-10, 38), p(-10, 14), p(10, 14), p(10, 38)], radius: 3))]
        },
        "house.fill": {
            [.fill(lines([p(-32, -12), p(0, -38), p(32, -12), p(32, 38), p(-32, 38)], closed: true, radius: 6)),
             .stroke(lines([p(-45, -3), p(0, -41), p(45, -3)])),
             .cutFill(roundedRect(-10, 14, 20, 40, radius: 3))]
        },
        "bell": { [.stroke(bellBody()), .stroke(line(p(0, -36), p(0, -42))), .stroke(arc(p(0, 27), 9, from: 0, to: 180))] },
        "bell.fill": {
            [.fill(bellBody()), .stroke(line(p(0, -36), p(0, -42))),
             .fill(arc(p(0, 33), 7, from: 0, to: 180))]
        },
        "paperplane": { [.stroke(paperplaneShape()), .stroke(line(p(-8, 8), p(30, -28)))] },
        "paperplane.fill": { [.fill(paperplaneShape()), .cut(line(p(-8, 8), p(30, -28)), width: 0.8)] },
        "doc.on.doc": {
            [.stroke(roundedRect(-36, -44, 52, 68, radius: 8)),
             .cutFill(roundedRect(-18, -26, 52, 68, radius: 8), width: 2),
             .stroke(roundedRect(-18, -26, 52, 68, radius: 8))]
        },
        "pencil": { [.stroke(pencilShape(scale: 1, offset: .zero))] },
        "square.and.pencil": {
            [.stroke(lines([p(6, -33), p(-36, -33), p(-36, 37), p(34, 37), p(34, -5)], radius: 9)),
             .cutFill(pencilOutline(scale: 0.62, offset: p(15, -15)), width: 1.6),
             .stroke(pencilShape(scale: 0.62, offset: p(15, -15)))]
        },
        "photo": {
            [.stroke(roundedRect(-44, -33, 88, 66, radius: 8)), .fill(circle(p(20, -13), 3.6)),
             .stroke(lines([p(-41, 25), p(-14, -2), p(9, 21)])), .stroke(lines([p(-1, 13), p(16, -3), p(41, 20)]))]
        },
        "folder": { [.stroke(folderShape()), .stroke(line(p(-44, -13), p(44, -13)))] },
        "folder.fill": { [.fill(folderShape()), .cut(line(p(-44, -13), p(44, -13)), width: 0.5)] },
        "calendar": {
            [.stroke(roundedRect(-42, -37, 84, 76, radius: 9)), .fill(roundedRect(-42, -37, 84, 14, radius: 5)),
             .solid(calendarDays())]
        },
        "clock.fill": { [.fill(ring()), .cut(lines([p(0, -25), p(0, 0), p(17, 11)]))] },
        "lock": { [.stroke(roundedRect(-31, -11, 62, 50, radius: 9)), .stroke(lockShackle())] },
        "lock.fill": { [.fill(roundedRect(-31, -11, 62, 50, radius: 9)), .stroke(lockShackle())] },
        "shift": { [.stroke(shiftArrow(top: -42, stemBottom: 38))] },
        "shift.fill": { [.fill(shiftArrow(top: -42, stemBottom: 38))] },
        "capslock.fill": { [.fill(shiftArrow(top: -44, stemBottom: 16)), .fill(roundedRect(-17, 28, 34, 12, radius: 2))] },
        "delete.left": { [.stroke(deleteKeyShape()), .stroke(placed(cross(11), offset: p(10, 0)))] },
        "delete.left.fill": { [.fill(deleteKeyShape()), .cut(placed(cross(11), offset: p(10, 0)))] },
        "mic": {
            [.stroke(roundedRect(-14, -44, 28, 56, radius: 14)), .stroke(arc(p(0, -2), 27, from: 0, to: 180)),
             .stroke(line(p(0, 25), p(0, 42)))]
        },
        "camera": {
            [.stroke(lines([p(-44, -22), p(-20, -22), p(-13, -35), p(13, -35), p(20, -22), p(44, -22), p(44, 36),
                            p(-44, 36)], closed: true, radius: 8)),
             .stroke(circle(p(0, 6), 17))]
        },
        "book": {
            [.stroke(lines([p(0, -28), p(-10, -35), p(-44, -35), p(-44, 31), p(-10, 31), p(0, 37)], radius: 5)),
             .stroke(lines([p(0, -28), p(10, -35), p(44, -35), p(44, 31), p(10, 31), p(0, 37)], radius: 5)),
             .stroke(line(p(0, -28), p(0, 37)))]
        },

        // Media and editing (the system bar button items' images)
        "play.fill": { [.fill(lines([p(-28, -40), p(38, 0), p(-28, 40)], closed: true, radius: 7))] },
        "pause.fill": { [.fill(roundedRect(-31, -38, 21, 76, radius: 5)), .fill(roundedRect(10, -38, 21, 76, radius: 5))] },
        "backward.fill": {
            [.fill(lines([p(0, -30), p(-46, 0), p(0, 30)], closed: true, radius: 5)),
             .fill(lines([p(46, -30), p(0, 0), p(46, 30)], closed: true, radius: 5))]
        },
        "forward.fill": {
            [.fill(lines([p(0, -30), p(46, 0), p(0, 30)], closed: true, radius: 5)),
             .fill(lines([p(-46, -30), p(0, 0), p(-46, 30)], closed: true, radius: 5))]
        },
        "arrow.uturn.backward": {
            // Left along the top, round the right and back along the bottom; the head on the left.
            [.stroke(combined([line(p(-38, -22), p(12, -22)), arc(p(12, 4), 26, from: -90, to: 90),
                               line(p(12, 30), p(-22, 30))])),
             .stroke(lines([p(-20, -40), p(-38, -22), p(-20, -4)]))]
        },
        "arrow.uturn.forward": {
            [.stroke(combined([line(p(38, -22), p(-12, -22)), arc(p(-12, 4), 26, from: 90, to: 270),
                               line(p(-12, 30), p(22, 30))])),
             .stroke(lines([p(20, -40), p(38, -22), p(20, -4)]))]
        },
        "arrowshape.turn.up.left": {
            // A broad arrow pointing left whose tail curves down to the right.
            [.stroke(combined([
                lines([p(-6, -16), p(-6, -38), p(-46, -4), p(-6, 30), p(-6, 8)]),
                curves(from: p(-6, -16), [(p(24, -16), p(44, -2), p(46, 36))], closed: false),
                curves(from: p(-6, 8), [(p(16, 8), p(36, 14), p(46, 36))], closed: false),
            ]))]
        },
        "envelope": {
            [.stroke(roundedRect(-44, -31, 88, 62, radius: 8)), .stroke(lines([p(-40, -26), p(0, 6), p(40, -26)]))]
        },
    ]

    // MARK: Shapes shared by symbols

    /// The shift key's arrow: a point at `top`, wings out to ±40 at the middle, a stem 36
    /// wide down to `stemBottom`.
    private static func shiftArrow(top: CGFloat, stemBottom: CGFloat) -> CGMutablePath {
        let shoulder = top + 42
        return lines([p(0, top), p(42, shoulder), p(18, shoulder), p(18, stemBottom), p(-18, stemBottom), p(-18, shoulder),
                      p(-42, shoulder)], closed: true, radius: 5)
    }

    /// The delete key's outline: a tag pointing left.
    private static func deleteKeyShape() -> CGMutablePath {
        lines([p(-48, 0), p(-22, -32), p(46, -32), p(46, 32), p(-22, 32)], closed: true, radius: 7)
    }

    /// A plus sign with arms of `arm`.
    private static func plusSign(_ arm: CGFloat) -> CGMutablePath {
        combined([line(p(-arm, 0), p(arm, 0)), line(p(0, -arm), p(0, arm))])
    }

    /// An × reaching `arm` along each axis.
    private static func cross(_ arm: CGFloat) -> CGMutablePath {
        combined([line(p(-arm, -arm), p(arm, arm)), line(p(arm, -arm), p(-arm, arm))])
    }

    /// A tick: a short stroke down to the right, a long one up to the right; `scale` 0.5
    /// fits it in a circle.
    private static func check(_ scale: CGFloat) -> CGPath {
        placed(lines([p(-33, 1), p(-11, 29), p(33, -34)]), scale: scale, offset: p(0, scale == 1 ? 0 : -1))
    }

    /// Three dots in a row, `spacing` apart, of `radius` (plus half the stroke width).
    private static func dots(spacing: CGFloat, radius: CGFloat) -> CGMutablePath {
        combined([-spacing, 0, spacing].map { circle(p($0, 0), radius) })
    }

    /// A chevron pointing right, turned clockwise by `degrees`.
    private static func chevron(turned degrees: CGFloat) -> CGPath {
        placed(lines([p(-15, -36), p(15, 0), p(-15, 36)]), turned: degrees)
    }

    /// An arrow pointing right, turned clockwise by `degrees`.
    private static func arrow(turned degrees: CGFloat) -> CGPath {
        placed(combined([line(p(-40, 0), p(38, 0)), lines([p(11, -27), p(38, 0), p(11, 27)])]), turned: degrees)
    }

    private static func infoStem() -> CGPath {
        combined([lines([p(-7, -5), p(1, -5), p(1, 21)]), line(p(-9, 21), p(11, 21))])
    }

    private static func infoDot() -> CGPath {
        circle(p(0, -19), 1.6)
    }

    private static func starShape() -> CGPath {
        star(points: 5, outer: 46, inner: 22, center: p(0, 4), radius: 4)
    }

    private static func heartShape() -> CGPath {
        curves(from: p(0, 38), [
            (p(-20, 24), p(-45, 6), p(-45, -14)), (p(-45, -30), p(-34, -40), p(-21, -40)),
            (p(-11, -40), p(-4, -34), p(0, -26)), (p(4, -34), p(11, -40), p(21, -40)),
            (p(34, -40), p(45, -30), p(45, -14)), (p(45, 6), p(20, 24), p(0, 38)),
        ])
    }

    private static func bookmarkShape() -> CGPath {
        lines([p(-25, -40), p(25, -40), p(25, 42), p(0, 24), p(-25, 42)], closed: true, radius: 5)
    }

    private static func personHead() -> CGPath {
        circle(p(0, -22), 17)
    }

    private static func personBody() -> CGPath {
        curves(from: p(-37, 40), [(p(-37, 17), p(-19, 7), p(0, 7)), (p(19, 7), p(37, 17), p(37, 40))])
    }

    private static func bellBody() -> CGPath {
        curves(from: p(-33, 24), [
            (p(-27, 17), p(-25, 9), p(-25, -5)), (p(-25, -25), p(-14, -36), p(0, -36)),
            (p(14, -36), p(25, -25), p(25, -5)), (p(25, 9), p(27, 17), p(33, 24)),
        ])
    }

    private static func paperplaneShape() -> CGPath {
        lines([p(44, -42), p(-44, -6), p(-8, 8), p(6, 44)], closed: true, radius: 4)
    }

    /// A pencil's outline along the x axis, tip at the left, turned to point down left.
    private static func pencilOutline(scale: CGFloat, offset: CGPoint) -> CGPath {
        placed(lines([p(-46, 0), p(-30, -9), p(40, -9), p(40, 9), p(-30, 9)], closed: true, radius: 3),
               turned: -45, scale: scale, offset: offset)
    }

    /// A pencil: its outline, the line where the tip starts and the ferrule.
    private static func pencilShape(scale: CGFloat, offset: CGPoint) -> CGPath {
        combined([pencilOutline(scale: scale, offset: offset),
                  placed(combined([line(p(-30, -9), p(-30, 9)), line(p(27, -9), p(27, 9))]),
                         turned: -45, scale: scale, offset: offset)])
    }

    private static func folderShape() -> CGPath {
        lines([p(-44, -31), p(-14, -31), p(-6, -22), p(44, -22), p(44, 35), p(-44, 35)], closed: true, radius: 6)
    }

    /// The days of `calendar`: four columns of three small squares.
    private static func calendarDays() -> CGPath {
        var squares: [CGPath] = []
        for row in 0..<3 {
            for column in 0..<4 {
                squares.append(roundedRect(-29 + CGFloat(column) * 16, -13 + CGFloat(row) * 15, 10, 10, radius: 2))
            }
        }
        return combined(squares)
    }

    private static func lockShackle() -> CGPath {
        combined([lines([p(-19, -11), p(-19, -21)]), arc(p(0, -21), 19, from: 180, to: 360),
                  lines([p(19, -21), p(19, -11)])])
    }
}
