import Testing
import UIKitTesting

/// The Visual Format Language's grammar (Auto Layout Guide, "Visual Format Language"): each
/// form checked by the constraints it makes and by the frames they give.
@MainActor
@Suite("Auto Layout: the Visual Format Language", .serialized)
struct VisualFormatTests {
    // MARK: Apple's examples

    @Test("VFL example 'Standard Space': [button]-[textField]")
    func standardSpace() {
        let s = FormatScene("button", "textField")
        #expect(equations(s.constraints("[button]-[textField]"))
            == equations([constraint(s["textField"], .leading, .equal, s["button"], .trailing, 8)]))
        s.layout("|-20-[button(100)]-[textField(50)]", "V:|[button(30)]", "V:|[textField(30)]")
        #expect(s.frame("textField") == CGRect(x: 128, y: 0, width: 50, height: 30))
    }

    @Test("VFL example 'Width Constraint': [button(>=50)]")
    func widthConstraint() {
        let s = FormatScene()
        s.add("button", intrinsic: CGSize(width: 30, height: 20))
        #expect(equations(s.constraints("[button(>=50)]"))
            == equations([fixed(s["button"], .width, 50, .greaterThanOrEqual)]))
        s.layout("|[button(>=50)]", "V:|[button]")
        #expect(s.frame("button") == CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test("VFL example 'Connection to Superview': |-50-[orchidBox]-50-|")
    func connectionToSuperview() {
        let s = FormatScene("orchidBox")
        #expect(equations(s.constraints("|-50-[orchidBox]-50-|")) == equations([
            constraint(s["orchidBox"], .leading, .equal, s.root, .leading, 50),
            constraint(s.root, .trailing, .equal, s["orchidBox"], .trailing, 50),
        ]))
        s.layout("|-50-[orchidBox]-50-|", "V:|-50-[orchidBox]-50-|")
        #expect(s.frame("orchidBox") == CGRect(x: 50, y: 50, width: 220, height: 380))
    }

    @Test("VFL example 'Vertical Layout': V:[topField]-10-[bottomField]")
    func verticalLayout() {
        let s = FormatScene("topField", "bottomField")
        #expect(equations(s.constraints("V:[topField]-10-[bottomField]"))
            == equations([constraint(s["bottomField"], .top, .equal, s["topField"], .bottom, 10)]))
        s.layout("V:|-20-[topField(30)]-10-[bottomField(30)]", "|[topField]|", "|[bottomField]|")
        #expect(s.frame("bottomField") == CGRect(x: 0, y: 60, width: 320, height: 30))
    }

    @Test("VFL example 'Flush Views': [maroonView][blueView]")
    func flushViews() {
        let s = FormatScene("maroonView", "blueView")
        #expect(equations(s.constraints("[maroonView][blueView]"))
            == equations([constraint(s["blueView"], .leading, .equal, s["maroonView"], .trailing)]))
        s.layout("|[maroonView(100)][blueView(60)]", "V:|[maroonView(10)]", "V:|[blueView(10)]")
        #expect(s.frame("blueView") == CGRect(x: 100, y: 0, width: 60, height: 10))
    }

    @Test("VFL example 'Priority': [button(100@20)] gives way to the content hugging at 250")
    func priority() {
        let s = FormatScene()
        s.add("button", intrinsic: CGSize(width: 80, height: 30))
        #expect(equations(s.constraints("[button(100@20)]")) == equations([fixed(s["button"], .width, 100, priority: 20)]))
        s.layout("|[button(100@20)]", "V:|[button]")
        #expect(s.frame("button").width == 80)
    }

    @Test("VFL example 'Equal Widths': [button1(==button2)]")
    func equalWidths() {
        let s = FormatScene("button1", "button2")
        #expect(equations(s.constraints("[button1(==button2)]"))
            == equations([constraint(s["button1"], .width, .equal, s["button2"], .width)]))
        s.layout("|[button1(==button2)][button2]|", "V:|[button1(10)]", "V:|[button2(10)]")
        #expect(s.frame("button1") == CGRect(x: 0, y: 0, width: 160, height: 10))
        #expect(s.frame("button2") == CGRect(x: 160, y: 0, width: 160, height: 10))
    }

    @Test("VFL example 'Multiple Predicates': [flexibleButton(>=70,<=100)]")
    func multiplePredicates() {
        let s = FormatScene()
        s.add("flexibleButton", intrinsic: CGSize(width: 200, height: 30))
        #expect(equations(s.constraints("[flexibleButton(>=70,<=100)]")) == equations([
            fixed(s["flexibleButton"], .width, 70, .greaterThanOrEqual),
            fixed(s["flexibleButton"], .width, 100, .lessThanOrEqual),
        ]))
        s.layout("|[flexibleButton(>=70,<=100)]", "V:|[flexibleButton]")
        #expect(s.frame("flexibleButton").width == 100)
    }

    @Test("VFL example 'A Complete Line of Layout': standard spaces to the superview are its layout margins")
    func completeLine() {
        let s = FormatScene()
        s.add("find", intrinsic: CGSize(width: 50, height: 20))
        s.add("findNext", intrinsic: CGSize(width: 60, height: 20))
        s.add("findField")
        let format = "|-[find]-[findNext]-[findField(>=20)]-|"
        let margins = s.root.layoutMarginsGuide
        #expect(equations(s.constraints(format)) == equations([
            constraint(s["find"], .leading, .equal, margins, .leading),
            constraint(s["findNext"], .leading, .equal, s["find"], .trailing, 8),
            constraint(s["findField"], .leading, .equal, s["findNext"], .trailing, 8),
            fixed(s["findField"], .width, 20, .greaterThanOrEqual),
            constraint(margins, .trailing, .equal, s["findField"], .trailing),
        ]))
        s.layout(format, "V:|-[find]", "V:|-[findNext]", "V:|-[findField(20)]")
        #expect(s.frame("find") == CGRect(x: 8, y: 8, width: 50, height: 20))
        #expect(s.frame("findNext") == CGRect(x: 66, y: 8, width: 60, height: 20))
        #expect(s.frame("findField") == CGRect(x: 134, y: 8, width: 178, height: 20))
    }

    // MARK: Orientation and the superview

    @Test("VFL grammar: without an orientation a format is horizontal")
    func horizontalByDefault() {
        let s = FormatScene("a", "b")
        #expect(equations(s.constraints("|-[a(40)]-[b]")) == equations(s.constraints("H:|-[a(40)]-[b]")))
    }

    @Test("VFL grammar: V: relates tops and bottoms, and sizes are heights")
    func vertical() {
        let s = FormatScene("a", "b")
        let margins = s.root.layoutMarginsGuide
        #expect(equations(s.constraints("V:|-10-[a(50)]-[b(==a)]-|")) == equations([
            constraint(s["a"], .top, .equal, s.root, .top, 10),
            fixed(s["a"], .height, 50),
            constraint(s["b"], .top, .equal, s["a"], .bottom, 8),
            constraint(s["b"], .height, .equal, s["a"], .height),
            constraint(margins, .bottom, .equal, s["b"], .bottom),
        ]))
        s.layout("V:|-10-[a(50)]-[b(==a)]", "|[a(10)]", "|[b(10)]")
        #expect(s.frame("a") == CGRect(x: 0, y: 10, width: 10, height: 50))
        #expect(s.frame("b") == CGRect(x: 0, y: 68, width: 10, height: 50))
    }

    @Test("VFL grammar: |[a]| pins the edges to the superview's")
    func flushToSuperview() {
        let s = FormatScene("a")
        #expect(equations(s.constraints("|[a]|")) == equations([
            constraint(s["a"], .leading, .equal, s.root, .leading),
            constraint(s.root, .trailing, .equal, s["a"], .trailing),
        ]))
        s.layout("|[a]|", "V:|[a]|")
        #expect(s.frame("a") == s.root.bounds)
    }

    @Test("VFL grammar: the standard space to the superview follows its layout margins")
    func standardSpaceFollowsMargins() {
        let s = FormatScene("a")
        s.root.layoutMargins = UIEdgeInsets(top: 12, left: 24, bottom: 16, right: 32)
        s.layout("|-[a]-|", "V:|-[a]-|")
        #expect(s.frame("a") == CGRect(x: 24, y: 12, width: 264, height: 452))
    }

    @Test("VFL grammar: | is the view's own superview, however deep")
    func nestedSuperview() {
        let s = FormatScene("box")
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        s["box"].addSubview(inner)
        s.bind("inner", to: inner)
        #expect(equations(s.constraints("|-5-[inner]-[box]")) == equations([
            constraint(inner, .leading, .equal, s["box"], .leading, 5),
            constraint(s["box"], .leading, .equal, inner, .trailing, 8),
        ]))
        #expect(equations(s.constraints("|-[inner]")) == equations([
            constraint(inner, .leading, .equal, s["box"].layoutMarginsGuide, .leading),
        ]))
        s.layout("|-20-[box(200)]", "V:|-20-[box(100)]", "|-5-[inner]-5-|", "V:|-[inner]-|")
        #expect(inner.frame == CGRect(x: 5, y: 8, width: 190, height: 84))
    }

    // MARK: Connections

    @Test("VFL grammar: spaces with relations and priorities, in and out of parentheses")
    func spaces() {
        let s = FormatScene("a", "b")
        let (a, b) = (s["a"], s["b"])
        #expect(equations(s.constraints("[a]-(>=20)-[b]"))
            == equations([constraint(b, .leading, .greaterThanOrEqual, a, .trailing, 20)]))
        #expect(equations(s.constraints("[a]-(>=20@750)-[b]"))
            == equations([constraint(b, .leading, .greaterThanOrEqual, a, .trailing, 20, priority: 750)]))
        #expect(equations(s.constraints("[a]-(==20)-[b]")) == equations([constraint(b, .leading, .equal, a, .trailing, 20)]))
        #expect(equations(s.constraints("[a]->=20-[b]"))
            == equations([constraint(b, .leading, .greaterThanOrEqual, a, .trailing, 20)]))
        #expect(equations(s.constraints("[a]-20@750-[b]"))
            == equations([constraint(b, .leading, .equal, a, .trailing, 20, priority: 750)]))
        #expect(equations(s.constraints("[a]-(<=30,>=10@500)-[b]")) == equations([
            constraint(b, .leading, .lessThanOrEqual, a, .trailing, 30),
            constraint(b, .leading, .greaterThanOrEqual, a, .trailing, 10, priority: 500),
        ]))
        #expect(equations(s.constraints("[a]-(>=20)-|"))
            == equations([constraint(s.root, .trailing, .greaterThanOrEqual, a, .trailing, 20)]))
    }

    @Test("VFL grammar: a space at least 20, at most 30, preferably 10, is 20")
    func spaceFrames() {
        let s = FormatScene("a", "b")
        s.layout("|[a(50)]-(>=20,<=30,==10@500)-[b(50)]", "V:|[a(10)]", "V:|[b(10)]")
        #expect(s.frame("b").minX == 70)
    }

    @Test("VFL grammar: negative spaces need parentheses and overlap the views")
    func negativeSpaces() {
        let s = FormatScene("a", "b")
        #expect(equations(s.constraints("|-(-10)-[a]-(-20)-[b]")) == equations([
            constraint(s["a"], .leading, .equal, s.root, .leading, -10),
            constraint(s["b"], .leading, .equal, s["a"], .trailing, -20),
        ]))
        s.layout("|-(-10)-[a(50)]-(-20)-[b(50)]", "V:|[a(10)]", "V:|[b(10)]")
        #expect(s.frame("a").minX == -10)
        #expect(s.frame("b").minX == 20)
    }

    @Test("VFL grammar: numbers are read as C's strtod reads decimals")
    func numbers() {
        let s = FormatScene("a", "b")
        func space(_ text: String) -> CGFloat? { s.constraints("[a]-\(text)-[b]").first?.constant }
        #expect(space("10.5") == 10.5)
        #expect(space("20.") == 20)
        #expect(space("2.5e1") == 25)
        #expect(space("1E+1") == 10)
        #expect(space("(-.5)") == -0.5)
        #expect(space("007") == 7)
    }

    // MARK: Metrics

    @Test("VFL grammar: metrics name spaces, sizes and priorities")
    func metrics() {
        let s = FormatScene("a")
        let metrics: [String: Any] = ["margin": 15, "width": 100.5, "low": 300]
        #expect(equations(s.constraints("|-margin-[a(width@low)]-(>=margin)-|", metrics: metrics)) == equations([
            constraint(s["a"], .leading, .equal, s.root, .leading, 15),
            fixed(s["a"], .width, 100.5, priority: 300),
            constraint(s.root, .trailing, .greaterThanOrEqual, s["a"], .trailing, 15),
        ]))
        s.layout("|-margin-[a(width)]", "V:|-margin-[a(width)]", metrics: metrics)
        #expect(s.frame("a") == CGRect(x: 15, y: 15, width: 100.5, height: 100.5))
    }

    @Test("VFL grammar: a metric may be any Swift number or an NSNumber")
    func metricTypes() {
        let s = FormatScene("a")
        let values: [Any] = [12, 12.0, CGFloat(12), Float(12), NSNumber(value: 12), UInt8(12), Int32(12)]
        for value in values {
            #expect(s.constraints("[a(m)]", metrics: ["m": value]).first?.constant == 12, "metric of type \(type(of: value))")
        }
    }

    @Test("VFL grammar: a name in both dictionaries is the metric")
    func metricBeforeView() {
        let s = FormatScene("a", "b")
        #expect(equations(s.constraints("[a(b)]", metrics: ["b": 30])) == equations([fixed(s["a"], .width, 30)]))
    }

    // MARK: View predicates

    @Test("VFL grammar: a view's size related to another view's, with relations and priorities")
    func viewPredicates() {
        let s = FormatScene("a", "b")
        let (a, b) = (s["a"], s["b"])
        #expect(equations(s.constraints("[a(b)]")) == equations([constraint(a, .width, .equal, b, .width)]))
        #expect(equations(s.constraints("[a(<=b@750)]"))
            == equations([constraint(a, .width, .lessThanOrEqual, b, .width, priority: 750)]))
        #expect(equations(s.constraints("[a(>=b,<=200)]")) == equations([
            constraint(a, .width, .greaterThanOrEqual, b, .width), fixed(a, .width, 200, .lessThanOrEqual),
        ]))
        #expect(equations(s.constraints("V:[a(==b)]")) == equations([constraint(a, .height, .equal, b, .height)]))
        s.layout("|[a(>=b@750,<=35)][b(40)]", "V:|[a(b)]", "V:|[b(20)]")
        #expect(s.frame("a") == CGRect(x: 0, y: 0, width: 35, height: 20))
    }

    // MARK: Order and items

    @Test("VFL grammar: each view's sizes follow the connection that reaches it, in UIKit's order")
    func order() {
        let s = FormatScene("left", "right")
        let (left, right) = (s["left"], s["right"])
        let made = s.constraints("|-(>=10@metric1)-[left(right@999)][right(metric2)]|", metrics: ["metric1": 300, "metric2": 77])
        #expect(equations(made) == equations([
            constraint(left, .leading, .greaterThanOrEqual, s.root, .leading, 10, priority: 300),
            constraint(left, .width, .equal, right, .width, priority: 999),
            constraint(right, .leading, .equal, left, .trailing),
            fixed(right, .width, 77),
            constraint(s.root, .trailing, .equal, right, .trailing),
        ]))
        #expect(made.allSatisfy { !$0.isActive })
        #expect(s.root.constraints.isEmpty)
    }

    @Test("VFL grammar: the first view's sizes come first")
    func firstViewSizesFirst() {
        let s = FormatScene("a", "b")
        #expect(equations(s.constraints("[a(10)]-[b(20)]")) == equations([
            fixed(s["a"], .width, 10),
            constraint(s["b"], .leading, .equal, s["a"], .trailing, 8),
            fixed(s["b"], .width, 20),
        ]))
    }

    @Test("VFL grammar: layout guides can be named like views; | is their owning view")
    func layoutGuides() {
        let s = FormatScene("a")
        let guide = UILayoutGuide()
        s.root.addLayoutGuide(guide)
        s.bind("guide", to: guide)
        #expect(equations(s.constraints("|-20-[guide(100)]-[a]")) == equations([
            constraint(guide, .leading, .equal, s.root, .leading, 20),
            fixed(guide, .width, 100),
            constraint(s["a"], .leading, .equal, guide, .trailing, 8),
        ]))
        s.layout("|-20-[guide(100)]-[a(10)]", "V:|-30-[guide(40)]", "V:|[a(10)]")
        #expect(guide.layoutFrame == CGRect(x: 20, y: 30, width: 100, height: 40))
        #expect(s.frame("a").minX == 128)
    }
}
