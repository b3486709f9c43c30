// The Gallery: an ordinary UIKit app. Headless, it shows each screen on a simulated
// iPhone 15 and writes screenshots under gallery-output/, with the CoreGraphics sampler
// pages (PNG and one PDF). (The live window arrives with the application issue.)
import CoreGraphics
import Foundation
import UIKit
import UIKitTesting

let outputDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    .appendingPathComponent("gallery-output", isDirectory: true)
try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)

let scale: CGFloat = 2
var written: [String] = []
for page in SamplerPage.all {
    guard let png = page.renderPNG(scale: scale) else {
        print("error: could not render \(page.name)")
        exit(1)
    }
    let url = outputDirectory.appendingPathComponent("coregraphics-\(page.name).png")
    try png.write(to: url, options: .atomic)
    written.append(url.path)
}
let pdfURL = outputDirectory.appendingPathComponent("coregraphics-sampler.pdf")
SamplerPage.writePDF(SamplerPage.all, to: pdfURL)
written.append(pdfURL.path)

/// Shows `controller` full screen on a fresh simulated device and saves a screenshot.
@MainActor func screenshot(of controller: UIViewController, named name: String) throws -> String {
    let simulator = Simulator(device: .iPhone15)
    let window = UIWindow(frame: simulator.screen.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    guard let png = ImageCodec.pngData(simulator.screenshot()) else {
        print("error: could not encode \(name)")
        exit(1)
    }
    let url = outputDirectory.appendingPathComponent("\(name).png")
    try png.write(to: url, options: .atomic)
    return url.path
}

written.append(try screenshot(of: ViewsAndDrawingViewController(), named: "views-and-drawing"))
written.append(try screenshot(of: TextAndImagesViewController(), named: "text-and-images"))

print("Gallery written to \(outputDirectory.path):")
for path in written { print("  \(path)") }
