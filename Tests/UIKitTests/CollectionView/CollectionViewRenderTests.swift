import Foundation
import Testing
import UIKitTesting

/// What a collection view shows on screen: its cells where the layout puts them, scrolled.
@MainActor
@Suite("Collection view rendering")
struct CollectionViewRenderTests {
    /// A colour per item, cycling through six hues by item.
    static func colour(_ item: Int) -> UIColor {
        let hues: [(CGFloat, CGFloat, CGFloat)] = [(1, 0, 0), (0, 0.6, 0), (0, 0, 1), (1, 0.6, 0), (0.5, 0, 0.5), (0, 0.6, 0.6)]
        let (r, g, b) = hues[item % hues.count]
        return UIColor(red: r, green: g, blue: b, alpha: 1)
    }

    @Test("a grid of coloured cells scrolled mid-way shows the right items at the right places")
    func scrolledGrid() throws {
        let stage = GridStage()
        stage.dataSource.colours = { Self.colour($0.item) }
        stage.sim.runUntilIdle()
        stage.collectionView.contentOffset = CGPoint(x: 0, y: 5555)
        stage.sim.runUntilIdle()
        let image = stage.sim.screenshot()
        try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: "/tmp/collection-view-grid.png"))
        let pixels = RenderedPixels(image)
        let scale = 2
        // Row 51 (items 153–155) starts at 5610: 55 points below the top, 95 on screen.
        func pixel(x: CGFloat, contentY: CGFloat) -> RenderedPixels.RGBA {
            pixels[Int(x) * scale, Int(contentY - 5555 + 40) * scale]
        }
        for (item, x) in [(153, 50.0), (154, 160.0), (155, 270.0)] {
            let expected = Self.colour(item).cgColor.components!.map { Int(($0 * 255).rounded()) }
            #expect(pixel(x: x, contentY: 5660).isClose(to: .init(expected[0], expected[1], expected[2], 255)), "item \(item)")
        }
        #expect(pixel(x: 105, contentY: 5660) == .white, "the gap between columns")
        #expect(pixel(x: 50, contentY: 5605) == .white, "the gap between rows")
        #expect(stage.visibleItems == Array(150...164))
    }
}
