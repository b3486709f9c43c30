import CoreGraphics
import Foundation

/// The settings of a PDF renderer.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    /// Document metadata, keyed by `kCGPDFContextTitle`, `…Author`, `…Subject`,
    /// `…Keywords` and `…Creator` (String values).
    open var documentInfo: [String: Any] = [:]

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UIGraphicsPDFRendererFormat
        copy.documentInfo = documentInfo
        return copy
    }
}

/// The context a PDF renderer passes to its actions. Nothing is drawn until a page is
/// begun; each `beginPage` ends the page before it.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    private let defaultBounds: CGRect
    private var pageBounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, defaultBounds: CGRect) {
        self.defaultBounds = defaultBounds
        pageBounds = defaultBounds
        super.init(cgContext: cgContext, format: format)
    }

    /// The current page's rectangle (the renderer's bounds unless a page chose others).
    open var pdfContextBounds: CGRect { pageBounds }

    /// Starts a page of the renderer's bounds.
    open func beginPage() {
        pageBounds = defaultBounds
        PDFPages.begin(cgContext, bounds: defaultBounds)
    }

    /// Starts a page of `bounds` (points; an empty rectangle means the renderer's bounds).
    /// `pageInfo` may give `kCGPDFContextMediaBox` as a `CGRect`, which wins.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        let requested = pageInfo[kCGPDFContextMediaBox] as? CGRect ?? bounds
        pageBounds = PDFPages.usable(requested) ? requested : defaultBounds
        PDFPages.begin(cgContext, bounds: pageBounds)
    }
}

/// Draws PDF documents. Pages use UIKit coordinates: points, y down, the page's
/// `bounds.origin` at its top-left corner.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    /// The actions that draw a document.
    public typealias DrawingActions = (UIGraphicsPDFRendererContext) -> Void

    /// A renderer whose pages default to `bounds` (US Letter, 612 × 792 points, when empty).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsPDFRendererFormat())
    }

    /// A renderer whose pages default to `bounds`, with `format`'s document info.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: PDFPages.usable(bounds) ? bounds : PDFPages.letter, format: format)
    }

    /// The renderer's format.
    open override var format: UIGraphicsPDFRendererFormat {
        rendererFormat as! UIGraphicsPDFRendererFormat
    }

    /// Runs `actions` and returns the PDF document they drew.
    open func pdfData(actions: DrawingActions) -> Data {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data) else { return Data() }
        render(to: consumer, actions)
        return data as Data
    }

    /// Runs `actions` and writes the PDF document to `url` (atomically). Throws the file
    /// system's error when the file cannot be written.
    open func writePDF(to url: URL, withActions actions: DrawingActions) throws {
        try pdfData(actions: actions).write(to: url, options: .atomic)
    }

    private func render(to consumer: CGDataConsumer, _ actions: DrawingActions) {
        var box = format.bounds
        guard let context = CGContext(consumer: consumer, mediaBox: &box, format.documentInfo) else { return }
        let rendererContext = UIGraphicsPDFRendererContext(cgContext: context, format: format, defaultBounds: box)
        withCurrentContext(context) { actions(rendererContext) }
        context.closePDF()
    }
}

/// Page handling shared by the PDF renderer and the older PDF-context functions.
enum PDFPages {
    /// US Letter, UIKit's page when none is given.
    static let letter = CGRect(x: 0, y: 0, width: 612, height: 792)

    static func usable(_ rect: CGRect) -> Bool {
        let r = rect.standardized
        return r.width > 0 && r.height > 0 && [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
    }

    /// Ends any open page and starts one of `bounds`, with UIKit's y-down coordinates.
    static func begin(_ context: CGContext, bounds: CGRect) {
        var box = bounds.standardized
        context.beginPage(mediaBox: &box)
        context.setBaseCTM(uiKitBaseTransform(bounds: box, scale: 1, deviceHeight: box.height))
    }
}

// MARK: The older PDF-context functions

/// Opens a PDF context writing into `data` and makes it the current context. Pages
/// default to `bounds` (US Letter when empty); `documentInfo` takes the
/// `kCGPDFContext…` metadata keys. Begin a page before drawing; end with
/// `UIGraphicsEndPDFContext()`. (`UIGraphicsPDFRenderer` is the modern form.)
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect,
                                            _ documentInfo: [AnyHashable: Any]?) {
    guard let consumer = CGDataConsumer(data: data) else { return }
    beginPDFContext(consumer, bounds, documentInfo)
}

/// Opens a PDF context writing to the file at `path`; false when the file cannot be
/// created. See `UIGraphicsBeginPDFContextToData`.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect,
                                            _ documentInfo: [AnyHashable: Any]?) -> Bool {
    // The document is written when the context ends; creating the file now reports an
    // unwritable path here, as UIKit does, instead of losing the document later.
    guard FileManager.default.createFile(atPath: path, contents: nil),
          let consumer = CGDataConsumer(url: URL(fileURLWithPath: path)) else { return false }
    return beginPDFContext(consumer, bounds, documentInfo)
}

@discardableResult
private func beginPDFContext(_ consumer: CGDataConsumer, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?)
    -> Bool {
    var box = PDFPages.usable(bounds) ? bounds.standardized : PDFPages.letter
    var info: [String: Any] = [:]
    for (key, value) in documentInfo ?? [:] {
        if let key = key.base as? String { info[key] = value }
    }
    guard let context = CGContext(consumer: consumer, mediaBox: &box, info) else { return false }
    LegacyContextStack.current.entries.append(.init(context: context, kind: .pdf(defaultBounds: box, pageBounds: box)))
    UIGraphicsPushContext(context)
    return true
}

/// Starts a page of the current PDF context's default size, ending the previous page.
public func UIGraphicsBeginPDFPage() {
    guard let entry = LegacyContextStack.current.currentEntry, case .pdf(let bounds, _) = entry.kind else { return }
    beginLegacyPDFPage(bounds)
}

/// Starts a page of `bounds` (the context's default when empty; `pageInfo` may give
/// `kCGPDFContextMediaBox`), ending the previous page.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let entry = LegacyContextStack.current.currentEntry, case .pdf(let fallback, _) = entry.kind else { return }
    let requested = pageInfo?[AnyHashable(kCGPDFContextMediaBox)] as? CGRect ?? bounds
    beginLegacyPDFPage(PDFPages.usable(requested) ? requested : fallback)
}

/// Starts a page in the innermost PDF context (the caller checked it is current).
private func beginLegacyPDFPage(_ bounds: CGRect) {
    let stack = LegacyContextStack.current
    guard var entry = stack.entries.last, case .pdf(let defaultBounds, _) = entry.kind else { return }
    PDFPages.begin(entry.context, bounds: bounds)
    entry.kind = .pdf(defaultBounds: defaultBounds, pageBounds: bounds.standardized)
    stack.entries[stack.entries.count - 1] = entry
}

/// The current PDF page's rectangle (the context's default before the first page);
/// `.zero` when the current context is not a PDF context.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    guard let entry = LegacyContextStack.current.currentEntry, case .pdf(_, let page) = entry.kind else { return .zero }
    return page
}

/// Ends the current PDF context: closes its page, finishes the document and makes the
/// context that was current before it current again.
public func UIGraphicsEndPDFContext() {
    let stack = LegacyContextStack.current
    guard let entry = stack.currentEntry, case .pdf = entry.kind else { return }
    entry.context.closePDF()
    stack.entries.removeLast()
    UIGraphicsPopContext()
}
