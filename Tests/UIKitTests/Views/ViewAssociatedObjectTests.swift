import Testing
import UIKitTesting

nonisolated(unsafe) private var secondTagKey = 0

/// The iOS idiom for a stored property in an extension.
extension UIView {
    var tag2: String? {
        get { objc_getAssociatedObject(self, &secondTagKey) as? String }
        set { objc_setAssociatedObject(self, &secondTagKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// Counts deinits, to see a view's associated values go with it.
private final class Token {
    nonisolated(unsafe) static var deinits = 0
    deinit { Token.deinits += 1 }
}

nonisolated(unsafe) private var tokenKey = 0

@MainActor
@Suite("Views: associated objects", .serialized)
struct ViewAssociatedObjectTests {
    @Test("an extension's stored property through associated objects, per view")
    func storedPropertyInExtension() {
        let a = UIView(), b = UILabel()
        #expect(a.tag2 == nil)
        a.tag2 = "first"
        b.tag2 = "label"
        #expect(a.tag2 == "first" && b.tag2 == "label")
        a.tag2 = nil
        #expect(a.tag2 == nil && b.tag2 == "label")
    }

    @Test("a view's associated values are released with the view")
    func releasedWithView() {
        let before = Token.deinits
        do {
            let view = UIView()
            view.tag2 = "gone soon"
            objc_setAssociatedObject(view, &tokenKey, Token(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(Token.deinits == before)
        }
        #expect(Token.deinits == before + 1)
    }
}
