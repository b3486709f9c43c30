import Foundation
import Testing
import UIKitTesting

/// The live window end to end: the Gallery app in a window on a real X server (Xvfb),
/// clicked with xdotool; the clicks must reach the app's views at the screen points under
/// the pointer, and a screenshot (xwd and ImageMagick) shows the app's pixels. Where Xvfb
/// cannot start or the screenshot tools are missing, the part that cannot run is skipped
/// with a "SKIPPED:" line on standard error; under CI (`CI=true`) it fails instead.
@Suite("Live window", .serialized)
struct LiveWindowTests {
    /// The Gallery executable, built next to this test binary (`swift build --build-tests`
    /// builds every product).
    static var galleryExecutable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("uikit-gallery")
    }

    /// A screen point in the tab bar's "Collections" tab (the middle of the second of five
    /// across the 393-point width, the bar's row 769…818 high), whose first screen is Tree.
    static let collectionsTab = CGPoint(x: 118, y: 793)

    /// Where the test leaves its screenshot of the display.
    static let screenshotURL = FileManager.default.temporaryDirectory.appendingPathComponent("swift-uikit-live-window.png")

    /// The screen the Gallery shows: UIKit's main screen before a host installs one.
    static let screenSize = ScreenProfile.standard.size

    /// Window geometry as `xdotool getwindowgeometry --shell` prints it.
    struct Geometry {
        var x = 0, y = 0, width = 0, height = 0

        init?(_ shell: String) {
            var values: [String: Int] = [:]
            for line in shell.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
            }
            guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"],
                  width > 0, height > 0 else { return nil }
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        /// The window position showing screen point `point`, computed independently of the
        /// host: the screen fits the window, keeping its aspect ratio, centred.
        func windowPoint(showing point: CGPoint, screen: CGSize) -> (x: Int, y: Int) {
            let scale = min(CGFloat(width) / screen.width, CGFloat(height) / screen.height)
            let origin = CGPoint(x: (CGFloat(width) - screen.width * scale) / 2, y: (CGFloat(height) - screen.height * scale) / 2)
            return (Int((origin.x + point.x * scale).rounded()), Int((origin.y + point.y * scale).rounded()))
        }

        /// The screen point shown at window position `(x, y)`.
        func screenPoint(atWindow x: Int, _ y: Int, screen: CGSize) -> CGPoint {
            let scale = min(CGFloat(width) / screen.width, CGFloat(height) / screen.height)
            let origin = CGPoint(x: (CGFloat(width) - screen.width * scale) / 2, y: (CGFloat(height) - screen.height * scale) / 2)
            return CGPoint(x: (CGFloat(x) - origin.x) / scale, y: (CGFloat(y) - origin.y) / scale)
        }
    }

    /// "touch began at (x, y)" → the point.
    static func touchPoint(in line: String) -> CGPoint? {
        guard line.hasPrefix("touch began at ("), line.hasSuffix(")") else { return nil }
        let numbers = line.dropFirst("touch began at (".count).dropLast().split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.count == 2 ? CGPoint(x: numbers[0], y: numbers[1]) : nil
    }

    @Test("Hosts: the Gallery opens a window under Xvfb; clicks reach its views at the points under the pointer, keys reach the responder chain, a screenshot shows its screen's pixels; SIGTERM ends it through the termination sequence")
    func clicksReachTheApp() async throws {
        let display: VirtualDisplay
        do {
            display = try await VirtualDisplay.start(width: 1280, height: 1024)
        } catch let error as VirtualDisplay.Unavailable {
            Self.cannotRun("the live window test", because: error.reason)
            return
        }
        defer { display.server.stop() }
        try #require(FileManager.default.isExecutableFile(atPath: Self.galleryExecutable.path),
                     "uikit-gallery is not built next to the tests; run swift build --build-tests")
        try #require(ChildProcess.tool("xdotool") != nil, "xdotool is not installed (make deps installs it)")

        var environment = display.environment
        environment["UIKIT_GALLERY_LOG_TOUCHES"] = "1"
        let gallery = try ChildProcess(Self.galleryExecutable, [], environment: environment,
                                       directory: FileManager.default.temporaryDirectory, lifetime: ChildProcess.lifetime)
        defer { gallery.stop() }
        try #require(await gallery.waitForLine(timeout: 60) { $0 == "launched" } != nil,
                     "the Gallery did not launch: \(gallery.printed)")

        // Its window, once mapped (polled: `search --sync` could wait forever). The display
        // is the test's own, so the app's name finds it.
        let (id, shell) = try #require(try await display.mappedWindow(named: "^uikit-gallery$"),
                                       "no window of the Gallery appeared")
        let geometry = try #require(Geometry(shell))
        // Scaled down to fit the 1024-pixel-high display, keeping the screen's aspect ratio.
        #expect(geometry.height < 1024 && geometry.height > 800)
        #expect(abs(CGFloat(geometry.width) / CGFloat(geometry.height) - Self.screenSize.width / Self.screenSize.height) < 0.01)

        // A click on the "Drawing" screen, off its views: the root controller hears it.
        let click = (x: geometry.width * 3 / 10, y: geometry.height * 11 / 20)
        _ = try await display.xdotool(["mousemove", "--window", id, "\(click.x)", "\(click.y)", "click", "1"])
        let line = try #require(await gallery.waitForLine(timeout: 20) { Self.touchPoint(in: $0) != nil },
                                "no touch reached the app: \(gallery.printed)")
        let touched = try #require(Self.touchPoint(in: line))
        let expected = geometry.screenPoint(atWindow: click.x, click.y, screen: Self.screenSize)
        #expect(abs(touched.x - expected.x) <= 1 && abs(touched.y - expected.y) <= 1,
                "touched \(touched), expected \(expected) for window position \(click) in \(geometry.width)×\(geometry.height)")

        // A key press goes to the key window's first responder and up the chain to the app
        // delegate (the pointer is over the window, which has the keyboard focus).
        _ = try await display.xdotool(["key", "shift+a"])
        #expect(await gallery.waitForLine(timeout: 20) { $0 == "press began: A (a), key code 4" } != nil,
                "no key press reached the app: \(gallery.printed)")

        // A click on the "Collections" tab (GalleryTabsTests checks the point) shows its first
        // screen, "Tree".
        let segment = geometry.windowPoint(showing: Self.collectionsTab, screen: Self.screenSize)
        _ = try await display.xdotool(["mousemove", "--window", id, "\(segment.x)", "\(segment.y)", "click", "1"])
        #expect(await gallery.waitForLine(timeout: 20) { $0 == "showing Tree" } != nil,
                "the tab did not switch: \(gallery.printed)")

        // The pixel check: the new screen, presented in the window, as the X server shows it.
        try await Task.sleep(nanoseconds: 700_000_000)
        let missing = VirtualDisplay.missingScreenshotTools
        if !missing.isEmpty {
            Self.cannotRun("the live window's pixel check",
                           because: "\(missing.joined(separator: " and ")) not installed (make deps installs x11-apps and imagemagick)")
        } else {
            try #require(try await display.screenshot(to: Self.screenshotURL),
                         "xwd | convert did not write \(Self.screenshotURL.path)")
            print("Live window screenshot: \(Self.screenshotURL.path)")
            let image = try #require(UIImage(contentsOfFile: Self.screenshotURL.path),
                                     "the screenshot \(Self.screenshotURL.path) does not load")
            // Beside the cards, the screen's grouped background (242, 242, 247).
            let spot = geometry.windowPoint(showing: CGPoint(x: 6, y: 600), screen: Self.screenSize)
            let pixel = RenderedPixels(image)[geometry.x + spot.x, geometry.y + spot.y]
            #expect(pixel.isClose(to: RenderedPixels.RGBA(242, 242, 247, 255), tolerance: 3), "\(pixel)")
        }

        // SIGTERM: the termination sequence, then exit status 0.
        kill(gallery.pid, SIGTERM)
        #expect(await gallery.waitForExit(timeout: 20) == 0)
        #expect(gallery.lines.contains("will terminate"))
    }

    /// Whether this run is under continuous integration (`CI=true`, as CI services set it).
    static var isCI: Bool {
        ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
    }

    /// A part of the test that cannot run on this machine (`what`, `because` names what is
    /// missing). Under CI it fails: a skip there would pass without testing anything. Elsewhere
    /// it is skipped, loudly: a line starting "SKIPPED:" on standard error.
    static func cannotRun(_ what: String, because reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if isCI {
            Issue.record("\(what) cannot run under CI (CI=true): \(reason)", sourceLocation: sourceLocation)
        } else {
            FileHandle.standardError.write(Data("SKIPPED: \(what): \(reason)\n".utf8))
        }
    }
}
