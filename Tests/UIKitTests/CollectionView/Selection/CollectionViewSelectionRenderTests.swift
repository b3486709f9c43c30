import Foundation
import Testing
import UIKitTesting

/// What selection looks like: the cells' `selectedBackgroundView` over their background,
/// under their content (SEL-3, SEL-4, SEL-15).
@MainActor
@Suite("Collection view selection rendering")
struct CollectionViewSelectionRenderTests {
    @Test("a grid with items 1 and 5 selected shows their selected backgrounds (orange), the others their grey ones")
    func selectedCellsRender() throws {
        let stage = SelectionStage(items: 9)
        stage.collectionView.allowsMultipleSelection = true
        stage.useBackgroundCells(background: UIColor(white: 0.8, alpha: 1), selected: .orange)
        stage.tap(1)
        stage.collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        stage.sim.runUntilIdle()
        let image = stage.sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/collection-view-selection.png")
        let pixels = RenderedPixels(image)
        let orange = RenderedPixels.RGBA(255, 128, 0, 255), grey = RenderedPixels.RGBA(204, 204, 204, 255)
        for item in 0..<9 {
            let point = stage.point(item)
            // A corner of the cell: MyCell's label sits in the middle of the content.
            let sample = pixels[Int(point.x - 45) * 2, Int(point.y - 45) * 2]
            let expected = [1, 5].contains(item) ? orange : grey
            #expect(sample.isClose(to: expected, tolerance: 3), "item \(item): \(sample)")
        }
    }
}
