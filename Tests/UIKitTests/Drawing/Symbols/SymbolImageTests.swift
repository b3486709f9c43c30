import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite("Symbol images", .serialized)
struct SymbolImageTests {
    /// Where the contact sheets are written to be looked at.
    static let outputDirectory = "/tmp/symbols"

    /// The symbols the brief names: what controls, menus, alerts and apps use most.
    static let required = [
        "plus", "minus", "xmark", "xmark.circle.fill", "checkmark", "chevron.right", "chevron.left", "chevron.up",
        "chevron.down", "chevron.up.chevron.down", "chevron.forward", "chevron.backward", "info.circle",
        "exclamationmark.triangle", "ellipsis", "ellipsis.circle", "trash", "square.and.arrow.up", "magnifyingglass",
        "gearshape", "star", "star.fill", "heart", "heart.fill", "circle", "circle.fill", "checkmark.circle.fill",
        "person", "person.fill", "house", "bell", "paperplane", "plus.circle.fill", "minus.circle.fill",
        "arrow.clockwise", "doc.on.doc", "pencil", "square.and.pencil", "photo", "folder", "calendar", "clock", "lock",
        "globe",
    ]

    /// The bounding box of the image's ink (alpha above a quarter), in points.
    func inkBox(_ image: UIImage) -> CGRect? {
        let pixels = RenderedPixels(image)
        let all = CGRect(x: 0, y: 0, width: image.size.width, height: image.size.height)
        return pixels.boundingBox(in: all, scale: image.scale) { $0.a > 64 }
    }

    /// The sum of the image's alpha, in pixels fully covered.
    func inkAmount(_ image: UIImage) -> Double {
        let pixels = RenderedPixels(image)
        var total = 0
        for y in 0..<pixels.height { for x in 0..<pixels.width { total += pixels[x, y].a } }
        return Double(total) / 255
    }

    // MARK: Names and defaults

    @Test("init(systemName:): every symbol exists and is a template symbol image at the screen's scale; unknown names are nil")
    func namesAndDefaults() throws {
        let sim = Simulator(device: .iPhone15)
        defer { _ = sim }
        for name in Self.required {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(image.isSymbolImage && image.renderingMode == .alwaysTemplate && image.scale == 3, "\(name)")
            #expect(image.size.width > 5 && image.size.width < 30 && image.size.height > 4 && image.size.height < 30,
                    "\(name): \(image.size)")
            #expect(inkAmount(image) > 5, "\(name) draws ink")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "Plus") == nil, "names are case-sensitive, as on iOS")
        #expect(!UIImage().isSymbolImage && UIImage().symbolConfiguration == nil && UIImage().configuration == nil)
        #expect(UIImage(systemName: "plus")!.description.contains("symbol(system: plus)"))
    }

