import CoreGraphics
import Foundation
import UIKit

/// The picture of what changed between two snapshots, for a person to look at: each
/// pixel is the absolute difference of the two (premultiplied) colours on black, so
/// identical areas are black and changes glow. Sizes may differ; the picture covers both.
func differenceImage(_ old: UIImage, _ new: UIImage) -> UIImage {
    let size = CGSize(width: max(old.size.width, new.size.width), height: max(old.size.height, new.size.height))
    let format = UIGraphicsImageRendererFormat()
    format.scale = max(old.scale, new.scale)
    format.opaque = true
    return UIGraphicsImageRenderer(size: size, format: format).image { _ in
        new.draw(at: .zero)
        old.draw(at: .zero, blendMode: .difference, alpha: 1)
    }
}

/// Writes the difference picture where the library writes failed snapshots
/// (`SNAPSHOT_ARTIFACTS`, else the temporary directory), named after the new snapshot's
/// content so reruns of the same failure overwrite one file. Returns its path, or nil when
/// it could not be written (the comparison's verdict does not depend on it).
func writeDifferenceImage(_ old: UIImage, _ new: UIImage) -> String? {
    guard let data = differenceImage(old, new).pngData() else { return nil }
    let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
                        ?? NSTemporaryDirectory(), isDirectory: true)
    let url = directory.appendingPathComponent("difference-\(contentName(of: new.pngData() ?? data)).png")
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    } catch {
        return nil
    }
}

/// A stable 64-bit FNV-1a digest in hex: a file name that follows the content.
private func contentName(of data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
}
