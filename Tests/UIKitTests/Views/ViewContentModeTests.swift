import Testing
import UIKitTesting

/// A view drawing whatever `paint` draws, counting its draws.
final class PaintedView: UIView {
    var draws = 0
    var paint: (CGRect) -> Void

    init(frame: CGRect, paint: @escaping (CGRect) -> Void) {
        self.paint = paint
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        draws += 1
        paint(bounds)
    }
}

/// Scenarios J: a snapshot drawn at one size, shown at another without being redrawn.
@MainActor
@Suite("Content modes and stretching (scenarios J)", .serialized)
struct ViewContentModeTests {
    /// Each mode and where its 100 × 50 snapshot lands in the 200 × 200 bounds.
    nonisolated static let placements: [(UIView.ContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 0, y: 0, width: 200, height: 200)),        // 110
        // 111 says y 75; its own formula (R-CM-7) centres 100 points in 200: y 50.
        (.scaleAspectFit, CGRect(x: 0, y: 50, width: 200, height: 100)),    // 111
        (.scaleAspectFill, CGRect(x: -100, y: 0, width: 400, height: 200)), // 112
        (.center, CGRect(x: 50, y: 75, width: 100, height: 50)),            // 113
        (.topLeft, CGRect(x: 0, y: 0, width: 100, height: 50)),
        (.bottomRight, CGRect(x: 100, y: 150, width: 100, height: 50)),
        (.top, CGRect(x: 50, y: 0, width: 100, height: 50)),
        (.right, CGRect(x: 100, y: 75, width: 100, height: 50)),
        (.bottom, CGRect(x: 50, y: 150, width: 100, height: 50)),
        (.left, CGRect(x: 0, y: 75, width: 100, height: 50)),
        (.topRight, CGRect(x: 100, y: 0, width: 100, height: 50)),
        (.bottomLeft, CGRect(x: 0, y: 150, width: 100, height: 50)),
    ]

    /// A view showing `paint` drawn at `size`, centred at (160, 240) on a screen of
    /// `device`, after its first cycle. The caller keeps the window.
    func show(size: CGSize, device: Device = .iPhone3G,
              paint: @escaping (CGRect) -> Void) -> (Simulator, PaintedView, UIWindow) {
        let view = PaintedView(frame: CGRect(origin: .zero, size: size), paint: paint)
        view.center = CGPoint(x: 160, y: 240)
        let (sim, window) = showInWindow(view, device: device)
        return (sim, view, window)
    }

    @Test("scenarios 110-113: each mode places the old snapshot in the new bounds as UIKit does", arguments: 0..<12)
    func placement(_ index: Int) {
        let (mode, expected) = Self.placements[index]
        let (sim, view, window) = show(size: CGSize(width: 100, height: 50), paint: fillQuarters)
        defer { _ = window }
        view.contentMode = mode
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)  // frame (60, 140, 200, 200)
        let shot = RenderedPixels(sim.screenshot())
        #expect(view.draws == 1, "\(mode) must not redraw")
        let onScreen = expected.offsetBy(dx: 60, dy: 140)
        let visible = onScreen.intersection(UIScreen.main.bounds)
        #expect(shot.boundingBox(in: UIScreen.main.bounds, scale: 1) { $0 != .black } == visible, "\(mode)")
        for (centre, colour) in zip(onScreen.quarterCentres, quarterColours) where visible.contains(centre) {
            #expect(shot.pixel(at: centre, scale: 1) == colour, "\(mode) at \(centre)")
        }
    }

    @Test("scenario 114: contentStretch is in unit coordinates: (0.25, 0.25, 0.5, 0.5) of 100 × 40 at 2× keeps 50 × 20-pixel corners")
    func stretchRegion() {
        // A picture with a distinct colour every 5 points, so any scaling of a corner shows.
        let paint: (CGRect) -> Void = { bounds in
            for y in stride(from: 0, to: bounds.height, by: 5) {
                for x in stride(from: 0, to: bounds.width, by: 5) {
                    UIColor(red: x / 100, green: y / 40, blue: ((x + y) / 5).truncatingRemainder(dividingBy: 2), alpha: 1).setFill()
                    UIRectFill(CGRect(x: x, y: y, width: 5, height: 5))
                }
            }
        }
        let (sim, view, window) = show(size: CGSize(width: 100, height: 40), device: .iPhone4, paint: paint)
        defer { _ = window }
        view.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        let before = RenderedPixels(sim.screenshot())
        let old = view.frame  // (110, 220, 100, 40)
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 80)
        let after = RenderedPixels(sim.screenshot())
        let new = view.frame  // (60, 200, 200, 80)
        #expect(view.draws == 1)
        // The four 25 × 10-point (50 × 20-pixel) corners are unchanged, pixel for pixel.
        let corner = CGSize(width: 25, height: 10)
        let oldCorners = [CGPoint(x: old.minX, y: old.minY), CGPoint(x: old.maxX - 25, y: old.minY),
                          CGPoint(x: old.minX, y: old.maxY - 10), CGPoint(x: old.maxX - 25, y: old.maxY - 10)]
        let newCorners = [CGPoint(x: new.minX, y: new.minY), CGPoint(x: new.maxX - 25, y: new.minY),
                          CGPoint(x: new.minX, y: new.maxY - 10), CGPoint(x: new.maxX - 25, y: new.maxY - 10)]
        for (o, n) in zip(oldCorners, newCorners) {
            #expect(after.pixels(in: CGRect(origin: n, size: corner), scale: 2)
                        == before.pixels(in: CGRect(origin: o, size: corner), scale: 2))
        }
        // The middle is stretched: one 5-point cell of the old middle now spans 15 points.
        let cell = CGRect(x: new.minX + 25, y: new.minY + 10, width: 5, height: 5)
        let cellPixels = after.pixels(in: cell, scale: 2)
        #expect(cellPixels.allSatisfy { $0 == cellPixels[0] })
    }

    @Test("scenario 115: in .center mode the stretchable area is ignored")
    func stretchIgnoredWhenPinned() {
        func render(stretch: CGRect) -> [RenderedPixels.RGBA] {
            let (sim, view, window) = show(size: CGSize(width: 100, height: 50), paint: fillQuarters)
            defer { _ = window }
            view.contentMode = .center
            view.contentStretch = stretch
            view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            return RenderedPixels(sim.screenshot()).pixels(in: UIScreen.main.bounds, scale: 1)
        }
        #expect(render(stretch: CGRect(x: 0.4, y: 0, width: 0.2, height: 1)) == render(stretch: CGRect(x: 0, y: 0, width: 1, height: 1)))
    }

    @Test("scenario 116: a 3-pixel [red | green | blue] snapshot widened to 9 keeps the ends and repeats green")
    func stretchOneRow() {
        let colours: [UIColor] = [.red, .green, .blue]
        let (sim, view, window) = show(size: CGSize(width: 3, height: 1)) { _ in
            for (x, colour) in colours.enumerated() {
                colour.setFill()
                UIRectFill(CGRect(x: x, y: 0, width: 1, height: 1))
            }
        }
        defer { _ = window }
        view.contentStretch = CGRect(x: 1.0 / 3, y: 0, width: 1.0 / 3, height: 1)
        view.frame = CGRect(x: 10, y: 10, width: 9, height: 1)
        let shot = RenderedPixels(sim.screenshot())
        #expect(view.draws == 1)
        let row = (10..<19).map { shot[$0, 10] }
        #expect(row == [.red] + Array(repeating: .green, count: 7) + [.blue])
    }

    @Test("scenario 117: the stretchable area is honoured in the three scaling modes", arguments: [0, 1, 2])
    func stretchScalingModes(_ index: Int) {
        let mode = [UIView.ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill][index]
        let (sim, view, window) = show(size: CGSize(width: 3, height: 3)) { bounds in
            UIColor.red.setFill()
            UIRectFill(bounds)
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        defer { _ = window }
        view.contentMode = mode
        view.contentStretch = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        view.frame = CGRect(x: 10, y: 10, width: 9, height: 9)
        let shot = RenderedPixels(sim.screenshot())
        for y in 10..<19 {
            for x in 10..<19 {
                let border = x == 10 || x == 18 || y == 10 || y == 18
                #expect(shot[x, y] == (border ? .red : .green), "\(mode) at (\(x), \(y))")
            }
        }
    }
}
