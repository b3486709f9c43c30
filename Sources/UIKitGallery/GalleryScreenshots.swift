import CoreGraphics
import Foundation
import UIKit
import UIKitTesting

/// The headless Gallery: each screen on a simulated iPhone 15, saved as a screenshot under
/// gallery-output/, with the CoreGraphics sampler pages (PNG and one PDF).
@MainActor
public enum GalleryScreenshots {
    static let outputDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent("gallery-output", isDirectory: true)

    /// Writes everything and lists the files; exits with status 1 if something cannot be
    /// rendered. Throws when a file cannot be written.
    public static func writeAll() throws {
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        var written: [String] = []
        for page in SamplerPage.all {
            guard let png = page.renderPNG(scale: 2) else { fail("could not render \(page.name)") }
            let url = outputDirectory.appendingPathComponent("coregraphics-\(page.name).png")
            try png.write(to: url, options: .atomic)
            written.append(url.path)
        }
        let pdfURL = outputDirectory.appendingPathComponent("coregraphics-sampler.pdf")
        SamplerPage.writePDF(SamplerPage.all, to: pdfURL)
        written.append(pdfURL.path)
        for screen in GalleryScreen.all {
            written.append(try screenshot(of: screen.makeController(), named: screen.screenshotName,
                                          input: screen.screenshotInput))
            if screen.alsoLandscape {
                written.append(try screenshot(of: screen.makeController(), named: screen.screenshotName + "-landscape",
                                              input: screen.screenshotInput, turned: true))
            }
        }
        print("Gallery written to \(outputDirectory.path):")
        for path in written { print("  \(path)") }
    }

    /// Shows `controller` full screen on a fresh simulated device (turned to landscape
    /// after it was shown, if asked), gives it `input`, and saves a screenshot.
    private static func screenshot(of controller: UIViewController, named name: String,
                                   input: (@MainActor (Simulator, UIViewController) -> Void)?,
                                   turned: Bool = false) throws -> String {
        guard let png = UIImage(cgImage: image(of: controller, input: input, turned: turned)).pngData() else {
            fail("could not encode \(name)")
        }
        let url = outputDirectory.appendingPathComponent("\(name).png")
        try png.write(to: url, options: .atomic)
        return url.path
    }

    /// The picture of `screen` the headless run saves (portrait).
    static func image(of screen: GalleryScreen) -> CGImage {
        image(of: screen.makeController(), input: screen.screenshotInput)
    }

    private static func image(of controller: UIViewController, input: (@MainActor (Simulator, UIViewController) -> Void)?,
                              turned: Bool = false) -> CGImage {
        let simulator = Simulator(device: .iPhone15)
        let window = UIWindow(frame: simulator.screen.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // Laid out before the input, which aims at views on the screen.
        window.layoutIfNeeded()
        if turned {
            simulator.runUntilIdle()
            simulator.rotate(to: .landscapeLeft)
        }
        input?(simulator, controller)
        return withExtendedLifetime(window) { simulator.screenshot() }
    }

    private static func fail(_ message: String) -> Never {
        print("error: \(message)")
        exit(1)
    }
}
