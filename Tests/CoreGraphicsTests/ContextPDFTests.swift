import CoreGraphics
import Foundation
import Testing

@Suite("PDF contexts")
struct ContextPDFTests {
    private func pageCount(_ data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page\n").count - 1
            + text.components(separatedBy: "/Type /Page ").count - 1
            + text.components(separatedBy: "/Type /Page>").count - 1
    }

    @Test("scenario 19: a one-page PDF file with a filled rect starts with %PDF- and has one page")
    func onePageFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cg-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let context = try #require(CGContext(url, mediaBox: &box, nil))
        context.beginPage(mediaBox: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
        context.endPage()
        context.closePDF()
        let data = try Data(contentsOf: url)
        #expect(data.starts(with: Array("%PDF-".utf8)))
        #expect(pageCount(data) == 1)
        #expect(String(decoding: data, as: UTF8.self).contains("/MediaBox [ 0 0 200 100 ]"))
    }

    @Test("a data consumer collects a two-page document with its title")
    func twoPagesToData() throws {
        let data = NSMutableData()
        let context = try #require(CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil,
                                             [kCGPDFContextTitle: "Sampler"]))
        for _ in 0..<2 {
            context.beginPDFPage(nil)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.endPDFPage()
        }
        context.closePDF()
        let bytes = data as Data
        #expect(pageCount(bytes) == 2)
        #expect(String(decoding: bytes, as: UTF8.self).contains("Sampler"))
        #expect(context.width == 0 && context.makeImage() == nil && context.data == nil)
    }

    @Test("a PDF context is finished when released, even without closePDF")
    func finishedOnRelease() {
        let data = NSMutableData()
        do {
            let context = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil, nil)!
            context.beginPage(mediaBox: nil)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(String(decoding: data as Data, as: UTF8.self).hasSuffix("%%EOF\n"))
    }

    @Test("an invalid media box or a non-file URL gives nil")
    func invalidPDF() {
        var empty = CGRect.zero
        #expect(CGContext(consumer: CGDataConsumer(data: NSMutableData())!, mediaBox: &empty, nil) == nil)
        #expect(CGDataConsumer(url: URL(string: "https://example.com/x.pdf")!) == nil)
    }
}
