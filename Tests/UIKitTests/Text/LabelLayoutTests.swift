import Foundation
import Testing
import UIKit

@Suite struct LabelLayoutTests {
    let text = NSAttributedString(string: "The quick brown fox jumps over the lazy dog and keeps running across the field.",
                                  attributes: [.font: UIFont.systemFont(ofSize: 17)])

    @Test func numberOfLinesLimitsAndTruncatesTheLastLine() {
        let layout = TextLayout.label(text, size: CGSize(width: 150, height: 1000), numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        #expect(layout.lines[1].isTruncated)
        #expect(layout.usedRect.width <= 150.001)
    }

    @Test func unlimitedLinesShowEverything() {
        let layout = TextLayout.label(text, size: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
                                      numberOfLines: 0, lineBreakMode: .byTruncatingTail)
        #expect(layout.lines.count > 3)
        #expect(!layout.isTruncated)
    }

    @Test func singleLineModes() {
        for mode in [NSLineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
            let layout = TextLayout.label(text, size: CGSize(width: 150, height: 100), numberOfLines: 1, lineBreakMode: mode)
            #expect(layout.lines.count == 1)
            #expect(layout.lines[0].isTruncated)
        }
        let clipped = TextLayout.label(text, size: CGSize(width: 150, height: 100), numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(clipped.lines.count == 1 && clipped.isTruncated && !clipped.lines[0].isTruncated)
        #expect(clipped.usedRect.maxX <= 150.001)
        let wrapped = TextLayout.label(text, size: CGSize(width: 150, height: 100), numberOfLines: 1, lineBreakMode: .byWordWrapping)
        #expect(wrapped.lines.count == 1 && wrapped.isTruncated && !wrapped.lines[0].isTruncated)
    }

    @Test func labelsKeepTheirFirstLineInAShortBounds() {
        let layout = TextLayout.label(text, size: CGSize(width: 150, height: 5), numberOfLines: 0, lineBreakMode: .byTruncatingTail)
        #expect(layout.lines.count == 1)
    }

    @Test func scaleToFitFindsTheLargestFittingScale() {
        let size = CGSize(width: 300, height: 30)
        let scale = TextLayout.labelScaleToFit(text, size: size, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                                               minimumScaleFactor: 0.2)
        #expect(scale > 0.2 && scale < 1)
        let fits = TextLayout.label(TextLayout.scaledFonts(of: text, by: scale), size: size, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(!fits.isTruncated)
        let tooBig = TextLayout.label(TextLayout.scaledFonts(of: text, by: scale + 0.01), size: size, numberOfLines: 1,
                                      lineBreakMode: .byTruncatingTail)
        #expect(tooBig.isTruncated)
        let short = NSAttributedString(string: "Hi")
        #expect(TextLayout.labelScaleToFit(short, size: size, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                                           minimumScaleFactor: 0.5) == 1)
        #expect(TextLayout.labelScaleToFit(text, size: CGSize(width: 10, height: 10), numberOfLines: 1,
                                           lineBreakMode: .byTruncatingTail, minimumScaleFactor: 0.5) == 0.5)
    }
}
