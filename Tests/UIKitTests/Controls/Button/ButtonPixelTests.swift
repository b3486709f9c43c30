import Foundation
import Testing
import UIKitTesting

/// UIButton's pixels: a filled configuration's fill colour and rounded corners, a capsule,
/// a system button's dimmed highlight and its fade back, and a sampler of every type and
/// style in each state written to /tmp/button for review.
@MainActor
@Suite("UIButton pixels", .serialized)
struct ButtonPixelTests {
    /// `view` on a white 320 × 480 screen at scale 1, and its screenshot's pixels.
    private func render(_ views: [UIView]) -> (Simulator, UIWindow) {
        let (sim, window) = makeScenarioWindow(background: .white)
        for view in views { window.addSubview(view) }
        sim.runUntilIdle()
        return (sim, window)
    }

    private static let blue = RenderedPixels.RGBA(0, 122, 255, 255)
    private static let white = RenderedPixels.RGBA.white

    @Test("a filled button fills its bounds with the tint, rounded 6 points at medium size; a capsule is round")
    func filledFillAndCorners() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let filled = UIButton(configuration: configuration)
        filled.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        configuration.cornerStyle = .capsule
        let capsule = UIButton(configuration: configuration)
        capsule.frame = CGRect(x: 20, y: 100, width: 120, height: 40)
        let (sim, window) = render([filled, capsule])
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[25, 40].isClose(to: Self.blue), "the fill: systemBlue")
        #expect(pixels[135, 25].isClose(to: Self.blue))
        #expect(pixels[20, 20].isClose(to: Self.white, tolerance: 40), "the corner is cut")
        #expect(pixels[22, 22].isClose(to: Self.blue, tolerance: 60), "…by a 6-point radius, not more")
        #expect(pixels[19, 40].isClose(to: Self.white), "nothing outside the bounds")
        #expect(pixels[24, 104].isClose(to: Self.white), "the capsule's corner is round to half the height")
        #expect(pixels[40, 120].isClose(to: Self.blue))
        _ = window
    }

    @Test("a highlighted system button's title fades to 20 % at once and comes back over 0.2 s after the touch")
    func systemHighlightPixels() {
        let button = UIButton(type: .system)
        button.setTitle("MMMM", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 60)
        let (sim, window) = render([button])
        func strongBlue() -> Int {
            RenderedPixels(sim.screenshot()).count { $0.b > 200 && $0.r < 80 && $0.g < 160 }
        }
        let normal = strongBlue()
        #expect(normal > 100)
        let finger = sim.touchDown(at: CGPoint(x: 120, y: 50))
        #expect(strongBlue() == 0, "dimmed to 20 %: the lightest blue")
        let dark = RenderedPixels(sim.screenshot()).count { $0.r < 200 }
        #expect(dark == 0, "at 20 %, blue over white is no darker than (204, 229, 255)")
        sim.touchUp(finger)
        sim.advance(by: 0.05)
        let fading = strongBlue()
        #expect(fading < normal)
        sim.advance(by: 0.5)
        #expect(strongBlue() == normal)
        _ = window
    }

    @Test("a custom button's background image and white title are drawn")
    func customButtonPixels() {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(solidImage(.black, size: CGSize(width: 4, height: 4)), for: .normal)
        button.setTitle("MMM", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        let (sim, window) = render([button])
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[22, 22] == .black)
        let inside = (20..<140).flatMap { x in (20..<60).map { y in pixels[x, y] } }
        #expect(inside.contains { $0.r > 200 && $0.g > 200 && $0.b > 200 }, "the white title over the black background")
        _ = window
    }

    @Test("the sampler: every type and configuration style, normal, highlighted and disabled (written to /tmp/button)")
    func sampler() throws {
        let sim = Simulator(device: .iPad)
        let window = UIWindow(frame: sim.screen.bounds)
        window.backgroundColor = .systemGroupedBackground
        window.makeKeyAndVisible()
        var rows: [(String, () -> UIButton)] = []
        func legacy(_ type: UIButton.ButtonType, _ name: String) {
            rows.append((name, {
                let button = UIButton(type: type)
                if type == .custom {
                    button.setTitle("Custom", for: .normal)
                    button.backgroundColor = .darkGray
                } else if type == .system || type == .plain {
                    button.setTitle("Button", for: .normal)
                }
                return button
            }))
        }
        legacy(.custom, "custom")
        legacy(.system, "system")
        legacy(.plain, "plain type")
        legacy(.detailDisclosure, "detailDisclosure")
        legacy(.infoLight, "infoLight")
        legacy(.infoDark, "infoDark")
        legacy(.contactAdd, "contactAdd")
        legacy(.close, "close")
        let styles: [(String, UIButton.Configuration)] = [
            ("plain()", .plain()), ("tinted()", .tinted()), ("gray()", .gray()), ("filled()", .filled()),
            ("borderless()", .borderless()), ("bordered()", .bordered()), ("borderedTinted()", .borderedTinted()),
            ("borderedProminent()", .borderedProminent()),
        ]
        for (name, style) in styles {
            rows.append((name, {
                var configuration = style
                configuration.title = "Button"
                return UIButton(configuration: configuration)
            }))
        }
        for size in [UIButton.Configuration.Size.mini, .small, .large] {
            rows.append(("filled \(size)", {
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Button"
                configuration.buttonSize = size
                return UIButton(configuration: configuration)
            }))
        }
        rows.append(("capsule + subtitle", {
            var configuration = UIButton.Configuration.tinted()
            configuration.title = "Title"
            configuration.subtitle = "Subtitle"
            configuration.cornerStyle = .capsule
            return UIButton(configuration: configuration)
        }))
        rows.append(("image + title", {
            var configuration = UIButton.Configuration.gray()
            configuration.title = "Image"
            configuration.image = solidImage(.black, size: CGSize(width: 16, height: 16))
            configuration.imagePadding = 6
            return UIButton(configuration: configuration)
        }))
        rows.append(("destructive", {
            let button = UIButton(configuration: .filled())
            button.configuration?.title = "Delete"
            button.role = .destructive
            return button
        }))

        let rowHeight: CGFloat = 44
        let top: CGFloat = 40
        for (index, (name, make)) in rows.enumerated() {
            let y = top + CGFloat(index) * rowHeight
            let label = UILabel(frame: CGRect(x: 16, y: y, width: 180, height: rowHeight))
            label.text = name
            label.font = .systemFont(ofSize: 13)
            window.addSubview(label)
            for column in 0..<3 {
                let button = make()
                let size = button.intrinsicContentSize
                button.frame = CGRect(x: 200 + CGFloat(column) * 180, y: y + (rowHeight - min(size.height, rowHeight)) / 2,
                                      width: min(size.width, 170), height: min(size.height, rowHeight - 2))
                if column == 1 { button.isHighlighted = true }
                if column == 2 { button.isEnabled = false }
                window.addSubview(button)
            }
        }
        sim.runUntilIdle()
        let image = sim.screenshot()
        try FileManager.default.createDirectory(atPath: "/tmp/button", withIntermediateDirectories: true)
        RenderedPixels.writePNG(image, to: "/tmp/button/sampler.png")
        // A close-up of the configured rows (the corners, the text) at full resolution.
        if let detail = image.cropping(to: CGRect(x: 380, y: 720, width: 700, height: 560)) {
            RenderedPixels.writePNG(detail, to: "/tmp/button/sampler-detail.png")
        }
        #expect(RenderedPixels(image).count { $0.b > 200 && $0.r < 60 } > 1000, "tinted content is drawn")
    }
}
