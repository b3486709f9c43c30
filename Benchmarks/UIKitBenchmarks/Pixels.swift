import CoreGraphics
import Foundation

enum Pixels {
    /// How many pixels differ in colour between two screen images of the same size (32-bit
    /// pixels in Cairo's layout; the unused alpha byte of opaque images is ignored).
    static func differing(_ a: CGImage, _ b: CGImage) -> Int {
        precondition(a.width == b.width && a.height == b.height && a.bitsPerPixel == 32 && b.bitsPerPixel == 32,
                     "Pixels.differing: the images must be 32-bit and the same size")
        let first = a.dataProvider!.data!, second = b.dataProvider!.data!
        var count = 0
        first.withUnsafeBytes { p in
            second.withUnsafeBytes { q in
                for y in 0..<a.height {
                    let rowA = (p.baseAddress! + y * a.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                    let rowB = (q.baseAddress! + y * b.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<a.width where rowA[x] & 0xFF_FFFF != rowB[x] & 0xFF_FFFF { count += 1 }
                }
            }
        }
        return count
    }
}
