import CoreGraphics
import Foundation
import Testing

@Suite("CGPath.copy(dashingWithPhase:lengths:transform:)")
struct PathDashingTests {
    let line = makePath {
        $0.move(to: .zero)
        $0.addLine(to: CGPoint(x: 100, y: 0))
    }

    /// The dashes of `path` as (start x, end x) pairs, for dashes along the x-axis.
    func spans(_ path: CGPath) -> [ClosedRange<CGFloat>] {
        polylines(of: path).map { points in
            let xs = points.map(\.x)
            return xs.min()!...xs.max()!
        }
    }

    func spansMatch(_ actual: [ClosedRange<CGFloat>], _ expected: [ClosedRange<CGFloat>]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy {
            abs($0.lowerBound - $1.lowerBound) < 1e-9 && abs($0.upperBound - $1.upperBound) < 1e-9
        }
    }

    @Test("[10, 5] on a line of 100: seven dashes of 10 every 15, summing to 70")
    func basicPattern() {
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5])
        #expect(spansMatch(spans(dashed), stride(from: 0, through: 90, by: 15).map { CGFloat($0)...CGFloat($0 + 10) }))
        #expect(abs(polylines(of: dashed).map(polylineLength).reduce(0, +) - 70) < 1e-9)
    }

    @Test("the phase starts part-way into the pattern; a negative phase wraps round")
    func phase() {
        let dashed = line.copy(dashingWithPhase: 5, lengths: [10, 5])
        #expect(spansMatch(spans(dashed), [0...5] + stride(from: 10, through: 85, by: 15).map { CGFloat($0)...CGFloat($0 + 10) }))
        #expect(abs(polylines(of: dashed).map(polylineLength).reduce(0, +) - 65) < 1e-9)

        // -5 is 10 into the 15-long pattern: the first 5 are a gap.
        let negative = line.copy(dashingWithPhase: -5, lengths: [10, 5])
        #expect(spans(negative).first.map { abs($0.lowerBound - 5) < 1e-9 && abs($0.upperBound - 15) < 1e-9 } == true)
    }

    @Test("an odd number of lengths repeats, swapping painted and unpainted")
    func oddPattern() {
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10])
        #expect(spansMatch(spans(dashed), [0...10, 20...30, 40...50, 60...70, 80...90]))
        let three = line.copy(dashingWithPhase: 0, lengths: [10, 5, 20])
        // on 10, off 5, on 20, off 10, on 5, off 20, on 10, off 5, on 20 → ends at 100.
        #expect(spansMatch(spans(three), [0...10, 15...35, 45...50, 70...80, 85...100]))
    }

    @Test("the pattern restarts for each subpath and runs on across corners")
    func perSubpathAndCorners() {
        let path = makePath {
            $0.addLines(between: [.zero, CGPoint(x: 8, y: 0), CGPoint(x: 8, y: 8)])
            $0.addLines(between: [CGPoint(x: 0, y: 20), CGPoint(x: 16, y: 20)])
        }
        let dashes = polylines(of: path.copy(dashingWithPhase: 0, lengths: [10, 4]))
        #expect(dashes == [
            // The first dash turns the corner.
            [.zero, CGPoint(x: 8, y: 0), CGPoint(x: 8, y: 2)], [CGPoint(x: 8, y: 6), CGPoint(x: 8, y: 8)],
            // The second subpath starts the pattern afresh.
            [CGPoint(x: 0, y: 20), CGPoint(x: 10, y: 20)], [CGPoint(x: 14, y: 20), CGPoint(x: 16, y: 20)],
        ])
    }

    @Test("a closed subpath is continuous: the dash running over the start joins the first one")
    func closedSubpathMergesAcrossStart() {
        // Perimeter 160; [30, 20] paints 0–30, 50–80, 100–130 and 150–160, which runs on into 0–30.
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        let dashes = polylines(of: square.copy(dashingWithPhase: 0, lengths: [30, 20]))
        #expect(dashes.map(polylineLength).map { ($0 * 1e6).rounded() / 1e6 } == [40, 30, 30])
        #expect(dashes[0].first == CGPoint(x: 0, y: 10))
        #expect(dashes[0].last == CGPoint(x: 30, y: 0))
    }

    @Test("a closed subpath painted all the way round stays closed")
    func closedSubpathFullyPainted() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        let dashed = square.copy(dashingWithPhase: 0, lengths: [200, 10])
        #expect(dashed == square)
    }

    @Test("zero-length dashes become zero-length subpaths, which stroke as round dots")
    func zeroLengthDashes() {
        let short = makePath {
            $0.move(to: .zero)
            $0.addLine(to: CGPoint(x: 30, y: 0))
        }
        let dots = short.copy(dashingWithPhase: 0, lengths: [0, 10])
        #expect(polylines(of: dots) == [0, 10, 20, 30].map { [CGPoint(x: $0, y: 0), CGPoint(x: $0, y: 0)] })
        let stroke = dots.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 10, y: 1.9)))
        #expect(!stroke.contains(CGPoint(x: 5, y: 0)))
    }

    @Test("curves are flattened: a dashed circle's dashes lie on it and add up to the painted length")
    func dashedCircle() {
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
        let dashes = polylines(of: circle.copy(dashingWithPhase: 0, lengths: [5, 5]))
        // The circumference 100π ≈ 314.16 holds 31 whole periods and a 4.16 dash that runs
        // on into the first one; flattening to 0.1 shortens it by about 0.13%.
        #expect(dashes.count == 31)
        let painted = dashes.map(polylineLength).reduce(0, +)
        #expect(abs(painted - (155 + (100 * .pi - 310))) < 0.5)
        #expect(dashes.allSatisfy { $0.allSatisfy { abs(hypot($0.x, $0.y) - 50) < 0.1 } })
    }

    @Test("the transform maps the dashes")
    func transformMapsDashes() {
        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5], transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(spans(dashed).first == 0...20)
    }

    @Test("an empty, negative, all-zero or non-finite pattern leaves the path undashed")
    func invalidPatterns() {
        for lengths in [[], [-1, 5], [0, 0], [CGFloat.nan, 2], [CGFloat.infinity]] as [[CGFloat]] {
            #expect(line.copy(dashingWithPhase: 0, lengths: lengths) == line)
        }
        #expect(line.copy(dashingWithPhase: .nan, lengths: [1, 1]) == line)
        let t = CGAffineTransform(translationX: 3, y: 4)
        #expect(line.copy(dashingWithPhase: 0, lengths: [], transform: t) == makePath {
            $0.move(to: CGPoint(x: 3, y: 4))
            $0.addLine(to: CGPoint(x: 103, y: 4))
        })
        #expect(CGMutablePath().copy(dashingWithPhase: 0, lengths: [1, 1]).isEmpty)
    }
}
