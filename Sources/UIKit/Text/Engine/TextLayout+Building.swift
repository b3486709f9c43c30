@_implementationOnly import CPango
import Foundation

extension TextLayout {
    /// One paragraph of the input: its UTF-16 range (separator excluded) and text.
    private struct ParagraphSource {
        var utf16: Range<Int>
        var text: String
        /// UTF-8 offset within `text` for each UTF-16 offset within the paragraph.
        var utf8Offsets: [Int32]
    }

    /// A laid-out Pango line before stacking.
    private struct PangoLine {
        var index: Int32
        var x: CGFloat, width: CGFloat
        var ascent: CGFloat, descent: CGFloat
        var ink: CGRect  // relative to the line's origin on the baseline
        var utf8Start: Int32, utf8Length: Int32
    }

    /// Lays `text` out in `container`. Runs under the engine's lock.
    static func build(_ text: AttributedText, _ container: TextContainer) -> TextLayout {
        let sources = splitParagraphs(text.string, singleLine: container.isSingleLine)
        let labelRule = container.lineBreakMode
        var paragraphs: [Paragraph] = []
        var laidOut: [(lines: [PangoLine], style: ParagraphAttributes, baseX: CGFloat, available: CGFloat?, factor: CGFloat,
                       layoutWidth: CGFloat, unbounded: Bool, leading: CGFloat)] = []
        var ellipsised = false

        for source in sources {
            let first = text.style(at: min(source.utf16.lowerBound, max(0, text.string.utf16.count - 1)))
            let style = first.paragraph
            let mode = labelRule ?? style.lineBreakMode
            // Horizontal geometry of the paragraph.
            let minIndent = min(style.headIndent, style.firstLineHeadIndent)
            var rightEdge: CGFloat? = container.width.map { $0 + min(0, style.tailIndent) }
            if style.tailIndent > 0 { rightEdge = style.tailIndent }
            let available = rightEdge.map { max(0, $0 - minIndent) }

            let layout = pango_layout_new(PangoEngine.shared.context)!
            let owner = GObjectRef(taking: layout)
            configure(layout, text: source.text, runs: text.runs, paragraph: source, firstStyle: first)
            pango_layout_set_indent(layout, PangoUnits.units(style.firstLineHeadIndent - style.headIndent))
            let rtl = isRightToLeft(source.text)
            let factor = alignmentFactor(style.alignment, rtl: rtl)
            pango_layout_set_alignment(layout, factor == 0 ? PANGO_ALIGN_LEFT : factor == 1 ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_CENTER)
            let wraps = labelRule != nil || mode.wraps
            var unbounded = true
            if container.isSingleLine {
                pango_layout_set_single_paragraph_mode(layout, 1)
            } else if let available {
                if wraps {
                    pango_layout_set_width(layout, max(1, PangoUnits.units(available)))
                    pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
                    pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
                    unbounded = false
                } else if mode.truncates {
                    pango_layout_set_width(layout, max(1, PangoUnits.units(available)))
                    pango_layout_set_ellipsize(layout, ellipsizeMode(mode))
                    unbounded = false
                }
            }
            ellipsised = ellipsised || pango_layout_is_ellipsized(layout) != 0
            let lines = pangoLines(layout)
            var layoutWidth: CGFloat = 0
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            layoutWidth = PangoUnits.points(logical.width)
            let leading = container.usesFontLeading
                ? text.runs.filter { $0.range.overlaps(source.utf16) || $0.range.lowerBound == source.utf16.lowerBound }
                    .map { PangoEngine.shared.metrics(for: $0.style.font).leading }.max() ?? 0
                : 0
            laidOut.append((lines, style, minIndent, available, factor, layoutWidth, unbounded, leading))
            paragraphs.append(Paragraph(layout: owner, utf16Start: source.utf16.lowerBound,
                                        utf8Offsets: source.utf8Offsets, dx: minIndent))
        }

        // Paragraphs laid out without a width align to the widest paragraph (or, when the
        // container has a width, to it).
        let widest = laidOut.map { $0.baseX + $0.layoutWidth }.max() ?? 0
        for i in laidOut.indices where laidOut[i].unbounded {
            let reference = laidOut[i].available ?? (widest - laidOut[i].baseX)
            paragraphs[i].dx += (reference - laidOut[i].layoutWidth) * laidOut[i].factor
        }

        // Stack the lines, applying line height rules and the container's limits.
        var result: [Line] = []
        var y: CGFloat = 0
        var cut = false
        var ink = CGRect.null
        stacking: for (p, paragraph) in laidOut.enumerated() {
            let style = paragraph.style
            if p > 0 { y += style.paragraphSpacingBefore }
            for (k, line) in paragraph.lines.enumerated() {
                var height = line.ascent + line.descent + paragraph.leading
                if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
                if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
                if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
                let fitsLines = container.maximumNumberOfLines == 0 || result.count < container.maximumNumberOfLines
                let fitsHeight = container.height.map { y + height <= $0 + 0.001 } ?? true
                guard fitsLines && (fitsHeight || (result.isEmpty && container.keepsFirstLine)) else {
                    cut = true
                    break stacking
                }
                let source = sources[p]
                let x = line.x + paragraphs[p].dx
                let start16 = utf16Offset(ofUTF8: line.utf8Start, in: source)
                let end16 = utf16Offset(ofUTF8: line.utf8Start + line.utf8Length, in: source)
                let baseline = y + height - line.descent - paragraph.leading
                var width = line.width
                var clip: ClosedRange<CGFloat>?
                if let available = paragraph.available, !container.isSingleLine,
                   (labelRule ?? style.lineBreakMode) == .byClipping, line.width > available + 0.001 {
                    clip = paragraph.baseX...(paragraph.baseX + available)
                    width = max(0, min(x + width, paragraph.baseX + available) - x)
                    cut = true
                }
                let fragmentWidth = container.width ?? (widest)
                result.append(Line(rect: CGRect(x: 0, y: y, width: fragmentWidth, height: height),
                                   usedRect: CGRect(x: x, y: y, width: width, height: height), baseline: baseline,
                                   characterRange: NSRange(location: source.utf16.lowerBound + start16, length: end16 - start16),
                                   isTruncated: false, paragraph: p, pangoLineIndex: Int32(k), replacement: nil, clip: clip))
                ink = ink.union(line.ink.offsetBy(dx: x, dy: baseline))
                y += height
                if k < paragraph.lines.count - 1 { y += style.lineSpacing }
            }
            if p < laidOut.count - 1 { y += style.paragraphSpacing }
        }

        if cut, let last = result.indices.last {
            let p = result[last].paragraph
            let style = laidOut[p].style
            let lastMode: NSLineBreakMode? = labelRule
                ?? (container.truncatesLastVisibleLine ? (style.lineBreakMode.truncates ? style.lineBreakMode : .byTruncatingTail) : nil)
            if let lastMode, lastMode.truncates || lastMode == .byClipping, let available = laidOut[p].available {
                replaceLastLine(&result[last], mode: lastMode, text: text, source: sources[p],
                                pangoLine: laidOut[p].lines[Int(result[last].pangoLineIndex)], paragraph: laidOut[p].style,
                                baseX: laidOut[p].baseX, available: available, factor: laidOut[p].factor, ink: &ink)
            }
        }

        let used = result.reduce(CGRect.null) { $0.union($1.usedRect) }
        let truncated = cut || ellipsised || result.contains { $0.isTruncated || $0.clip != nil }
        let shadow = text.runs.lazy.compactMap(\.style.shadow).first
        return TextLayout(lines: result, usedRect: used.isNull ? .zero : used, inkRect: ink.isNull ? .zero : ink,
                          isTruncated: truncated, paragraphs: paragraphs, shadow: shadow)
    }

