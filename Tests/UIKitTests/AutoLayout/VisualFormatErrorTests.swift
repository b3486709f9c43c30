import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// What `constraints(withVisualFormat:options:metrics:views:)` refuses, with UIKit's
/// descriptions and the column its caret points at.
@MainActor
@Suite("Auto Layout: Visual Format Language errors", .serialized)
struct VisualFormatErrorTests {
    /// A bad format, UIKit's description of the problem, and the caret's column.
    nonisolated static let cases: [(format: String, problem: String, column: Int?)] = [
        ("", "It's an empty string.", nil),
        ("[a]-[bé]", "It contains non-ASCII characters.", nil),
        ("V|[a]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
        ("V", "Expected ':' after 'V' to specify vertical arrangement", 1),
        ("Hz[a", "Expected ':' after 'H' to specify horizontal arrangement", 1),
        ("H:", "Expected a view", 2),
        ("h:[a]", "Expected a view", 0),
        ("H: [a]", "Expected a view", 2),
        ("|", "Expected a connection after the '|' character", 1),
        ("||", "Expected a view", 1),
        ("|-|", "Expected a view", 2),
        ("[a]-", "Expected more input", 4),
        ("[a]-[", "Expected a view", 5),
        ("[a]-20", "Expected a '-' here", 6),
        ("[a]-20,30-[b]", "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", 6),
        ("[a]--20-[b]", "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.", 4),
        ("[a]-(20-[b]", "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 7),
        ("[a]x", "Expected a view or '|'", 3),
        ("[a] ", "Expected a view or '|'", 3),
        ("[a]|[b]", "Expected the end of the format string", 4),
        ("[1a]", "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", 1),
        ("[c]", "c is not a key in the views dictionary.", 2),
        ("[a]-[b]-[missing_1]", "missing_1 is not a key in the views dictionary.", 18),
        ("[a b]", "Expected a ']' here. That is how you give the end of a view.", 2),
        ("[a", "Expected a ']' here. That is how you give the end of a view.", 2),
        ("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", 3),
        ("[a(50", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 5),
        ("[a(50)", "Expected ']' after specifying thickness.", 6),
        ("[a(==b*2)]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 6),
        ("|[whiteBox1][blackBox4(blackWidth][redBox]|", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 33),
        ("[a(=50)]", "Unknown relation. Must be ==, >=, or <=", 4),
        ("[a(>50)]", "Unknown relation. Must be ==, >=, or <=", 4),
        ("[a(==)]", "Expected a number or key from the metrics dictionary, but encountered something else", 5),
        ("[a(==.5)]", "Expected a number or key from the metrics dictionary, but encountered something else", 5),
        ("[a(==-x)]", "Expected a number or a key from the metrics dictionary, but encountered something else", 5),
        ("[a(==w)]", "Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries", 6),
        ("[a]-b-[b]", "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]", 5),
        ("[a(50@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
        ("[a(50@-5)]", "Invalid priority specified: -5. Priority must be greater than 0", 8),
        ("[a(50@1000.5)]", "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 12),
        ("[a]-(8@huge)-[b]", "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 11),
        ("[a(50@b)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
        ("[a(text)]", "The metric \"text\" is a String, not a number. Metrics must be numbers", 7),
        ("[a(==label)]", "label in the views dictionary is a String, not a view or a layout guide.", 10),
        ("[label]", "label in the views dictionary is a String, not a view or a layout guide.", 6),
        ("[lonely]-|", "Unable to interpret '|' character, because the related view doesn't have a superview", 10),
        ("|-[lonely(20)]", "Unable to interpret '|' character, because the related view doesn't have a superview", 14),
        ("|[a]-[b]-|-", "Expected the end of the format string", 10),
    ]

    private func scene() -> FormatScene {
        let s = FormatScene("a", "b", "whiteBox1", "blackBox4", "redBox")
        s.bind("lonely", to: UIView())
        s.bind("label", to: "not a view")
        return s
    }

    private let metrics: [String: Any] = ["blackWidth": 20, "text": "20", "huge": 1001]

    @Test("VFL errors: UIKit's description and caret column for each bad format", arguments: cases.indices)
    func badFormat(_ index: Int) {
        let (format, problem, column) = Self.cases[index]
        #expect(scene().problem(format, metrics: metrics) == VisualFormatError(problem: problem, format: format, column: column))
    }

    @Test("VFL errors: the reason is UIKit's exception text, with the caret under the column")
    func reasonText() {
        let error = VisualFormatError(problem: "Expected ':' after 'V' to specify vertical arrangement",
                                      format: "V|[backgroundBox]|", column: 1)
        #expect(error.reason == """
            Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[backgroundBox]| \n ^
            """)
        #expect(VisualFormatError(problem: "It's an empty string.", format: "", column: nil).reason
            == "Unable to parse constraint format: It's an empty string.")
    }

    @Test("VFL errors: the first problem met from the left is the one reported")
    func firstProblemWins() {
        let s = scene()
        // The superview is missing before the format goes wrong.
        #expect(s.problem("|-[lonely]-[a")?.column == 10)
        // An unknown name inside a predicate comes before its missing ')'.
        #expect(s.problem("[a(==zz")?.problem.hasPrefix("Encountered metric with name \"zz\"") == true)
    }

    @Test("VFL errors: the public API stops the program with the API's name and UIKit's message")
    func stops() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "|-[view]-[nowhere]", metrics: nil, views: ["view": UIView()])
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): Unable to parse constraint format: "))
        #expect(message.contains("Unable to interpret '|' character, because the related view doesn't have a superview \n|-[view]-[nowhere] \n        ^"))
    }

    @Test("VFL errors: unknown views, metrics that are not numbers and misaligned options stop the program too")
    func stopsForEachKind() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = NSLayoutConstraint.constraints(withVisualFormat: "[a]-[b]", metrics: nil, views: ["a": UIView()]) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "[a(w)]", metrics: ["w": "wide"], views: ["a": UIView()])
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = UIView(), a = UIView(), b = UIView()
                root.addSubview(a)
                root.addSubview(b)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "[a][b]", options: .alignAllLeft, metrics: nil,
                                                   views: ["a": a, "b": b])
            }
        }
    }
}
