import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@Suite("CAMediaTimingFunction")
struct TimingFunctionTests {
    /// Apple's control points for the named functions, as Core Animation documents them.
    nonisolated static let named: [(CAMediaTimingFunctionName, [Float])] = [
        (.linear, [0, 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ]

    @Test("named functions have Apple's control points", arguments: 0..<5)
    func controlPoints(_ index: Int) {
        let (name, expected) = TimingFunctionTests.named[index]
        let function = CAMediaTimingFunction(name: name)
        var point: [Float] = [0, 0]
        function.getControlPoint(at: 0, values: &point)
        #expect(point == [0, 0])
        function.getControlPoint(at: 1, values: &point)
        #expect(point == [expected[0], expected[1]])
        function.getControlPoint(at: 2, values: &point)
        #expect(point == [expected[2], expected[3]])
        function.getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
        // Out of range: nothing written.
        point = [7, 7]
        function.getControlPoint(at: 4, values: &point)
        #expect(point == [7, 7])
    }

    @Test("every named curve matches an independent Bézier solution to 1e-9", arguments: 0..<5)
    func curves(_ index: Int) {
        let (name, c) = TimingFunctionTests.named[index]
        let function = CAMediaTimingFunction(name: name)
        for step in 0...200 {
            let x = Double(step) / 200
            let expected = referenceBezier(Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]), at: x)
            #expect(abs(function.value(at: x) - expected) < 1e-9, "\(name.rawValue) at \(x)")
        }
    }

    @Test("scenario 135: ease-in is behind, ease-out ahead, ease-in-ease-out even at half time (Float control points)")
    func scenario135Shapes() {
        #expect(CAMediaTimingFunction(name: .linear).value(at: 0.25) == 0.25)
        #expect(CAMediaTimingFunction(name: .easeIn).value(at: 0.5) < 0.5)
        #expect(CAMediaTimingFunction(name: .easeOut).value(at: 0.5) > 0.5)
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.5) - 0.5) < 1e-7)
    }

    @Test("steep and flat custom curves converge (bisection where Newton's slope vanishes)")
    func steepCurves() {
        for c in [[1, 0, 1, 0], [0, 1, 0, 1], [0.9, 0.1, 0.1, 0.9], [1, 1, 0, 0]] as [[Float]] {
            let function = CAMediaTimingFunction(controlPoints: c[0], c[1], c[2], c[3])
            for step in 1..<100 {
                let x = Double(step) / 100
                let expected = referenceBezier(Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]), at: x)
                #expect(abs(function.value(at: x) - expected) < 1e-8, "\(c) at \(x)")
            }
        }
    }

    @Test("bad input: x outside 0…1 and NaN clamp; control x outside 0…1 clamps; y may overshoot")
    func badInput() {
        let function = CAMediaTimingFunction(name: .easeIn)
        #expect(function.value(at: -1) == 0)
        #expect(function.value(at: 2) == 1)
        #expect(function.value(at: .nan) == 0)
        let wild = CAMediaTimingFunction(controlPoints: -3, 2, 5, -1)
        var point: [Float] = [0, 0]
        wild.getControlPoint(at: 1, values: &point)
        #expect(point == [0, 2])
        wild.getControlPoint(at: 2, values: &point)
        #expect(point == [1, -1])
        #expect(wild.value(at: 0.2).isFinite)
        let nan = CAMediaTimingFunction(controlPoints: .nan, .nan, .infinity, 1)
        #expect(nan.value(at: 0.5).isFinite)
        #expect(CAMediaTimingFunction(name: .init(rawValue: "bogus")) == CAMediaTimingFunction(name: .linear))
    }
}
