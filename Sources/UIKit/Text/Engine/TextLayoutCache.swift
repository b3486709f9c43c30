import Foundation

extension TextLayout {
    /// The layout of `text` in `container` (cached).
    package static func make(_ text: NSAttributedString, in container: TextContainer) -> TextLayout {
        make(AttributedText(text), in: container)
    }

    /// The layout of `text` in `container`, from the cache when the same text, attributes
    /// and container were laid out recently.
    static func make(_ text: AttributedText, in container: TextContainer) -> TextLayout {
        let key = TextLayoutCache.Key(text: text, container: container.sanitized)
        return PangoEngine.shared.locked {
            if let cached = TextLayoutCache.shared.layout(for: key) { return cached }
            let layout = build(text, key.container)
            TextLayoutCache.shared.insert(layout, for: key)
            return layout
        }
    }
}

/// A bounded cache of layouts per (string, attributes, container), least recently used
/// evicted first. Used only under the engine's lock.
final class TextLayoutCache: @unchecked Sendable {
    struct Key: Hashable {
        var text: AttributedText
        var container: TextContainer
    }

    static let shared = TextLayoutCache(capacity: 256)

    private let capacity: Int
    private var entries: [Key: (layout: TextLayout, stamp: UInt64)] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int) { self.capacity = capacity }

    func layout(for key: Key) -> TextLayout? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key]?.stamp = clock
        return entry.layout
    }

    func insert(_ layout: TextLayout, for key: Key) {
        clock += 1
        entries[key] = (layout, clock)
        if entries.count > capacity, let oldest = entries.min(by: { $0.value.stamp < $1.value.stamp })?.key {
            entries[oldest] = nil
        }
    }
}

extension TextLayout {
    /// The layout of `text` in `container`, made now and not cached: for text a view keeps
    /// its own layouts of (a text view's paragraphs), which would only push the shared
    /// cache's entries out.
    static func makeUncached(_ text: AttributedText, in container: TextContainer) -> TextLayout {
        PangoEngine.shared.locked { build(text, container.sanitized) }
    }
}
