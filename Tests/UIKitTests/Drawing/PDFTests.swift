import Testing
import UIKitTesting

@Suite("PDF rendering")
struct PDFTests {
    private func pageCount(_ data: Data) -> Int {
        let text = String(decoding: data, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page").count - text.components(separatedBy: "/Type /Pages").count
    }

    @Test("scenario 19: a PDF with one filled page starts with %PDF- and has one page")
    func onePage() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("out.pdf")
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        var bounds = CGRect.null
        try renderer.writePDF(to: url) { context in
            context.beginPage()
            bounds = context.pdfContextBounds
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 50, height: 20))
        }
        let data = try Data(contentsOf: url)
        #expect(data.starts(with: Array("%PDF-".utf8)))
        #expect(pageCount(data) == 1)
        #expect(bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("pdfData: several pages, page bounds, y down (the top-left of the page is user (0,0))")
    func pages() {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle: "Drawing test"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), format: format)
        var ctm = CGAffineTransform.identity
        var secondBounds = CGRect.null
        let data = renderer.pdfData { context in
            context.beginPage()
            ctm = context.cgContext.ctm
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 50), pageInfo: [:])
            secondBounds = context.pdfContextBounds
            context.beginPage(withBounds: .zero, pageInfo: [:])
        }
        #expect(data.starts(with: Array("%PDF-".utf8)))
        #expect(pageCount(data) == 3)
        #expect(CGPoint.zero.applying(ctm) == CGPoint(x: 0, y: 100), "user (0,0) is the page's top-left")
        #expect(CGPoint(x: 0, y: 10).applying(ctm).y == 90)
        #expect(secondBounds == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(String(decoding: data, as: UTF8.self).contains("Drawing test"))
        #expect(!renderer.allowsImageOutput)
    }

    @Test("an empty bounds means US Letter (612 × 792)")
    func letter() {
        let renderer = UIGraphicsPDFRenderer(bounds: .zero)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 612, height: 792))
    }

    @Test("writePDF to an unwritable place throws")
    func writeFails() {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: (any Error).self) {
            try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent-dir/x.pdf")) { $0.beginPage() }
        }
    }

    @Test("the older functions: BeginPDFContextToData, pages, bounds, End restores the previous context")
    func legacy() throws {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 50, height: 60), [kCGPDFContextAuthor: "me"])
        #expect(UIGraphicsGetCurrentContext() != nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 50, height: 60))
        UIGraphicsBeginPDFPage()
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 20, height: 20))
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetPDFContextBounds() == .zero)
        let bytes = data as Data
        #expect(bytes.starts(with: Array("%PDF-".utf8)))
        #expect(pageCount(bytes) == 2)

        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("legacy.pdf").path
        #expect(UIGraphicsBeginPDFContextToFile(path, .zero, nil))
        UIGraphicsBeginPDFPage()
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 612, height: 792))
        UIGraphicsEndPDFContext()
        #expect(FileManager.default.contents(atPath: path)?.starts(with: Array("%PDF-".utf8)) == true)
        #expect(!UIGraphicsBeginPDFContextToFile("/nonexistent-dir/x.pdf", .zero, nil))
    }
}
