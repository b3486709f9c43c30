import Testing
import UIKitTesting

/// The view guide's scenarios C (coordinate conversion) and the iPhone guide's
/// (VH-9 to VH-11).
@MainActor
@Suite("View coordinate conversion", .serialized)
struct ViewConversionTests {
    /// Scenarios 24-29's setting: A at (10, 20, 200, 200) in win, B at (5, 5, 50, 50) in A
    /// (other frames for other scenarios).
    func setUp(a aFrame: CGRect = CGRect(x: 10, y: 20, width: 200, height: 200),
               b bFrame: CGRect = CGRect(x: 5, y: 5, width: 50, height: 50)) -> (UIWindow, UIView, UIView) {
        let (_, window) = makeScenarioWindow()
        let a = UIView(frame: aFrame)
        let b = UIView(frame: bFrame)
        window.addSubview(a)
        a.addSubview(b)
        return (window, a, b)
    }

    @Test("scenarios 24-25: nil stands for the window, both ways")
    func scenarios24to25() {
        let (window, _, b) = setUp()
        #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
        #expect(b.convert(CGPoint.zero, to: window) == CGPoint(x: 15, y: 25))
        #expect(b.convert(CGPoint(x: 15, y: 25), from: nil) == .zero)
        #expect(b.convert(CGPoint(x: 15, y: 25), from: window) == .zero)
    }

    @Test("scenario 26: points and rectangles between a view and its superview")
    func scenario26() {
        let (window, a, b) = setUp()
        defer { _ = window }
        #expect(a.convert(CGPoint(x: 1, y: 1), from: b) == CGPoint(x: 6, y: 6))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: a) == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(a.convert(CGRect(x: 5, y: 5, width: 10, height: 10), to: b) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// Scenario 27's points.
    nonisolated static let roundTripPoints = [CGPoint.zero, CGPoint(x: 3.5, y: -7), CGPoint(x: 1000, y: 2)]

    @Test("scenario 27: converting to a view and back returns the point", arguments: roundTripPoints)
    func scenario27(point: CGPoint) {
        let (window, a, b) = setUp()
        defer { _ = window }
        #expect(b.convert(b.convert(point, to: a), from: a) == point)
    }

    @Test("scenario 28: between siblings")
    func scenario28() {
        let (window, a, b) = setUp()
        defer { _ = window }
        let c = UIView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        a.addSubview(c)
        #expect(b.convert(CGPoint.zero, to: c) == CGPoint(x: -95, y: -95))
        #expect(c.convert(CGPoint(x: -95, y: -95), from: b) == CGPoint(x: -95 - 95, y: -95 - 95))
    }

    @Test("scenario 29: conversion honours the bounds origin")
    func scenario29() {
        let (window, a, b) = setUp()
        defer { _ = window }
        a.bounds.origin = CGPoint(x: 0, y: 100)
        b.frame = CGRect(x: 5, y: 105, width: 50, height: 50)
        #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
    }

    /// Scenarios 30-32's setting: O (0, 0, 300, 300) holding I (by default 100 × 100
    /// centred at (150, 150)) under `transform`.
    func rotatedSetUp(_ transform: CGAffineTransform,
                      frame: CGRect = CGRect(x: 100, y: 100, width: 100, height: 100)) -> (UIView, UIView) {
        let o = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let i = UIView(frame: frame)
        o.addSubview(i)
        i.transform = transform
        return (o, i)
    }

    @Test("scenarios 30-31: a rotated rectangle converts to its bounding box; its centre stays put")
    func scenarios30to31() {
        let (o, i) = rotatedSetUp(CGAffineTransform(rotationAngle: .pi / 4))
        let box = i.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: o)
        #expect(box.isClose(to: CGRect(x: 79.289, y: 79.289, width: 141.421, height: 141.421)))
        #expect(i.convert(CGPoint(x: 50, y: 50), to: o).isClose(to: CGPoint(x: 150, y: 150), tolerance: 1e-9))
    }

    @Test("scenario 32: a scaled view's rectangle converts scaled about its centre")
    func scenario32() {
        let (o, i) = rotatedSetUp(CGAffineTransform(scaleX: 2, y: 2))
        #expect(i.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: o) == CGRect(x: 50, y: 50, width: 200, height: 200))
    }

