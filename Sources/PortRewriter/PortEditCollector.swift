import SwiftSyntax

/// Walks a parsed file and finds the edits that port it: each removed attribute or
/// `dynamic`, each `#selector` renamed (and qualified with its type when written without
/// one), and the warnings for what cannot be rewritten. Clauses of `#if` that are certainly
/// inactive on Linux are not visited.
final class PortEditCollector: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private(set) var edits: [TextEdit] = []
    private(set) var rewrites: [Rewrite] = []
    private(set) var warnings: [PortWarning] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Conditional compilation

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var anEarlierClauseIsActive = false
        for clause in node.clauses {
            let condition = clause.condition.map(LinuxCondition.init) ?? .active
            if !anEarlierClauseIsActive && condition != .inactive, let elements = clause.elements {
                walk(elements)
            }
            if condition == .active { anEarlierClauseIsActive = true }
        }
        return .skipChildren
    }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard let kind = Self.removedKind(of: node) else { return .visitChildren }
        remove(node, as: kind)
        if kind == .objcName, let name = node.arguments?.trimmedDescription {
            warn(at: node, """
                @objc(\(name)) gave this declaration the Objective-C name '\(name)'; \
                without the Objective-C runtime its Swift name is used (#Selector derives selector names from it)
                """)
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.tokenKind {
        case .keyword(.dynamic) where isObjC(node.parent?.parent):
            remove(node, as: .dynamic)
        case .keyword(.optional) where enclosingDeclaration(of: node)?.is(ProtocolDeclSyntax.self) == true:
            warn(at: node, """
                optional protocol requirements need the Objective-C runtime: \
                remove 'optional' and give the requirement a default implementation in a protocol extension
                """)
        default:
            break
        }
        return .skipChildren
    }

    // MARK: Selectors and key paths

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        port(node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        port(node)
        return .visitChildren
    }

    private func port(_ node: some FreestandingMacroExpansionSyntax) {
        guard node.moduleSelector == nil else { return }
        switch node.macroName.text {
        case "selector":
            portSelector(node)
        case "keyPath":
            warn(at: node, """
                #keyPath names a key for key-value coding, which needs the Objective-C runtime: \
                use a Swift key path (\\Type.property) or the key as a string
                """)
        default:
            break
        }
    }

    private func portSelector(_ node: some FreestandingMacroExpansionSyntax) {
        if let label = node.arguments.first?.label?.text, label == "getter" || label == "setter" {
            warn(at: node, """
                #selector(\(label): …) names a property accessor, which #Selector cannot express: \
                rewrite it by hand (a method that reads or writes the property, or a closure-based API)
                """)
            return
        }
        edits.append(TextEdit(range: byteRange(of: node.macroName), replacement: "Selector"))
        rewrites.append(Rewrite(kind: .selector, position: position(of: node)))
        if node.arguments.count == 1, let method = node.arguments.first?.expression {
            qualify(method, in: node)
        }
    }

    /// `#Selector` takes an unapplied method reference, `Type.method`, where `#selector` also
    /// accepted `method` and `self.method` inside the type: those get the enclosing type's name.
    private func qualify(_ method: ExprSyntax, in node: some FreestandingMacroExpansionSyntax) {
        // What is replaced by the type's name, and what follows the name.
        let replaced: Range<Int>, suffix: String
        if method.is(DeclReferenceExprSyntax.self) {
            let start = method.positionAfterSkippingLeadingTrivia.utf8Offset
            (replaced, suffix) = (start..<start, ".")
        } else if let member = method.as(MemberAccessExprSyntax.self),
                  let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
            (replaced, suffix) = (byteRange(of: base), "")
        } else {
            return
        }
        guard let type = enclosingTypeName(of: node) else {
            warn(at: node, "#Selector needs the method's type (Type.method), and no enclosing type was found: add it by hand")
            return
        }
        edits.append(TextEdit(range: replaced, replacement: type + suffix))
    }

    // MARK: Context

    /// The attribute's rewrite kind when the port removes it.
    private static func removedKind(of attribute: AttributeSyntax) -> RewriteKind? {
        guard let name = attribute.attributeName.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil else {
            return nil
        }
        return RewriteKind.removedAttribute(named: name.name.text, hasArguments: attribute.leftParen != nil)
    }

    private static func removedKinds(in attributes: AttributeListSyntax) -> [RewriteKind] {
        attributes.compactMap { $0.as(AttributeSyntax.self).flatMap(removedKind) }
    }

    /// Whether a declaration is `@objc`: by an attribute of its own that implies it, or by an
    /// `@objcMembers` class or extension or an `@objc` extension around it (Apple's rules;
    /// a plain `@objc class` does not make its members `@objc`).
    private func isObjC(_ declaration: Syntax?) -> Bool {
        guard let declaration else { return false }
        if let attributes = declaration.asProtocol(WithAttributesSyntax.self)?.attributes,
           Self.removedKinds(in: attributes).contains(where: \.impliesObjC) {
            return true
        }
        switch enclosingDeclaration(of: declaration) {
        case let type as ClassDeclSyntax:
            return Self.removedKinds(in: type.attributes).contains(.objcMembers)
        case let type as ExtensionDeclSyntax:
            let kinds = Self.removedKinds(in: type.attributes)
            return kinds.contains(.objcMembers) || kinds.contains(.objc)
        default:
            return false
        }
    }

    /// The type or extension whose member block holds the node.
    private func enclosingDeclaration(of node: some SyntaxProtocol) -> (any DeclSyntaxProtocol)? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(MemberBlockSyntax.self) { return syntax.parent?.asProtocol(DeclSyntaxProtocol.self) }
            current = syntax.parent
        }
        return nil
    }

    /// The name a method of the type around the node is qualified with: the innermost class,
    /// structure, enumeration or actor, or the type an extension extends.
    private func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            switch syntax.as(DeclSyntax.self)?.as(DeclSyntaxEnum.self) {
            case .classDecl(let type): return type.name.text
            case .structDecl(let type): return type.name.text
            case .enumDecl(let type): return type.name.text
            case .actorDecl(let type): return type.name.text
            case .extensionDecl(let type): return type.extendedType.trimmedDescription
            case .protocolDecl: return nil
            default: current = syntax.parent
            }
        }
        return nil
    }

    // MARK: Recording

    private func remove(_ node: some SyntaxProtocol, as kind: RewriteKind) {
        edits.append(.removal(byteRange(of: node)))
        rewrites.append(Rewrite(kind: kind, position: position(of: node)))
    }

    private func warn(at node: some SyntaxProtocol, _ message: String) {
        warnings.append(PortWarning(position: position(of: node), message: message))
    }

    private func byteRange(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(line: location.line, column: location.column)
    }
}
