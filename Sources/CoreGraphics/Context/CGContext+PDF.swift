@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// A PDF context writing to `consumer`. `mediaBox` is the default page rectangle
    /// (US Letter, 612×792 points, when nil). Recognised auxiliary-info keys:
    /// `kCGPDFContextTitle`, `…Author`, `…Subject`, `…Keywords`, `…Creator` (String values).
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        let box = mediaBox?.pointee.standardized ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return nil }
        let writer = PDFWriter(consumer: consumer, defaultMediaBox: box)
        guard let surface = writer.makeSurface() else { return nil }
        let metadata: [(String, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
            (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in metadata {
            if let value = auxiliaryInfo?[key] as? String { cairo_pdf_surface_set_metadata(surface.raw, field, value) }
        }
        let main = DrawTarget(cr: cairo_create(surface.raw), surface: surface, originX: 0, originY: 0,
                              width: Int(box.width.rounded(.up)), height: Int(box.height.rounded(.up)))
        self.init(backing: .pdf(writer), main: main, deviceHeight: box.height,
                  baseCTM: CGAffineTransform(translationX: -box.minX, y: -box.minY))
    }

    /// A PDF context writing to a file URL.
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    private var pdfWriter: PDFWriter? {
        if case .pdf(let writer) = backing { return writer }
        return nil
    }

    /// Starts a page of `mediaBox` (the context's default when nil), with a fresh
    /// graphics state. Ignored for bitmap contexts.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        guard let writer = pdfWriter, !writer.isFinished else { return }
        if writer.isPageOpen { endPage() }
        var box = mediaBox?.pointee.standardized ?? writer.defaultMediaBox
        if !(box.width > 0 && box.height > 0 && box.width.isFinite && box.height.isFinite) { box = writer.defaultMediaBox }
        cairo_pdf_surface_set_size(main.surface.raw, Double(box.width), Double(box.height))
        main.width = Int(box.width.rounded(.up))
        main.height = Int(box.height.rounded(.up))
        target = main
        deviceHeight = box.height
        savedStates.removeAll()
        cairo_reset_clip(main.cr)
        cairo_new_path(main.cr)
        currentPath = CGMutablePath()
        setBaseCTM(CGAffineTransform(translationX: -box.minX, y: -box.minY))
        writer.isPageOpen = true
    }

    /// Ends the current page.
    public func endPage() {
        guard let writer = pdfWriter, writer.isPageOpen else { return }
        while !layers.isEmpty { endTransparencyLayer() }
        cairo_show_page(main.cr)
        writer.isPageOpen = false
    }

    /// Starts a page; `pageInfo` may give `kCGPDFContextMediaBox` as a `CGRect`.
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        var box = pageInfo?[kCGPDFContextMediaBox] as? CGRect
        if box != nil {
            beginPage(mediaBox: &box!)
        } else {
            beginPage(mediaBox: nil)
        }
    }

    public func endPDFPage() {
        endPage()
    }

    /// Ends the document: closes an open page and writes everything to the consumer.
    /// Drawing afterwards does nothing. Also happens when the context is released.
    public func closePDF() {
        guard let writer = pdfWriter else { return }
        while !layers.isEmpty { endTransparencyLayer() }
        writer.finish(main.cr)
    }
}
