import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// A screen of 60 × 40 points at 3× showing `roots`, composited once.
struct CompositedScreen {
    static let size = CGSize(width: 60, height: 40)
    let compositor: ScreenCompositor
    let roots: [CALayer]

    /// `skipping`: whether the compositor skips what it can (hidden layers, drawing kept
    /// group looks); without, it draws everything afresh. `bands`: whether it shares each
    /// repaint, however small, between two threads (`RepaintBands`), as a phone's screen
    /// shares a large one.
    init(_ roots: [CALayer], skipping: Bool = true, bands: Bool = true) {
        compositor = ScreenCompositor(size: CompositedScreen.size, scale: 3)!
        compositor.skipsHiddenLayers = skipping
        compositor.keepsGroupLooks = skipping
        compositor.paintsInBands = bands
        compositor.minimumBandPixels = 0
        compositor.roots = roots
        compositor.commit()
        compositor.composite()
        self.roots = roots
    }

    var pixels: ImagePixels { ImagePixels(compositor.makeImage()!) }

    /// What the compositor leaves out of `area` (the whole screen by default).
    func occlusion(in area: CGRect = CGRect(origin: .zero, size: CompositedScreen.size)) -> Occlusion {
        Occlusion(roots: roots, area: area, scale: compositor.scale)
    }

    /// Checks the pixels against a compositor that draws every layer.
    func expectSamePixelsAsDrawingEverything(name: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let image = compositor.makeImage()!
        if let name { ImagePixels.write(image, named: name) }
        let everything = CompositedScreen(roots, skipping: false)
        #expect(ImagePixels(image).differingPixels(from: everything.pixels) == 0, sourceLocation: sourceLocation)
    }
}
