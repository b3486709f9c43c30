import CoreGraphics
import Foundation

extension SamplerPage {
    /// Linear and radial gradients with each extend option.
    static let gradients = SamplerPage(name: "gradients") { c in
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [Palette.blue, Palette.purple, Palette.orange], locations: [0, 0.5, 1])!
        let options: [CGGradientDrawingOptions] = [[], .drawsBeforeStartLocation, .drawsAfterEndLocation,
                                                   [.drawsBeforeStartLocation, .drawsAfterEndLocation]]
        for (i, option) in options.enumerated() {
            let cell = CGRect(x: 16 + CGFloat(i) * 116, y: 170, width: 100, height: 130)
            c.saveGState()
            c.clip(to: cell)
            c.setFillColor(gray: 0.92, alpha: 1)
            c.fill(cell)
            c.drawLinearGradient(gradient, start: CGPoint(x: cell.minX + 30, y: cell.midY),
                                 end: CGPoint(x: cell.maxX - 30, y: cell.midY), options: option)
            c.restoreGState()
            let disc = CGRect(x: 16 + CGFloat(i) * 116, y: 20, width: 100, height: 130)
            c.saveGState()
            c.clip(to: disc)
            c.setFillColor(gray: 0.92, alpha: 1)
            c.fill(disc)
            c.drawRadialGradient(gradient, startCenter: CGPoint(x: disc.midX - 10, y: disc.midY + 10), startRadius: 10,
                                 endCenter: CGPoint(x: disc.midX, y: disc.midY), endRadius: 40, options: option)
            c.restoreGState()
        }
    }

    /// Every blend mode: an orange disc drawn over a blue-to-green stripe pair.
    static let blendModes = SamplerPage(name: "blend-modes") { c in
        let modes: [CGBlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge,
                                    .colorBurn, .softLight, .hardLight, .difference, .exclusion, .hue, .saturation,
                                    .color, .luminosity, .clear, .copy, .sourceIn, .sourceOut, .sourceAtop,
                                    .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor,
                                    .plusDarker, .plusLighter]
        for (i, mode) in modes.enumerated() {
            let cell = CGRect(x: 12 + CGFloat(i % 7) * 66, y: 248 - CGFloat(i / 7) * 76, width: 58, height: 64)
            c.saveGState()
            c.clip(to: cell)
            c.beginTransparencyLayer(auxiliaryInfo: nil)
            c.setFillColor(Palette.blue)
            c.fill(CGRect(x: cell.minX, y: cell.minY, width: cell.width, height: cell.height / 2))
            c.setFillColor(Palette.green)
            c.fill(CGRect(x: cell.minX, y: cell.midY, width: cell.width / 2, height: cell.height / 2))
            c.setBlendMode(mode)
            c.setFillColor(Palette.orange.copy(alpha: 0.85)!)
            c.fillEllipse(in: cell.insetBy(dx: 8, dy: 10))
            c.endTransparencyLayer()
            c.restoreGState()
        }
    }

    /// Shadows (hard, soft, coloured), a gray clip mask and a transparency layer.
    static let shadowsAndMasks = SamplerPage(name: "shadows-and-masks") { c in
        let shadows: [(CGSize, CGFloat, CGColor?)] = [
            (CGSize(width: 6, height: -6), 0, CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)),
            (CGSize(width: 0, height: -8), 12, nil),
            (CGSize(width: 8, height: -8), 8, Palette.pink.copy(alpha: 0.8)),
        ]
        for (i, shadow) in shadows.enumerated() {
            c.saveGState()
            if let color = shadow.2 {
                c.setShadow(offset: shadow.0, blur: shadow.1, color: color)
            } else {
                c.setShadow(offset: shadow.0, blur: shadow.1)
            }
            c.setFillColor(gray: 1, alpha: 1)
            c.addPath(CGPath(roundedRect: CGRect(x: 24 + CGFloat(i) * 150, y: 190, width: 120, height: 100),
                             cornerWidth: 14, cornerHeight: 14, transform: nil))
            c.fillPath()
            c.restoreGState()
        }
        // A horizontal gray ramp used as a clip mask over a striped fill.
        var ramp = [UInt8]()
        for x in 0..<64 { ramp.append(UInt8(x * 4)) }
        let mask = CGImage(width: 64, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 64,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [],
                           provider: CGDataProvider(data: Data(ramp))!, decode: nil, shouldInterpolate: true,
                           intent: .defaultIntent)!
        c.saveGState()
        c.clip(to: CGRect(x: 24, y: 30, width: 200, height: 130), mask: mask)
        for i in 0..<10 {
            c.setFillColor(i % 2 == 0 ? Palette.blue : Palette.green)
            c.fill(CGRect(x: 24, y: 30 + CGFloat(i) * 13, width: 200, height: 13))
        }
        c.restoreGState()
        // Two overlapping discs as one transparency layer at 50 % with a shadow.
        c.saveGState()
        c.setAlpha(0.5)
        c.setShadow(offset: CGSize(width: 4, height: -4), blur: 6)
        c.beginTransparencyLayer(auxiliaryInfo: nil)
        c.setFillColor(Palette.purple)
        c.fillEllipse(in: CGRect(x: 260, y: 30, width: 120, height: 120))
        c.fillEllipse(in: CGRect(x: 330, y: 40, width: 120, height: 120))
        c.endTransparencyLayer()
        c.restoreGState()
    }

    /// A small image scaled with each interpolation quality, tiled, and an image mask.
    static let images = SamplerPage(name: "images") { c in
        let side = 8
        var bytes = [UInt8]()
        for y in 0..<side {
            for x in 0..<side {
                let on = (x + y) % 2 == 0
                bytes += on ? [255, 149, 0, 255] : [0, 122, 255, 255]
                if x == y { bytes.removeLast(4); bytes += [255, 255, 255, 255] }
            }
        }
        let image = CGImage(width: side, height: side, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: side * 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                            intent: .defaultIntent)!
        for (i, quality) in [CGInterpolationQuality.none, .low, .medium, .high].enumerated() {
            c.interpolationQuality = quality
            c.draw(image, in: CGRect(x: 16 + CGFloat(i) * 116, y: 190, width: 100, height: 100))
        }
        c.interpolationQuality = .none
        c.saveGState()
        c.clip(to: CGRect(x: 16, y: 20, width: 210, height: 150))
        c.draw(image, in: CGRect(x: 16, y: 20, width: 24, height: 24), byTiling: true)
        c.restoreGState()
        // A 1-bit image mask (a ring) painted in two colours.
        let maskSide = 32
        var maskBytes = [UInt8](repeating: 0, count: maskSide * maskSide / 8)
        for y in 0..<maskSide {
            for x in 0..<maskSide {
                let d = hypot(Double(x) - 15.5, Double(y) - 15.5)
                if !(d > 9 && d < 15) { maskBytes[(y * maskSide + x) / 8] |= 0x80 >> UInt8(x % 8) }
            }
        }
        let ring = CGImage(maskWidth: maskSide, height: maskSide, bitsPerComponent: 1, bitsPerPixel: 1,
                           bytesPerRow: maskSide / 8, provider: CGDataProvider(data: Data(maskBytes))!, decode: nil,
                           shouldInterpolate: true)!
        c.interpolationQuality = .high
        c.setFillColor(Palette.pink)
        c.draw(ring, in: CGRect(x: 250, y: 30, width: 130, height: 130))
        c.setFillColor(Palette.green)
        c.draw(ring, in: CGRect(x: 390, y: 60, width: 70, height: 70))
    }
}
