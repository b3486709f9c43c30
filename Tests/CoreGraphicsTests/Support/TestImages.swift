import CoreGraphics
import Foundation

/// Builds an RGBA (premultipliedLast) image from rows of pixels, top row first.
func makeImage(_ rows: [[Pixel]]) -> CGImage {
    let height = rows.count, width = rows[0].count
    var bytes = [UInt8]()
    for row in rows { for p in row { bytes += [UInt8(p.r), UInt8(p.g), UInt8(p.b), UInt8(p.a)] } }
    return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                   provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                   intent: .defaultIntent)!
}

/// An 8-bit gray image (no alpha) from rows of gray values, top row first.
func makeGrayImage(_ rows: [[UInt8]]) -> CGImage {
    let height = rows.count, width = rows[0].count
    return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: width,
                   space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [],
                   provider: CGDataProvider(data: Data(rows.flatMap { $0 }))!, decode: nil,
                   shouldInterpolate: true, intent: .defaultIntent)!
}
