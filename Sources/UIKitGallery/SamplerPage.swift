import CoreGraphics
import Foundation
import UIKit

/// One page of the CoreGraphics sampler: a name and drawing code in Core Graphics'
/// own y-up coordinates, `size` points large.
struct SamplerPage: Sendable {
    static let size = CGSize(width: 480, height: 320)

    let name: String
    let draw: @Sendable (CGContext) -> Void

    static let all: [SamplerPage] = [.paths, .strokes, .gradients, .blendModes, .shadowsAndMasks, .images]

    /// Renders the page at `scale` pixels per point on a white background, as PNG data.
    func renderPNG(scale: CGFloat) -> Data? {
        let width = Int(SamplerPage.size.width * scale), height = Int(SamplerPage.size.height * scale)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        context.scaleBy(x: scale, y: scale)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(origin: .zero, size: SamplerPage.size))
        draw(context)
        return context.makeImage().flatMap { UIImage(cgImage: $0).pngData() }
    }

    /// Writes every page into one PDF document.
    static func writePDF(_ pages: [SamplerPage], to url: URL) {
        var box = CGRect(origin: .zero, size: size)
        guard let pdf = CGContext(url, mediaBox: &box, [kCGPDFContextTitle: "swift-uikit CoreGraphics sampler"]) else { return }
        for page in pages {
            pdf.beginPDFPage(nil)
            page.draw(pdf)
            pdf.endPDFPage()
        }
        pdf.closePDF()
    }
}
