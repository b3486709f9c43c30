import Foundation
import Testing
import UIKit

@Suite struct TextAttributeTests {
    @Test func keysHaveApplesRawValues() {
        let keys: [(NSAttributedString.Key, String)] = [
            (.font, "NSFont"), (.paragraphStyle, "NSParagraphStyle"), (.foregroundColor, "NSColor"),
            (.backgroundColor, "NSBackgroundColor"), (.ligature, "NSLigature"), (.kern, "NSKern"),
            (.strikethroughStyle, "NSStrikethrough"), (.underlineStyle, "NSUnderline"),
            (.underlineColor, "NSUnderlineColor"), (.strikethroughColor, "NSStrikethroughColor"),
            (.shadow, "NSShadow"), (.baselineOffset, "NSBaselineOffset"),
        ]
        for (key, raw) in keys { #expect(key.rawValue == raw) }
    }

    @Test func enumsHaveApplesRawValues() {
        #expect([NSTextAlignment.left, .center, .right, .justified, .natural].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
                 .byTruncatingMiddle].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.thick.rawValue == 2 && NSUnderlineStyle.double.rawValue == 9)
        #expect(NSUnderlineStyle.byWord.rawValue == 0x8000)
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
        #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }

    @Test func defaultParagraphStyle() {
        let p = NSParagraphStyle.default
        #expect(p.alignment == .natural)
        #expect(p.lineBreakMode == .byWordWrapping)
        #expect(p.lineSpacing == 0 && p.paragraphSpacing == 0 && p.headIndent == 0 && p.lineHeightMultiple == 0)
    }

    @Test func mutableCopyIsIndependentAndMutable() throws {
        let mutable = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        mutable.alignment = .center
        mutable.lineSpacing = 4
        #expect(NSParagraphStyle.default.alignment == .natural)
        let frozen = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        mutable.alignment = .right
        #expect(frozen.alignment == .center && frozen.lineSpacing == 4)
        #expect(frozen == (frozen.mutableCopy() as? NSParagraphStyle))
    }

    @Test func shadowDefaults() {
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == CGSize(width: 0, height: -3))
        #expect(shadow.shadowBlurRadius == 0)
        #expect(shadow.shadowColor == nil)
    }
}
