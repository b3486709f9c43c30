import Foundation
import Testing
import UIKitTesting

/// Colours section headers as they are displayed.
@MainActor
final class SectionColourDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    static func colour(_ section: Int, light: Bool = false) -> UIColor {
        let hues: [(CGFloat, CGFloat, CGFloat)] = [(0.8, 0.1, 0.1), (0.1, 0.5, 0.1), (0.1, 0.2, 0.8)]
        let (r, g, b) = hues[section % hues.count]
        return light ? UIColor(red: (1 + r) / 2, green: (1 + g) / 2, blue: (1 + b) / 2, alpha: 1)
                     : UIColor(red: r, green: g, blue: b, alpha: 1)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        view.backgroundColor = Self.colour(indexPath.section)
    }
}

@MainActor
@Suite("Flow layout rendering")
struct FlowLayoutRenderTests {
    @Test("a flow grid with coloured section headers renders headers above their rows")
    func gridWithHeaders() {
        let stage = FlowStage(counts: [5, 4, 8])
        let delegate = SectionColourDelegate()
        stage.collectionView.delegate = delegate
        stage.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        stage.layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        stage.layout.itemSize = CGSize(width: 90, height: 60)
        stage.dataSource.colours = { SectionColourDelegate.colour($0.section, light: true) }
        stage.sim.runUntilIdle()
        let image = stage.sim.screenshot()
        try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: "/tmp/flow-grid-headers.png"))
        let pixels = RenderedPixels(image)
        func expectColour(_ colour: UIColor, x: CGFloat, contentY: CGFloat, _ what: String) {
            let c = colour.cgColor.components!.map { Int(($0 * 255).rounded()) }
            #expect(pixels[Int(x * 2), Int((contentY + 40) * 2)].isClose(to: .init(c[0], c[1], c[2], 255)), "\(what)")
        }
        // Section 0: header 0–30, rows at 40 and 110, bottom inset to 180. Section 1 from 180.
        expectColour(SectionColourDelegate.colour(0), x: 160, contentY: 15, "header 0")
        expectColour(SectionColourDelegate.colour(0, light: true), x: 50, contentY: 70, "item [0, 0]")
        expectColour(SectionColourDelegate.colour(1), x: 300, contentY: 195, "header 1")
        expectColour(SectionColourDelegate.colour(1, light: true), x: 50, contentY: 250, "item [1, 0]")
        expectColour(SectionColourDelegate.colour(2), x: 5, contentY: 375, "header 2")
        #expect(pixels[5 * 2, (70 + 40) * 2] == .white, "the section inset")
    }
}