    /// Scenario 33's setting: W1 filling the screen, W2 at (100, 100, 200, 200).
    func twoWindows() -> (UIWindow, UIWindow) {
        let (_, w1) = makeScenarioWindow()
        let w2 = UIWindow(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        w2.isHidden = false
        return (w1, w2)
    }

    @Test("scenario 33: views convert across windows through the screen")
    func scenario33() {
        let (w1, w2) = twoWindows()
        #expect(w1.convert(CGPoint(x: 150, y: 150), to: w2) == CGPoint(x: 50, y: 50))
        #expect(w2.convert(CGPoint.zero, to: w1) == CGPoint(x: 100, y: 100))
        // A view inside w2 converts to w1 the same way.
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
        w2.addSubview(v)
        #expect(v.convert(CGPoint.zero, to: w1 as UIView) == CGPoint(x: 110, y: 110))
        #expect(w2.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: w1)
            == CGRect(x: 100, y: 100, width: 10, height: 10))
    }

    @Test("R-CONV-4: a window's conversion with a nil window uses the screen's coordinates")
    func windowToScreen() {
        let (w1, w2) = twoWindows()
        #expect(w2.convert(CGPoint(x: 1, y: 2), to: nil as UIWindow?) == CGPoint(x: 101, y: 102))
        #expect(w2.convert(CGPoint(x: 101, y: 102), from: nil as UIWindow?) == CGPoint(x: 1, y: 2))
        #expect(w2.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil as UIWindow?)
            == CGRect(x: 100, y: 100, width: 5, height: 5))
        #expect(w2.convert(CGRect(x: 100, y: 100, width: 5, height: 5), from: nil as UIWindow?)
            == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(w2.convert(CGPoint(x: 50, y: 50), from: w1) == CGPoint(x: -50, y: -50))
        #expect(w1.convert(CGRect(x: 100, y: 100, width: 10, height: 10), from: w2)
            == CGRect(x: 200, y: 200, width: 10, height: 10))
    }

    @Test("A-65 (VH-9): nil converts to and from the window; a subview's origin in its superview")
    func vh9() {
        let (window, a, b) = setUp(a: CGRect(x: 10, y: 10, width: 100, height: 100), b: CGRect(x: 5, y: 5, width: 20, height: 20))
        defer { _ = window }
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 16))
        #expect(a.convert(CGPoint(x: 16, y: 16), from: nil) == CGPoint(x: 6, y: 6))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 5, y: 5))
    }

    @Test("A-66 (VH-10): rectangles of rotated views convert to the box covering the same screen area")
    func vh10() {
        let (outer, rotated) = rotatedSetUp(CGAffineTransform(rotationAngle: .pi / 2),
                                            frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(rotated.center == CGPoint(x: 100, y: 100))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(rotated.convert(rect, to: outer).isClose(to: CGRect(x: 75, y: 50, width: 50, height: 100), tolerance: 1e-9))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let box = rotated.convert(rect, to: outer)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)]
            .map { rotated.convert($0, to: outer) }
        #expect(abs(box.minX - corners.map(\.x).min()!) < 1e-9 && abs(box.maxX - corners.map(\.x).max()!) < 1e-9)
        #expect(abs(box.minY - corners.map(\.y).min()!) < 1e-9 && abs(box.maxY - corners.map(\.y).max()!) < 1e-9)
    }

    @Test("A-67 (VH-11): converted sizes are never negative, even upside down")
    func vh11() {
        let (outer, turned) = rotatedSetUp(CGAffineTransform(rotationAngle: .pi),
                                           frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let r = turned.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: outer)
        #expect(abs(r.width - 10) < 1e-9 && abs(r.height - 20) < 1e-9)
        #expect(r.origin.isClose(to: CGPoint(x: 140, y: 130), tolerance: 1e-9))
        // Flipping by a negative scale: still a positive size.
        turned.transform = CGAffineTransform(scaleX: -1, y: 1)
        let flipped = turned.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: outer)
        #expect(flipped.width == 10 && flipped.height == 20)
    }
}
