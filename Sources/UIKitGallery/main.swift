// The Gallery. Until the UIKit layers exist it shows the CoreGraphics sampler: each page
// is drawn with CGContext into a bitmap and written as a PNG (and all pages into one PDF)
// under gallery-output/.
import CoreGraphics
import Foundation

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

print("CoreGraphics sampler written to \(outputDirectory.path):")
for path in written { print("  \(path)") }
