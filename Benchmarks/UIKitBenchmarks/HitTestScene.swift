import CoreGraphics
import Foundation
import UIKitTesting

/// A window holding a grid of views four levels deep (window → content → rows → cells), with
/// about `views` views in all; hit tested from the window at fixed pseudo-random points.
@MainActor
struct HitTestScene {
    let window: UIWindow
    let points: [CGPoint]
    let viewCount: Int

    init(views: Int) {
        let side = Int(Double(views).squareRoot().rounded())   // rows = cells per row
        let size = CGSize(width: 393, height: 852)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.isHidden = false
        let content = UIView(frame: window.bounds)
        let rowHeight = size.height / CGFloat(side), cellWidth = size.width / CGFloat(side)
        for r in 0..<side {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(r) * rowHeight, width: size.width, height: rowHeight))
            for c in 0..<side {
                row.addSubview(UIView(frame: CGRect(x: CGFloat(c) * cellWidth, y: 0, width: cellWidth, height: rowHeight)))
            }
            content.addSubview(row)
        }
        window.addSubview(content)
        viewCount = 2 + side + side * side
        // A fixed linear congruential sequence, so both sizes are asked the same points.
        var state: UInt64 = 12345
        func next() -> CGFloat {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(state >> 11) / CGFloat(1 << 53)
        }
        points = (0..<1000).map { _ in CGPoint(x: next() * size.width, y: next() * size.height) }
    }

    /// Hit tests every point once.
    func hitTestAll() {
        for point in points {
            guard window.hitTest(point, with: nil) != nil else { preconditionFailure("HitTestScene: a point missed") }
        }
    }

    /// The view hit at each point.
    func answers() -> [UIView?] {
        points.map { window.hitTest($0, with: nil) }
    }
}
