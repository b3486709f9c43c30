import Foundation
import Testing
import UIKit

@Suite struct FontTests {
    @Test func standardSizesAreUIKits() {
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.smallSystemFontSize == 12)
    }

    @Test func weightsHaveApplesRawValues() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    }

    @Test func metricsComeFromTheFont() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.ascender > 0)
        #expect(font.descender < 0)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 0.001)
        #expect(font.capHeight > font.xHeight)
        #expect(font.xHeight > 0)
        #expect(font.capHeight < font.ascender)
        // DejaVu Sans: ascender 1901/2048 em, descender 483/2048 em.
        #expect(abs(font.ascender - 17 * 1901 / 2048) < 0.05)
        #expect(abs(font.descender + 17 * 483 / 2048) < 0.05)
        #expect(abs(font.lineHeight - 17 * 2384 / 2048) < 0.05)  // no line gap
    }

    @Test func metricsScaleWithSize() {
        let small = UIFont.systemFont(ofSize: 10), large = UIFont.systemFont(ofSize: 40)
        #expect(abs(large.ascender - 4 * small.ascender) < 0.05)
        #expect(abs(large.lineHeight - 4 * small.lineHeight) < 0.1)
    }

    @Test func systemFontIsDejaVuSans() {
        #expect(UIFont.systemFont(ofSize: 12).familyName == "DejaVu Sans")
        #expect(UIFont.systemFont(ofSize: 12).fontName == "DejaVuSans")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "DejaVuSans-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "DejaVuSans-Oblique")
        #expect(UIFont.systemFont(ofSize: 12, weight: .ultraLight).fontName == "DejaVuSans-ExtraLight")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
    }

    @Test func monospacedFontsHaveEqualAdvances() {
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        let narrow = "iiii".size(withAttributes: [.font: mono]).width
        let wide = "WWWW".size(withAttributes: [.font: mono]).width
        #expect(abs(narrow - wide) < 0.01)
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        #expect(abs("1111".size(withAttributes: [.font: digits]).width - "8888".size(withAttributes: [.font: digits]).width) < 0.01)
    }

    @Test func preferredFontsUseTheLargeContentSize() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "DejaVuSans-Bold")  // semibold → nearest face
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test func namedFontsAndFamilies() throws {
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 20))
        #expect(bold.familyName == "DejaVu Sans")
        #expect(bold.pointSize == 20)
        #expect(bold.withSize(30).fontName == "DejaVuSans-Bold")
        #expect(bold.withSize(30).pointSize == 30)
        #expect(UIFont(name: "dejavu sans", size: 12)?.fontName == "DejaVuSans")
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        #expect(!UIFont.familyNames.contains("Sans"))  // generic aliases are not families
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").first == "DejaVuSans")
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans-BoldOblique"))
        #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
    }

    @Test func unknownFontNameGivesNil() {
        #expect(UIFont(name: "Helvetica-NoSuchFace", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
    }

    @Test func fontsCompareByFace() {
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.boldSystemFont(ofSize: 12))
    }

    @Test func badSizesDoNotCrash() {
        for size in [CGFloat.nan, -4, .infinity, 0] {
            let font = UIFont.systemFont(ofSize: size)
            #expect(font.pointSize >= 0 && font.pointSize.isFinite)
            #expect(font.lineHeight.isFinite)
            _ = "text".size(withAttributes: [.font: font])
        }
    }
}
