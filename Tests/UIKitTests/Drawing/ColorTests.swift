import Testing
import UIKitTesting

@Suite("UIColor")
struct ColorTests {
    private func rgba(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        return color.getRed(&r, green: &g, blue: &b, alpha: &a) ? (r, g, b, a) : nil
    }

    @Test("scenario 21: UIColor(red:1,green:0,blue:0,alpha:1) fills RGBA (255,0,0,255)")
    func redFill() {
        let pixels = renderPixels(4, 4) { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(pixels[2, 2] == .red)
    }

    @Test("scenario 22: hue 0 saturation 1 brightness 1 renders as pure red; white 0.5 renders gray 128 ± 1")
    func hsbAndWhite() {
        let pixels = renderPixels(2, 1) { context in
            UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor(white: 0.5, alpha: 1).setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(pixels[0, 0] == .red)
        #expect(pixels[1, 0].isClose(to: .init(128, 128, 128, 255), tolerance: 1))
    }

    @Test("R6.2 HSB converts to RGB and back")
    func hsbRoundTrip() throws {
        let cases: [(CGFloat, CGFloat, CGFloat, (CGFloat, CGFloat, CGFloat))] = [
            (1.0 / 3, 1, 1, (0, 1, 0)), (2.0 / 3, 1, 1, (0, 0, 1)), (0.5, 1, 0.5, (0, 0.5, 0.5)),
            (1, 1, 1, (1, 0, 0)), (0, 0, 0.25, (0.25, 0.25, 0.25)), (1.25, 1, 1, (0.5, 1, 0)),
        ]
        for (h, s, v, expected) in cases {
            let c = try #require(rgba(UIColor(hue: h, saturation: s, brightness: v, alpha: 0.5)))
            #expect(abs(c.0 - expected.0) < 1e-9 && abs(c.1 - expected.1) < 1e-9 && abs(c.2 - expected.2) < 1e-9,
                    "hue \(h): \(c)")
            #expect(c.3 == 0.5)
        }
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 30.0 / 360) < 1e-9 && s == 1 && v == 1 && a == 1)
        #expect(UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(h == 0 && s == 0 && v == 0.5)
    }

    @Test("getRed works on RGB and gray colours; getWhite only on gray ones")
    func componentQueries() throws {
        let gray = try #require(rgba(.darkGray))
        #expect(gray.0 == 1.0 / 3 && gray.1 == 1.0 / 3 && gray.2 == 1.0 / 3 && gray.3 == 1)
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.lightGray.getWhite(&w, alpha: &a) && w == 2.0 / 3 && a == 1)
        w = -1
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        #expect(w == -1)
        // nil pointers are allowed.
        #expect(UIColor.blue.getRed(nil, green: nil, blue: nil, alpha: nil))
    }

    @Test("the standard colours have UIKit's component values")
    func standardColours() throws {
        let expected: [(UIColor, (CGFloat, CGFloat, CGFloat, CGFloat))] = [
            (.black, (0, 0, 0, 1)), (.darkGray, (1.0 / 3, 1.0 / 3, 1.0 / 3, 1)),
            (.lightGray, (2.0 / 3, 2.0 / 3, 2.0 / 3, 1)), (.white, (1, 1, 1, 1)), (.gray, (0.5, 0.5, 0.5, 1)),
            (.red, (1, 0, 0, 1)), (.green, (0, 1, 0, 1)), (.blue, (0, 0, 1, 1)), (.cyan, (0, 1, 1, 1)),
            (.yellow, (1, 1, 0, 1)), (.magenta, (1, 0, 1, 1)), (.orange, (1, 0.5, 0, 1)),
            (.purple, (0.5, 0, 0.5, 1)), (.brown, (0.6, 0.4, 0.2, 1)), (.clear, (0, 0, 0, 0)),
        ]
        for (color, value) in expected {
            let c = try #require(rgba(color))
            #expect(c == value, "\(color)")
        }
        var w: CGFloat = 0, a: CGFloat = 0
        for gray in [UIColor.black, .darkGray, .lightGray, .white, .gray, .clear] {
            #expect(gray.getWhite(&w, alpha: &a), "\(gray) is a gray-space colour in UIKit")
        }
    }

    @Test("the system colours resolve to their light-mode sRGB values")
    func systemColours() throws {
        let expected: [(UIColor, (CGFloat, CGFloat, CGFloat), CGFloat)] = [
            (.systemRed, (255, 59, 48), 1), (.systemOrange, (255, 149, 0), 1), (.systemYellow, (255, 204, 0), 1),
            (.systemGreen, (52, 199, 89), 1), (.systemMint, (0, 199, 190), 1), (.systemTeal, (48, 176, 199), 1),
            (.systemCyan, (50, 173, 230), 1), (.systemBlue, (0, 122, 255), 1), (.systemIndigo, (88, 86, 214), 1),
            (.systemPurple, (175, 82, 222), 1), (.systemPink, (255, 45, 85), 1), (.systemBrown, (162, 132, 94), 1),
            (.systemGray, (142, 142, 147), 1), (.systemGray2, (174, 174, 178), 1),
            (.systemGray3, (199, 199, 204), 1), (.systemGray4, (209, 209, 214), 1),
            (.systemGray5, (229, 229, 234), 1), (.systemGray6, (242, 242, 247), 1),
            (.label, (0, 0, 0), 1), (.secondaryLabel, (60, 60, 67), 0.6), (.tertiaryLabel, (60, 60, 67), 0.3),
            (.quaternaryLabel, (60, 60, 67), 0.18), (.placeholderText, (60, 60, 67), 0.3),
            (.systemFill, (120, 120, 128), 0.2), (.secondarySystemFill, (120, 120, 128), 0.16),
            (.tertiarySystemFill, (118, 118, 128), 0.12), (.quaternarySystemFill, (116, 116, 128), 0.08),
            (.systemBackground, (255, 255, 255), 1), (.secondarySystemBackground, (242, 242, 247), 1),
            (.tertiarySystemBackground, (255, 255, 255), 1), (.systemGroupedBackground, (242, 242, 247), 1),
            (.separator, (60, 60, 67), 0.29), (.opaqueSeparator, (198, 198, 200), 1), (.link, (0, 122, 255), 1),
        ]
        for (color, rgb, alpha) in expected {
            let c = try #require(rgba(color))
            #expect(abs(c.0 * 255 - rgb.0) < 1e-9 && abs(c.1 * 255 - rgb.1) < 1e-9
                        && abs(c.2 * 255 - rgb.2) < 1e-9 && abs(c.3 - alpha) < 1e-9, "\(color)")
        }
        #expect(UIColor.tintColor == UIColor.systemBlue)
    }

    @Test("withAlphaComponent keeps the colour space and replaces alpha; equality is by cgColor")
    func alphaAndEquality() {
        let half = UIColor.gray.withAlphaComponent(0.25)
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(half.getWhite(&w, alpha: &a) && w == 0.5 && a == 0.25)
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
    }

    @Test("set/setFill/setStroke change only the current context; with none they do nothing")
    func settingColours() {
        UIColor.red.set()  // no current context: nothing happens
        let pixels = renderPixels(4, 2) { context in
            UIColor.blue.set()
            UIColor.green.setStroke()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 3, y: -1, width: 2, height: 4))
        }
        #expect(pixels[0, 0] == .blue)
        #expect(pixels[3, 1] == .green)
    }
}