    /// Replaces the last visible line by a one-line layout of the rest of its paragraph,
    /// ellipsised (or clipped) to the line's width.
    private static func replaceLastLine(_ line: inout Line, mode: NSLineBreakMode, text: AttributedText,
                                        source: ParagraphSource, pangoLine: PangoLine, paragraph: ParagraphAttributes,
                                        baseX: CGFloat, available: CGFloat, factor: CGFloat, ink: inout CGRect) {
        let start16 = line.characterRange.location - source.utf16.lowerBound
        let rest = ParagraphSource(utf16: (source.utf16.lowerBound + start16)..<source.utf16.upperBound,
                                   text: String(decoding: Array(source.text.utf8)[Int(source.utf8Offsets[start16])...], as: UTF8.self),
                                   utf8Offsets: source.utf8Offsets[start16...].map { $0 - source.utf8Offsets[start16] })
        let layout = pango_layout_new(PangoEngine.shared.context)!
        let owner = GObjectRef(taking: layout)
        configure(layout, text: rest.text, runs: text.runs, paragraph: rest, firstStyle: text.style(at: rest.utf16.lowerBound))
        let indent = line.pangoLineIndex == 0 ? max(0, paragraph.firstLineHeadIndent - paragraph.headIndent)
                                              : max(0, paragraph.headIndent - paragraph.firstLineHeadIndent)
        let width = max(0, available - indent)
        pango_layout_set_single_paragraph_mode(layout, 1)
        if mode.truncates {
            pango_layout_set_width(layout, max(1, PangoUnits.units(width)))
            pango_layout_set_ellipsize(layout, ellipsizeMode(mode))
        }
        guard let newLine = pangoLines(layout).first else { return }
        let shown = min(newLine.width, width)
        let x = baseX + indent + (width - shown) * factor
        ink = ink.union(newLine.ink.offsetBy(dx: x, dy: line.baseline))
        line.replacement = owner
        line.isTruncated = mode.truncates && pango_layout_is_ellipsized(layout) != 0
        line.characterRange.length = rest.utf16.count
        line.usedRect.origin.x = x
        line.usedRect.size.width = shown
        if newLine.width > width + 0.001 { line.clip = (baseX + indent)...(baseX + indent + width) }
    }

