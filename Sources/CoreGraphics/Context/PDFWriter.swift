@_implementationOnly import CCairo
import Foundation

/// Streams a Cairo PDF surface to a `CGDataConsumer`.
final class PDFWriter {
    let consumer: CGDataConsumer
    let defaultMediaBox: CGRect
    /// Bytes bound for a file, written in one piece when the document closes.
    private var pending = Data()
    private(set) var isFinished = false
    var isPageOpen = false
    private(set) var writeFailed = false

    init(consumer: CGDataConsumer, defaultMediaBox: CGRect) {
        self.consumer = consumer
        self.defaultMediaBox = defaultMediaBox
    }

    /// Makes the PDF surface; Cairo calls back into `append` as it writes.
    func makeSurface() -> CairoSurface? {
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PDFWriter>.fromOpaque(closure).takeUnretainedValue()
                .append(UnsafeRawBufferPointer(start: bytes, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let raw = cairo_pdf_surface_create_for_stream(write, Unmanaged.passUnretained(self).toOpaque(),
                                                      Double(defaultMediaBox.width), Double(defaultMediaBox.height))!
        guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(raw)
            return nil
        }
        return CairoSurface(owning: raw)
    }

    private func append(_ bytes: UnsafeRawBufferPointer) {
        switch consumer.sink {
        case .data(let data): data.append(bytes.baseAddress!, length: bytes.count)
        case .file: pending.append(contentsOf: bytes)
        }
    }

    /// Ends the open page, finishes the document and writes a file consumer's file.
    func finish(_ cr: OpaquePointer) {
        guard !isFinished else { return }
        isFinished = true
        if isPageOpen { cairo_show_page(cr) }
        isPageOpen = false
        cairo_surface_finish(cairo_get_target(cr))
        if case .file(let url) = consumer.sink {
            do { try pending.write(to: url, options: .atomic) } catch { writeFailed = true }
            pending = Data()
        }
    }
}
