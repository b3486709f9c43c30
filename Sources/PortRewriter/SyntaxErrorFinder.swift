import SwiftSyntax

/// Finds where a tree that did not parse first goes wrong: the first token the parser had to
/// invent or the first text it could not place.
final class SyntaxErrorFinder: SyntaxAnyVisitor {
    private(set) var firstError: AbsolutePosition?

    init() {
        // Missing tokens only show in the `.all` view.
        super.init(viewMode: .all)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if firstError != nil || !node.hasError { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing {
            firstError = node.positionAfterSkippingLeadingTrivia
            return .skipChildren
        }
        return .visitChildren
    }
}