    /// Sets text, default font and attributes of a paragraph layout.
    private static func configure(_ layout: OpaquePointer, text: String, runs: [AttributedText.Run],
                                  paragraph: ParagraphSource, firstStyle: TextRunStyle) {
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))
        let description = firstStyle.font.makeDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let list = pango_attr_list_new()!
        // UIKit never adds a hyphen where it breaks a word (character wrapping, long
        // words); Pango does by default.
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        for run in runs {
            let lower = max(run.range.lowerBound, paragraph.utf16.lowerBound) - paragraph.utf16.lowerBound
            let upper = min(run.range.upperBound, paragraph.utf16.upperBound) - paragraph.utf16.lowerBound
            guard lower < upper else { continue }
            PangoAttributes.add(run.style, to: list, from: UInt32(paragraph.utf8Offsets[lower]),
                                to: UInt32(paragraph.utf8Offsets[upper]))
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    private static func pangoLines(_ layout: OpaquePointer) -> [PangoLine] {
        var lines: [PangoLine] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var index: Int32 = 0
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, &logical)
            let baseline = pango_layout_iter_get_baseline(iter)
            let line = pango_layout_iter_get_line_readonly(iter)!
            lines.append(PangoLine(index: index, x: PangoUnits.points(logical.x), width: PangoUnits.points(logical.width),
                                   ascent: PangoUnits.points(baseline - logical.y),
                                   descent: PangoUnits.points(logical.y + logical.height - baseline),
                                   ink: CGRect(x: PangoUnits.points(ink.x - logical.x), y: PangoUnits.points(ink.y - baseline),
                                               width: PangoUnits.points(ink.width), height: PangoUnits.points(ink.height)),
                                   utf8Start: line.pointee.start_index, utf8Length: line.pointee.length))
            index += 1
        } while pango_layout_iter_next_line(iter) != 0
        return lines
    }

    /// Splits at paragraph separators (LF, CR, CR LF, U+2029); a trailing separator
    /// leaves an empty last paragraph, as TextKit's extra line fragment. An empty string
    /// has no paragraphs.
    private static func splitParagraphs(_ string: String, singleLine: Bool) -> [ParagraphSource] {
        guard !string.isEmpty else { return [] }
        var result: [ParagraphSource] = []
        var text = ""
        var offsets: [Int32] = [0]
        var start16 = 0, position16 = 0
        var previousWasCR = false
        func finish() {
            result.append(ParagraphSource(utf16: start16..<position16, text: text, utf8Offsets: offsets))
            text = ""
            offsets = [0]
        }
        for scalar in string.unicodeScalars {
            let v = scalar.value
            let width16 = scalar.utf16.count
            if !singleLine && (v == 0x0A || v == 0x0D || v == 0x2029) {
                if v == 0x0A && previousWasCR {
                    start16 = position16 + 1
                    position16 += 1
                    previousWasCR = false
                    continue
                }
                finish()
                position16 += width16
                start16 = position16
                previousWasCR = v == 0x0D
                continue
            }
            previousWasCR = false
            text.unicodeScalars.append(scalar)
            let utf8 = Int32(text.utf8.count)
            // Offsets inside a surrogate pair map to the scalar's start.
            if width16 == 2 { offsets.append(offsets[offsets.count - 1]) }
            offsets.append(utf8)
            position16 += width16
        }
        finish()
        return result
    }

    private static func utf16Offset(ofUTF8 byte: Int32, in source: ParagraphSource) -> Int {
        source.utf8Offsets.firstIndex { $0 >= byte } ?? (source.utf8Offsets.count - 1)
    }

    /// Whether the paragraph's first strong character is right-to-left (Hebrew, Arabic and
    /// their neighbours), which makes natural alignment right.
    private static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
    }

    private static func alignmentFactor(_ alignment: NSTextAlignment, rtl: Bool) -> CGFloat {
        switch alignment {
        case .left: 0
        case .center: 0.5
        case .right: 1
        case .natural, .justified: rtl ? 1 : 0
        }
    }

    private static func ellipsizeMode(_ mode: NSLineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }
}
