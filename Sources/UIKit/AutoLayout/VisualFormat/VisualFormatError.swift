import Foundation

/// Why a visual format string could not become constraints: UIKit's description of the
/// problem and the column it found it at.
///
/// UIKit raises `NSInvalidArgumentException` with `reason`; the public API stops with a
/// precondition failure carrying the same text. Tests read the problem and the column here.
@_spi(Testing) public struct VisualFormatError: Error, Equatable, Sendable {
    /// What is wrong, in UIKit's words ("Expected a view", "b is not a key in the views
    /// dictionary.").
    @_spi(Testing) public let problem: String
    /// The format string.
    @_spi(Testing) public let format: String
    /// The index of the character the parser stopped at (the caret's column), or nil for
    /// the problems UIKit reports without a caret (an empty or non-ASCII format).
    @_spi(Testing) public let column: Int?

    @_spi(Testing) public init(problem: String, format: String, column: Int?) {
        self.problem = problem
        self.format = format
        self.column = column
    }

    /// UIKit's exception reason: the problem, the format, and a caret under the column.
    @_spi(Testing) public var reason: String {
        guard let column else { return "Unable to parse constraint format: \(problem)" }
        return "Unable to parse constraint format: \n\(problem) \n\(format) \n\(String(repeating: " ", count: column))^"
    }
}
