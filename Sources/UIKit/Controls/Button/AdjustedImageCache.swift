import Foundation

/// The variants of images a button shows for its states — drawn as templates, darkened
/// while highlighted, lightened while disabled — made once per source image, so a state
/// change shows the same image object again (and the image view does not re-upload it).
struct AdjustedImageCache {
    enum Adjustment: Hashable {
        /// The image with the template rendering mode (a system button's automatic images).
        case template
        /// Mixed with black at 45 %: UIKit's highlighted image (`adjustsImageWhenHighlighted`).
        case darkened
        /// Mixed with white at 45 %: the disabled image (`adjustsImageWhenDisabled`).
        case lightened
        /// A symbol image drawn again with this configuration over its own.
        case symbol(UIImage.SymbolConfiguration)
    }

    private struct Entry {
        let source: UIImage
        let adjustment: Adjustment
        let image: UIImage
    }

    /// A button shows a few images (image, background, per state); older entries go.
    private static let capacity = 6
    private var entries: [Entry] = []

    /// `source` adjusted, made on first use.
    mutating func image(_ source: UIImage, _ adjustment: Adjustment) -> UIImage {
        if let entry = entries.first(where: { $0.source === source && $0.adjustment == adjustment }) { return entry.image }
        let made: UIImage = switch adjustment {
        case .template: source.withRenderingMode(.alwaysTemplate)
        case .darkened: AdjustedImageCache.mixed(source, with: UIColor(white: 0, alpha: 0.45))
        case .lightened: AdjustedImageCache.mixed(source, with: UIColor(white: 1, alpha: 0.45))
        case .symbol(let configuration): source.applyingSymbolConfiguration(configuration) ?? source
        }
        entries.append(Entry(source: source, adjustment: adjustment, image: made))
        if entries.count > AdjustedImageCache.capacity { entries.removeFirst() }
        return made
    }

    /// `source` with `color` painted over it where it has coverage (source-atop), keeping
    /// its scale, orientation, caps and rendering mode.
    private static func mixed(_ source: UIImage, with color: UIColor) -> UIImage {
        guard let bitmap = source.cgImage,
              let context = CGContext(data: nil, width: bitmap.width, height: bitmap.height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return source }
        let all = CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        context.draw(bitmap, in: all)
        context.setBlendMode(.sourceAtop)
        context.setFillColor(color.cgColor)
        context.fill(all)
        return source.with(cgImage: context.makeImage())
    }
}
