import Testing
import UIKitTesting

/// Which attribute pairs `NSLayoutConstraint(item:…)` accepts: UIKit raises for a location
/// equal to a constant, a size related to a location, centres of different axes, and
/// leading/trailing related to left/right; everything else is made, whatever the multiplier.
@MainActor
@Suite("Auto Layout: attribute pairs", .serialized)
struct AttributePairTests {
    typealias Attribute = NSLayoutConstraint.Attribute

    static let horizontalLocations: [Attribute] = [.left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
                                                   .leadingMargin, .trailingMargin, .centerXWithinMargins]
    static let verticalLocations: [Attribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin,
                                                 .bottomMargin, .centerYWithinMargins]

    /// Whether UIKit keeps the two families apart.
    static func mixesDirections(_ a: Attribute, _ b: Attribute) -> Bool {
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
        return (directional.contains(a) && absolute.contains(b)) || (absolute.contains(a) && directional.contains(b))
    }

    @Test("every pair of locations on one axis is allowed, with any multiplier, except leading/trailing with left/right")
    func locationsOfOneAxis() {
        let a = UIView(), b = UIView()
        for axis in [Self.horizontalLocations, Self.verticalLocations] {
            for first in axis {
                for second in axis where !Self.mixesDirections(first, second) {
                    for multiplier: CGFloat in [1, 0.5, 2] {
                        let c = constraint(a, first, .equal, b, second, multiplier: multiplier, 8)
                        #expect(c.firstAttribute == first && c.secondAttribute == second && c.multiplier == multiplier)
                    }
                }
            }
        }
    }

    @Test("sizes relate to sizes of either axis, with any multiplier (0 too), and stand alone against a constant")
    func sizes() {
        let a = UIView(), b = UIView()
        for first: Attribute in [.width, .height] {
            for second: Attribute in [.width, .height] {
                for multiplier: CGFloat in [1, 0.5, 0] {
                    #expect(constraint(a, first, .equal, b, second, multiplier: multiplier, 4).secondAttribute == second)
                }
            }
            let alone = fixed(a, first, 44)
            #expect(alone.secondItem == nil && alone.secondAttribute == .notAnAttribute)
        }
        // The aspect ratio of one view.
        #expect(constraint(a, .width, .equal, a, .height, multiplier: 16.0 / 9).multiplier == 16.0 / 9)
    }

    @Test("a centre at a fraction of the superview's centre is laid out as on iOS")
    func multipliedCenter() {
        let (c, a) = rootAndA()
        c.addConstraints([constraint(a, .centerX, .equal, c, .centerX, multiplier: 0.5),
                          constraint(a, .centerY, .equal, c, .centerY, multiplier: 1.5),
                          fixed(a, .width, 20), fixed(a, .height, 20)])
        c.layoutIfNeeded()
        #expect(a.center == CGPoint(x: 80, y: 360))
    }

    /// What a child process that stopped printed on its way down.
    func printed(of result: ExitTest.Result) -> String { String(decoding: result.standardErrorContent, as: UTF8.self) }

    static let api = "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:): "

    @Test("a location without a second item, or with a multiplier of 0, is refused")
    func locationEqualToConstant() async throws {
        let message = printed(of: try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = fixed(UIView(), .leading, 20) }
        })
        #expect(message.contains(Self.api + "a multiplier of 0 or a nil second item together with a location for the first attribute (.leading) creates an illegal constraint of a location equal to a constant"))
        let zero = printed(of: try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = constraint(UIView(), .top, .equal, UIView(), .top, multiplier: 0, 20) }
        })
        #expect(zero.contains("creates an illegal constraint of a location equal to a constant"))
    }

    @Test("a size related to a location is refused")
    func sizeToLocation() async throws {
        let message = printed(of: try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = constraint(UIView(), .width, .equal, UIView(), .centerX) }
        })
        #expect(message.contains(Self.api + "invalid pairing of layout attributes .width and .centerX; a size (width, height) cannot be related to a location"))
        let reversed = printed(of: try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = constraint(UIView(), .top, .equal, UIView(), .height) }
        })
        #expect(reversed.contains("invalid pairing of layout attributes .top and .height"))
    }

    @Test("centres of different axes are refused (centerX with centerY), as iOS raises")
    func differentAxes() async throws {
        let message = printed(of: try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = constraint(UIView(), .centerX, .equal, UIView(), .centerY) }
        })
        #expect(message.contains(Self.api + "invalid pairing of layout attributes .centerX and .centerY; a horizontal centre cannot be related to a vertical one"))
        let margins = printed(of: try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = constraint(UIView(), .centerYWithinMargins, .equal, UIView(), .centerX) }
        })
        #expect(margins.contains("invalid pairing of layout attributes .centerYWithinMargins and .centerX"))
    }

    @Test("edges of different axes are accepted and solved (left == top + 50), as iOS accepts them")
    func edgesAcrossAxes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            b.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            b.leftAnchor.constraint(equalTo: container.leftAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top,
                               multiplier: 1, constant: 50),
            NSLayoutConstraint(item: a, attribute: .lastBaseline, relatedBy: .equal, toItem: b, attribute: .leading,
                               multiplier: 1, constant: 0),
        ])
        container.layoutIfNeeded()
        #expect(a.frame.minX == 70)
    }

    @Test("leading/trailing related to left/right is refused, margins included")
    func directionsMixed() async throws {
        let message = printed(of: try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = constraint(UIView(), .leading, .equal, UIView(), .right) }
        })
        #expect(message.contains(Self.api + "a constraint cannot be made between a leading/trailing attribute and a right/left attribute (.leading and .right). Use leading/trailing for both or neither"))
        let margins = printed(of: try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = constraint(UIView(), .leftMargin, .equal, UIView(), .trailingMargin) }
        })
        #expect(margins.contains("(.leftMargin and .trailingMargin)"))
    }

    @Test("items that are not views or layout guides are refused")
    func itemsNotViews() async throws {
        let message = printed(of: try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint(item: CALayer(), attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 10)
            }
        })
        #expect(message.contains(Self.api + "constraint items must each be a view or layout guide, not CALayer and nil"))
    }
}
