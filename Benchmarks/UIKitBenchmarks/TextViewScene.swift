import CoreGraphics
import Foundation
@_spi(Testing) import UIKit
import UIKitTesting

/// Full-screen text views on a simulated iPhone 15 (393 × 852 at 3×): one holding about
/// 1 MB of mixed prose in about 20,000 lines (some non-ASCII: accents, CJK, emoji), one
/// holding about 1 KB of the same prose. Each edits with the caret in its middle; a
/// keystroke types one character (then deletes it, so the document stays the same) and
/// lets the Simulator lay out and composite the frame.
@MainActor
final class TextViewScene {
    let simulator = Simulator(device: .iPhone15)
    let window: UIWindow
    let large: UITextView, small: UITextView
    let largeText: String, smallText: String

    /// `lines` lines of mixed prose.
    static func document(lines: Int) -> String {
        let samples = [
            "The quick brown fox jumps over the lazy dog, and then it rests for a while in the sun.",
            "Café crème, naïve façade — déjà vu in the évènement of the day, très bien.",
            "Short line.",
            "Ünïcödé text with emoji 🙂 and CJK 漢字 mixed into an otherwise ordinary sentence.",
        ]
        return (0..<lines).map { "\($0): " + samples[$0 % samples.count] }.joined(separator: "\n")
    }

    init() {
        largeText = Self.document(lines: 20_000)
        smallText = Self.document(lines: 16)
        simulator.hardwareKeyboardConnected = true
        window = UIWindow(frame: simulator.screen.bounds)
        large = UITextView(frame: window.bounds)
        small = UITextView(frame: window.bounds)
        window.makeKeyAndVisible()
        large.text = largeText
        small.text = smallText
        for view in [large, small] { window.addSubview(view) }
        show(small)
    }

    /// The size of the large document in UTF-8 bytes.
    var largeBytes: Int { largeText.utf8.count }

    /// Makes `view` the one shown and edited, with the caret in its middle, scrolled there.
    func show(_ view: UITextView) {
        large.isHidden = view !== large
        small.isHidden = view !== small
        view.becomeFirstResponder()
        let middle = (view.text as NSString).length / 2
        view.selectedRange = NSRange(location: middle, length: 0)
        view.scrollRangeToVisible(view.selectedRange)
        simulator.runUntilIdle()
    }

    /// One keystroke and the composited frame after it (then its deletion and frame, so the
    /// document does not grow: the figure is the time of the two keystrokes halved).
    func keystroke() {
        simulator.type("x")
        simulator.advance(by: 1.0 / 60)
        simulator.press(.delete)
        simulator.advance(by: 1.0 / 60)
    }

    /// Opens `text` in a new full-screen text view up to its first composited frame.
    func open(_ text: String) {
        let view = UITextView(frame: window.bounds)
        view.text = text
        window.addSubview(view)
        simulator.advance(by: 1.0 / 60)
        view.removeFromSuperview()
    }

    /// One frame of a fling mid-document: the offset moves 40 points and the frame is laid
    /// out and composited (alternating direction so it stays mid-document).
    private var flingDirection: CGFloat = 1
    func scrollFrame() {
        var offset = large.contentOffset
        offset.y += 40 * flingDirection
        flingDirection = -flingDirection
        large.contentOffset = offset
        simulator.advance(by: 1.0 / 60)
    }

    /// A frame where nothing changes.
    func staticFrame() {
        simulator.advance(by: 1.0 / 60)
    }

    /// Paragraph layouts built by the large view since the count was last reset.
    var largeLayoutsBuilt: Int { large.paragraphLayoutsBuilt }
}
