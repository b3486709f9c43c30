import Foundation

extension CGImage {
    /// The image's pixels as 8-bit premultiplied R, G, B, A bytes, rows from the top as the
    /// image is seen, with no padding — one known layout whatever the image's own format,
    /// for code that compares or inspects pixels (snapshot diffing, tests). Nil for an
    /// empty image.
    package func premultipliedRGBABytes() -> [UInt8]? {
        guard width > 0, height > 0,
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                      bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        context.draw(self, in: CGRect(x: 0, y: 0, width: width, height: height))
        guard let data = context.data else { return nil }
        return Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt8.self), count: width * height * 4))
    }
}
