import CoreGraphics
import Foundation

extension UIImage {
    /// The image named `name` in the app's main bundle, or nil.
    ///
    /// `name` may carry an extension (`"icon.png"`); without one, PNG is tried first, then
    /// JPEG (`.jpg`, `.jpeg`) and GIF. Of the `@2x`/`@3x` variants, the one matching
    /// `UIScreen.main.scale` wins, then the next larger, then smaller ones; the image's
    /// scale comes from the suffix of the file chosen.
    public convenience init?(named name: String) {
        self.init(named: name, searching: Bundle.main)
    }

    /// The image named `name` in `bundle` (see `init(named:)`). The form behind
    /// `init(named:)`; UIKit's `init(named:in:compatibleWith:)` needs trait collections.
    package convenience init?(named name: String, searching bundle: Bundle) {
        guard let file = Self.resourcePath(named: name, in: bundle, screenScale: MainQueue.screenScale) else {
            return nil
        }
        self.init(contentsOfFile: file)
    }

    /// The image in the file at `path`, or nil when it is missing or not a PNG, JPEG or
    /// GIF file (a GIF gives its first frame). A `@2x`/`@3x` suffix before the extension
    /// sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scale(fromFileName: path))
    }

    /// The image in PNG, JPEG or GIF data (a GIF's first frame), at scale 1, or nil for
    /// anything else — empty, corrupt or truncated data never crashes. A JPEG's EXIF
    /// orientation becomes `imageOrientation`.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data` (see `init(data:)`) at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = ImageCodec.decode(data) else { return nil }
        self.init(bitmap: image, scale: scale, orientation: EXIFOrientation.read(from: data) ?? .up)
    }

    /// An animated image of `images` (all should be the same size and scale), playing
    /// once through in `duration` seconds. Its `cgImage`, size and scale are the first
    /// frame's. Nil for an empty array.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(bitmap: first.cgImage, scale: first.scale, orientation: first.imageOrientation,
                       images: images, duration: duration)
    }

    /// An animated image of the main bundle's images `name0`, `name1`, … (up to
    /// `name1024`, stopping at the first missing one), or nil when there is none.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for i in 0...1024 {
            guard let frame = UIImage(named: "\(name)\(i)") else { break }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }

    /// The image as PNG data: the stored bitmap (PNG has no orientation, so
    /// `imageOrientation` is not applied, as in UIKit), or nil for an empty image.
    public func pngData() -> Data? {
        cgImage.flatMap(ImageCodec.pngData)
    }

    /// The image as JPEG data at `compressionQuality` 0 (smallest) … 1 (best), or nil
    /// for an empty image. Translucent pixels come out as if over black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        cgImage.flatMap { ImageCodec.jpegData($0, compressionQuality: compressionQuality) }
    }

    // MARK: Finding files

    static let imageExtensions = ["png", "jpg", "jpeg", "gif"]

    /// The file for `name` in `bundle`, choosing among scale variants.
    static func resourcePath(named name: String, in bundle: Bundle, screenScale: CGFloat) -> String? {
        guard !name.isEmpty else { return nil }
        var base = name
        var extensions = imageExtensions
        let ext = (name as NSString).pathExtension
        if !ext.isEmpty, imageExtensions.contains(ext.lowercased()) {
            base = (name as NSString).deletingPathExtension
            extensions = [ext]
        }
        for scale in scalePreference(for: screenScale) {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            for ext in extensions {
                if let path = bundle.path(forResource: base + suffix, ofType: ext) { return path }
            }
        }
        return nil
    }

    /// Scales to try: the screen's, then larger ones (better when scaled down), then
    /// smaller ones.
    @_spi(Testing) public static func scalePreference(for screenScale: CGFloat) -> [Int] {
        let own = min(3, max(1, Int(screenScale.rounded())))
        return [own] + Array(stride(from: own + 1, through: 3, by: 1)) + Array(stride(from: own - 1, through: 1, by: -1))
    }

    /// The scale a file's `@Nx` suffix announces (before the extension and any `~device`
    /// modifier), or 1.
    static func scale(fromFileName path: String) -> CGFloat {
        var stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if let tilde = stem.lastIndex(of: "~") { stem = String(stem[..<tilde]) }
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return 1 }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let n = Int(digits), n > 0 else { return 1 }
        return CGFloat(n)
    }
}