    @Test("the default configuration is the body text style: 17 points, regular weight, medium scale")
    func defaultConfiguration() {
        _ = Simulator(device: .iPhone15)
        let plain = UIImage(systemName: "star")!
        let explicit = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(
            pointSize: 17, weight: .regular, scale: .medium))!
        let body = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body))!
        #expect(plain.size == explicit.size && plain.size == body.size)
        #expect(RenderedPixels(plain).count { $0.a > 0 } == RenderedPixels(explicit).count { $0.a > 0 })
        #expect(plain.symbolConfiguration == UIImage.SymbolConfiguration.unspecified)
        // A base configuration specifies nothing about symbols.
        #expect(UIImage(systemName: "star", withConfiguration: UIImage.Configuration())!.size == plain.size)
    }

    @Test("the image is the ink plus a margin, drawn black on clear; images carry the screen's scale")
    func inkAndScale() {
        _ = Simulator(device: .iPhone15)
        let image = UIImage(systemName: "circle.fill")!
        let box = inkBox(image)!
        // The ink is centred, with a margin on every side.
        #expect(box.minX > 0.5 && box.minY > 0.5)
        #expect(abs(box.midX - image.size.width / 2) <= 1 / 3 + 1e-9 && abs(box.midY - image.size.height / 2) <= 1 / 3 + 1e-9)
        let pixels = RenderedPixels(image)
        #expect(pixels[pixels.width / 2, pixels.height / 2] == .black)
        #expect(pixels[0, 0] == .clear)
        // At @2x the same symbol has the same size in points, within a pixel.
        let sim2 = Simulator(device: .iPhone4)
        defer { _ = sim2 }
        let twice = UIImage(systemName: "circle.fill")!
        #expect(twice.scale == 2)
        #expect(abs(twice.size.width - image.size.width) <= 0.5 && abs(twice.size.height - image.size.height) <= 0.5)
    }

    // MARK: Sizes, weights and scales

    @Test("the glyph grows in proportion to the point size")
    func pointSizes() {
        _ = Simulator(device: .iPhone15)
        let small = inkBox(UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17))!)!
        let big = inkBox(UIImage(systemName: "square.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))!)!
        #expect(abs(big.width / small.width - 2) < 0.08 && abs(big.height / small.height - 2) < 0.08)
        // A medium circle is a bit taller than the cap height of the point size (SF Pro's 0.705 em).
        let circle = inkBox(UIImage(systemName: "circle")!)!
        #expect(circle.height > 0.705 * 17 && circle.height < 17)
    }

    @Test("small and large scales draw the glyph 0.78 and 1.29 times the medium size, around the same centre")
    func scales() {
        _ = Simulator(device: .iPhone15)
        func circle(_ scale: UIImage.SymbolScale) -> UIImage {
            UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .regular,
                                                                                         scale: scale))!
        }
        let medium = inkBox(circle(.medium))!.width
        #expect(abs(inkBox(circle(.small))!.width / medium - 0.783) < 0.03)
        #expect(abs(inkBox(circle(.large))!.width / medium - 1.29) < 0.03)
        #expect(circle(.default).size == circle(.medium).size && circle(.unspecified).size == circle(.medium).size)
        // The baseline stays where text of that point size has it: the glyphs share a centre.
        for scale in [UIImage.SymbolScale.small, .large] {
            let image = circle(scale), box = inkBox(image)!
            let centreAboveBaseline = (image.size.height - box.midY) - image.baselineOffsetFromBottom
            #expect(abs(centreAboveBaseline - 0.705 * 40 / 2) < 0.5, "\(scale)")
        }
    }

    @Test("heavier weights draw thicker strokes: more ink from ultraLight to black")
    func weights() {
        _ = Simulator(device: .iPhone15)
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let amounts = weights.map {
            inkAmount(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: $0))!)
        }
        for (lighter, heavier) in zip(amounts, amounts.dropFirst()) { #expect(lighter < heavier) }
        #expect(amounts.last! > 4 * amounts.first!)
        // Unspecified draws as regular.
        let unspecified = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30,
                                                                                             weight: .unspecified))!
        #expect(inkAmount(unspecified) == amounts[3])
        #expect(UIImage.SymbolWeight.bold.fontWeight() == .bold && UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
    }

    // MARK: Configurations

    @Test("SymbolConfiguration: applying puts specified values over, a point size replaces a text style and back")
    func applying() {
        typealias Config = UIImage.SymbolConfiguration
        let base = Config(pointSize: 20, weight: .bold, scale: .small)
        let merged = base.applying(Config(weight: .light))
        #expect(merged.pointSize == 20 && merged.weight == .light && merged.scale == .small && merged.textStyle == nil)
        let styled = base.applying(Config(textStyle: .title1))
        #expect(styled.pointSize == 0 && styled.textStyle == .title1 && styled.weight == .bold)
        let sized = styled.applying(Config(pointSize: 9))
        #expect(sized.pointSize == 9 && sized.textStyle == nil)
        #expect(base.applying(nil) === base && base.applying(UIImage.Configuration()) === base)
        #expect(base.applying(Config.unspecified).isEqual(to: base))
        #expect(base.configurationWithoutWeight().weight == .unspecified)
        #expect(base.configurationWithoutScale().scale == .unspecified)
        #expect(Config(textStyle: .body, scale: .large).configurationWithoutTextStyle().textStyle == nil)
        let stripped = base.configurationWithoutPointSizeAndWeight()
        #expect(stripped.pointSize == 0 && stripped.weight == .unspecified && stripped.scale == .small)
        #expect(Config(pointSize: 20, weight: .bold, scale: .small) == base && base.hash == Config(pointSize: 20, weight: .bold, scale: .small).hash)
        #expect(Config(pointSize: 20) != base && !base.isEqual(to: nil))
        #expect(base.description.contains("pointSize=20") && Config.unspecified.description.contains("unspecified"))
    }

    @Test("SymbolConfiguration: a font gives its size and weight, a text style its size and weight; bad sizes are unspecified")
    func fontsAndTextStyles() {
        _ = Simulator(device: .iPhone15)
        let font = UIImage.SymbolConfiguration(font: UIFont.systemFont(ofSize: 30, weight: .bold))
        #expect(font.pointSize == 30 && font.weight == .bold && font.scale == .unspecified)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12), scale: .large).scale == .large)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12, weight: .semibold)).weight == .semibold)
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12, weight: .ultraLight)).weight == .ultraLight)
        #expect(UIImage.SymbolConfiguration(font: UIFont(name: "DejaVuSans-Bold", size: 20)!).weight == .bold)
        let headline = UIImage.SymbolConfiguration(textStyle: .headline)
        #expect(headline.resolvedPointSize == 17 && headline.resolvedWeight == .semibold)
        #expect(UIImage.SymbolConfiguration(textStyle: .largeTitle).resolvedPointSize == 34)
        for bad in [CGFloat.nan, -4, 0, .infinity] {
            #expect(UIImage.SymbolConfiguration(pointSize: bad).pointSize == 0)
            #expect(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: bad))!.size
                        == UIImage(systemName: "plus")!.size)
        }
        let title = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1))!
        let sized = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 28))!
        #expect(title.size == sized.size)
    }

    @Test("withConfiguration replaces a symbol's configuration, applyingSymbolConfiguration adds to it; other images stay")
    func reconfiguring() {
        _ = Simulator(device: .iPhone15)
        let big = UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold))!
        let replaced = big.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(replaced.symbolConfiguration == UIImage.SymbolConfiguration(scale: .large))
        #expect(replaced.size == UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(scale: .large))!.size)
        let added = big.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large))!
        #expect(added.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 40, weight: .bold, scale: .large))
        #expect(added.size.width > big.size.width)
        #expect(added.isSymbolImage && added.renderingMode == .alwaysTemplate && added.scale == 3)
        // The rendering mode and a tint survive a new configuration.
        let original = big.withRenderingMode(.alwaysOriginal).withConfiguration(UIImage.SymbolConfiguration(pointSize: 12))
        #expect(original.renderingMode == .alwaysOriginal && original.isSymbolImage)
        let red = big.withTintColor(.red).applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 12))!
        let pixels = RenderedPixels(red)
        #expect(pixels[pixels.width / 2, pixels.height / 2] == .red)
        // Images that are not symbols.
        let bitmap = UIImage(cgImage: redOverBlue())
        #expect(bitmap.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) === bitmap)
        #expect(bitmap.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
    }

    @Test("symbol images have the font's baseline; withBaselineOffset and imageWithoutBaseline change it")
    func baselines() {
        _ = Simulator(device: .iPhone15)
        let minus = UIImage(systemName: "minus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))!
        #expect(minus.hasBaseline)
        // The bar sits on the middle of the cap height, half the cap height above the baseline.
        let bar = inkBox(minus)!
        let barAboveBaseline = (minus.size.height - bar.midY) - minus.baselineOffsetFromBottom
        #expect(abs(barAboveBaseline - 0.705 * 40 / 2) < 0.5)
        let moved = minus.withBaselineOffset(fromBottom: 3)
        #expect(moved.hasBaseline && moved.baselineOffsetFromBottom == 3 && moved.isSymbolImage)
        let none = minus.imageWithoutBaseline()
        #expect(!none.hasBaseline && none.baselineOffsetFromBottom == 0)
        #expect(!UIImage(cgImage: redOverBlue()).hasBaseline)
        #expect(UIImage(cgImage: redOverBlue()).withBaselineOffset(fromBottom: .nan).baselineOffsetFromBottom == 0)
    }

    @Test("the standard images are their symbols: add plus, remove minus, actions ellipsis.circle, checkmarks")
    func standardImages() {
        _ = Simulator(device: .iPhone15)
        let pairs: [(UIImage, String)] = [(.add, "plus"), (.remove, "minus"), (.actions, "ellipsis.circle"),
                                          (.checkmark, "checkmark"), (.strokedCheckmark, "checkmark.circle.fill")]
        for (image, name) in pairs {
            #expect(image.description.contains("symbol(system: \(name))"))
            #expect(image.size == UIImage(systemName: name)!.size)
        }
    }

    @Test("a huge point size keeps its size in points but not a gigantic bitmap")
    func hugePointSize() {
        _ = Simulator(device: .iPhone15)
        let image = UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 5000))!
        #expect(image.size.width > 4000)
        #expect(image.cgImage!.width <= 4096 && image.cgImage!.height <= 4096)
    }

    // MARK: The look

    @Test("the look: plus has arms and empty corners, a ring is hollow, .fill symbols are filled with their mark cut out")
    func look() {
        _ = Simulator(device: .iPhone15)
        let config = UIImage.SymbolConfiguration(pointSize: 34)
        func pixels(_ name: String) -> (RenderedPixels, UIImage) {
            let image = UIImage(systemName: name, withConfiguration: config)!
            return (RenderedPixels(image), image)
        }
        func alpha(_ name: String, _ fx: CGFloat, _ fy: CGFloat) -> Int {
            let (p, image) = pixels(name)
            let box = inkBox(image)!
            return p.pixel(at: CGPoint(x: box.minX + fx * box.width, y: box.minY + fy * box.height), scale: image.scale).a
        }
        #expect(alpha("plus", 0.5, 0.5) == 255 && alpha("plus", 0.5, 0.1) == 255 && alpha("plus", 0.1, 0.5) == 255)
        #expect(alpha("plus", 0.1, 0.1) == 0 && alpha("plus", 0.9, 0.9) == 0)
        #expect(alpha("circle", 0.5, 0.5) == 0 && alpha("circle", 0.5, 0.02) > 200)
        #expect(alpha("circle.fill", 0.5, 0.5) == 255 && alpha("circle.fill", 0.3, 0.3) == 255)
        #expect(alpha("xmark.circle.fill", 0.5, 0.5) == 0, "the × is cut out")
        #expect(alpha("xmark.circle.fill", 0.5, 0.2) == 255)
        #expect(alpha("plus.circle.fill", 0.5, 0.5) == 0 && alpha("plus.circle.fill", 0.25, 0.25) == 255)
        #expect(alpha("xmark", 0.5, 0.5) == 255 && alpha("xmark", 0.5, 0.1) == 0)
        // A chevron pointing right: ink at its tip on the right middle, none at the left middle.
        #expect(alpha("chevron.right", 0.9, 0.5) == 255 && alpha("chevron.right", 0.1, 0.5) == 0)
        #expect(alpha("chevron.left", 0.1, 0.5) == 255 && alpha("chevron.left", 0.9, 0.5) == 0)
        #expect(alpha("chevron.down", 0.5, 0.9) == 255 && alpha("chevron.down", 0.5, 0.1) == 0)
        // Forward and backward are right and left (left to right only).
        #expect(RenderedPixels(UIImage(systemName: "chevron.forward")!) .count { $0.a > 0 }
                    == RenderedPixels(UIImage(systemName: "chevron.right")!).count { $0.a > 0 })
        // Wider than tall, taller than wide.
        let ellipsis = inkBox(UIImage(systemName: "ellipsis")!)!, chevron = inkBox(UIImage(systemName: "chevron.right")!)!
        #expect(ellipsis.width > 3 * ellipsis.height && chevron.height > 1.8 * chevron.width)
    }

    @Test("an image view paints a symbol in its tint colour")
    func tintedInImageView() {
        let view = UIImageView(image: UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        view.frame.origin = CGPoint(x: 10, y: 10)
        let (sim, window) = showInWindow(view, device: .iPhone15)
        defer { _ = window }
        let centre = CGPoint(x: view.frame.midX, y: view.frame.midY)
        #expect(RenderedPixels(sim.screenshot()).pixel(at: centre, scale: 3).isClose(to: .init(0, 122, 255, 255)))
        view.tintColor = .systemRed
        #expect(RenderedPixels(sim.screenshot()).pixel(at: centre, scale: 3).isClose(to: .init(255, 59, 48, 255)))
    }

    // MARK: Contact sheets

    @Test("contact sheet: every symbol at 17 pt regular, and rows in three weights and three scales (PNG to look at)")
    func contactSheet() throws {
        _ = Simulator(device: .iPhone15)
        try FileManager.default.createDirectory(atPath: Self.outputDirectory, withIntermediateDirectories: true)
        let names = UIImage.systemSymbolNames
        let columns = 6, cell = CGSize(width: 96, height: 52)
        let rows = (names.count + columns - 1) / columns
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let sheet = UIGraphicsImageRenderer(size: CGSize(width: CGFloat(columns) * cell.width, height: CGFloat(rows) * cell.height),
                                            format: format).image { context in
            UIColor.white.setFill()
            context.fill(context.format.bounds)
            for (index, name) in names.enumerated() {
                let origin = CGPoint(x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height)
                drawSample(name, UIImage.SymbolConfiguration(pointSize: 17, weight: .regular), at: origin, width: cell.width)
                (name as NSString).draw(at: CGPoint(x: origin.x + 4, y: origin.y + 36),
                                        withAttributes: [.font: UIFont.systemFont(ofSize: 8), .foregroundColor: UIColor.gray])
            }
        }
        RenderedPixels.writePNG(sheet.cgImage!, to: Self.outputDirectory + "/contact-sheet.png")

        let showcase = ["plus", "checkmark", "chevron.right", "circle", "star.fill", "gearshape", "heart", "trash"]
        let variants: [(String, UIImage.SymbolConfiguration)] = [
            ("ultraLight", .init(pointSize: 17, weight: .ultraLight)), ("regular", .init(pointSize: 17, weight: .regular)),
            ("bold", .init(pointSize: 17, weight: .bold)), ("black", .init(pointSize: 17, weight: .black)),
            ("small", .init(pointSize: 17, weight: .regular, scale: .small)),
            ("medium", .init(pointSize: 17, weight: .regular, scale: .medium)),
            ("large", .init(pointSize: 17, weight: .regular, scale: .large)),
        ]
        let rowHeight: CGFloat = 40, label: CGFloat = 70, column: CGFloat = 46
        let variantSheet = UIGraphicsImageRenderer(size: CGSize(width: label + CGFloat(showcase.count) * column,
                                                                height: CGFloat(variants.count) * rowHeight),
                                                   format: format).image { context in
            UIColor.white.setFill()
            context.fill(context.format.bounds)
            for (row, (title, configuration)) in variants.enumerated() {
                let y = CGFloat(row) * rowHeight
                (title as NSString).draw(at: CGPoint(x: 4, y: y + 12), withAttributes: [.font: UIFont.systemFont(ofSize: 11)])
                for (index, name) in showcase.enumerated() {
                    drawSample(name, configuration, at: CGPoint(x: label + CGFloat(index) * column, y: y), width: column)
                }
            }
        }
        RenderedPixels.writePNG(variantSheet.cgImage!, to: Self.outputDirectory + "/weights-and-scales.png")
        #expect(FileManager.default.fileExists(atPath: Self.outputDirectory + "/contact-sheet.png"))
    }

    /// Draws the symbol `name` with a baseline guide and an "H" of its point size beside it,
    /// its image's frame outlined, with its baseline on the cell's baseline (y + 28).
    private func drawSample(_ name: String, _ configuration: UIImage.SymbolConfiguration, at origin: CGPoint, width: CGFloat) {
        guard let image = UIImage(systemName: name, withConfiguration: configuration) else { return }
        let baselineY = origin.y + 28
        let frame = CGRect(x: origin.x + 6, y: baselineY - (image.size.height - image.baselineOffsetFromBottom),
                           width: image.size.width, height: image.size.height)
        UIColor(red: 1, green: 0.85, blue: 0.85, alpha: 1).setStroke()
        UIBezierPath(rect: frame.insetBy(dx: -0.25, dy: -0.25)).stroke()
        UIColor(white: 0.8, alpha: 1).setFill()
        UIRectFill(CGRect(x: origin.x + 2, y: baselineY, width: width - 4, height: 0.5))
        image.draw(in: frame)
        let font = UIFont.systemFont(ofSize: configuration.resolvedPointSize)
        ("H" as NSString).draw(at: CGPoint(x: frame.maxX + 4, y: baselineY - font.ascender),
                               withAttributes: [.font: font, .foregroundColor: UIColor.lightGray])
    }
}
