import Foundation

/// The editing model every built-in text object shares: the text with its attributes, the
/// selection, marked text from an input method, and the edits the user makes — each asked
/// of the owner first (`shouldChangeCharactersIn` for a text field), undoable, and
/// reported to the owner and, when the input system did not make it, to the input
/// delegate.
///
/// Offsets are UTF-16 code units, as `NSRange` counts; every range is clamped into the text
/// and kept off the middle of a surrogate pair, and the keys' deletions and movements go by
/// whole characters (grapheme clusters). The engine knows nothing of geometry or drawing
/// (`TextInputGeometry`, the owner's views).
@MainActor
final class TextInputEngine {
    /// What an edit is, for coalescing undo: runs of typing, deleting and composing undo
    /// together; anything else undoes alone.
    enum EditKind {
        case typing, deletion, composition, other

        var coalesces: Bool { self != .other }
    }

    /// Who made a change. The input system's own calls (`insertText`, `deleteBackward`,
    /// marked text) are not reported back to its delegate; the user's other actions (taps,
    /// menu commands, undo) and the program's are. The program's changes are not the
    /// user's: no `editingChanged`, no undo.
    enum Origin {
        case inputSystem, interaction, program

        var isUser: Bool { self != .program }
        var tellsInputDelegate: Bool { self != .inputSystem }
    }

    /// What an edit does to marked text.
    enum MarkedTextEffect {
        /// Marked text around the edit stays marked (resized or moved with it); across its
        /// edges it ends.
        case adjusts
        /// The inserted text becomes the marked text (composing).
        case marksInserted
        /// The marking ends (the composition was committed).
        case ends
    }

    /// What changed, for the owner.
    struct Change {
        var text = false
        var selection = false
        var markedText = false
        /// Whether the user made the change (an edit, an undo, a tap), not the program.
        var byUser = false
        /// For an edit of part of the text: the range replaced (in the text before) and
        /// how long its replacement is, so a layout of the text redoes only what the edit
        /// touched. Nil when all the text (or all its attributes) changed.
        var edited: (range: NSRange, replacementLength: Int)?
    }

    weak var owner: (any TextInputEngineOwner)?
    private(set) var content: EditableText
    private(set) var selection = NSRange(location: 0, length: 0)
    private(set) var markedRange: NSRange?
    weak var inputDelegate: (any UITextInputDelegate)?
    /// Attributes for typed text set by the program (`typingAttributes`), until the
    /// selection moves.
    var typingAttributesOverride: [NSAttributedString.Key: Any]?
    /// Whether the next insertion or deletion replaces all the text: a secure field's, or a
    /// field's with `clearsOnInsertion`, when editing begins again.
    var replacesTextOnNextEdit = false
    /// The undoable edit typing extends, while a run of typing lasts.
    private var typingRun: UndoableTextEdit?
    /// Counts changes to the content, so a change the owner makes while asked about another
    /// is noticed.
    private(set) var revision = 0

    init(content: EditableText) {
        self.content = content
    }

    // MARK: Reading

    var string: String { content.string }
    var length: Int { content.length }

    /// The attributes the next typed text takes.
    var typingAttributes: [NSAttributedString.Key: Any] {
        typingAttributesOverride ?? content.typingAttributes(at: selection.location)
    }

    /// The text in `range`; nil when the range is not inside the text.
    func text(in range: NSRange) -> String? {
        guard range.location >= 0, range.length >= 0, range.location + range.length <= length else { return nil }
        return content.substring(content.scalarAligned(range))
    }

    // MARK: The program's changes

    /// Replaces all the text (`text =`, `attributedText =`): marked text is dropped, the
    /// caret goes to the end (or to `selection`), and nothing can be undone any more.
    func setContent(_ newContent: EditableText, selection newSelection: NSRange? = nil) {
        let oldSelection = selection
        inputDelegate?.selectionWillChange(owner?.engineTextInput)
        inputDelegate?.textWillChange(owner?.engineTextInput)
        content = newContent
        revision += 1
        markedRange = nil
        typingRun = nil
        typingAttributesOverride = nil
        owner?.engineUndoManager?.removeAllActions(withTarget: self)
        selection = content.scalarAligned(newSelection ?? NSRange(location: length, length: 0))
        inputDelegate?.textDidChange(owner?.engineTextInput)
        inputDelegate?.selectionDidChange(owner?.engineTextInput)
        owner?.engine(self, didChange: Change(text: true, selection: selection != oldSelection))
    }

    /// Sets the attributes of all the text (a font or colour set on the object), merged
    /// into each run's or replacing them.
    func applyAttributes(_ attributes: [NSAttributedString.Key: Any], merging: Bool) {
        content.applyAttributes(attributes, merging: merging)
        revision += 1
        owner?.engine(self, didChange: Change(text: true))
    }

    /// Forgets the edits that could be undone (editing ended).
    func forgetUndo() {
        typingRun = nil
        owner?.engineUndoManager?.removeAllActions(withTarget: self)
    }

    // MARK: Selection

    /// Selects `range` (clamped into the text). Moving it outside marked text commits
    /// the marked text.
    func select(_ range: NSRange, origin: Origin) {
        let aligned = content.scalarAligned(range)
        guard aligned != selection else { return }
        if origin.tellsInputDelegate { inputDelegate?.selectionWillChange(owner?.engineTextInput) }
        selection = aligned
        typingRun = nil
        typingAttributesOverride = nil
        var change = Change(selection: true, byUser: origin.isUser)
        if let marked = markedRange, !NSLocationInRange(aligned.location, marked) || aligned.location + aligned.length > marked.location + marked.length {
            markedRange = nil
            change.markedText = true
        }
        if origin == .interaction { replacesTextOnNextEdit = false }
        if origin.tellsInputDelegate { inputDelegate?.selectionDidChange(owner?.engineTextInput) }
        owner?.engine(self, didChange: change)
    }

    // MARK: The user's edits

    /// Replaces `range` with `string` as the user does: the owner is asked first (unless
    /// it already agreed: `asksOwner` false; it may refuse, or change the text meanwhile:
    /// the range is then clamped into the new text), the edit is undoable, and the caret
    /// goes after the new text (or `newSelection`, relative to the range's start). Answers
    /// whether the edit happened.
    @discardableResult
    func replace(_ range: NSRange, with string: String, kind: EditKind, origin: Origin, asksOwner: Bool = true,
                 attributes: [NSAttributedString.Key: Any]? = nil, selecting newSelection: NSRange? = nil,
                 markedText effect: MarkedTextEffect = .adjusts) -> Bool {
        guard let target = approvedTarget(range, with: string, asksOwner: asksOwner) else { return false }
        let replacement = EditableText(string, attributes: attributes ?? typingAttributes)
        let inserted = replacement.length
        let selected = newSelection.map { local in
            NSRange(location: target.location + max(0, min(local.location, inserted)),
                    length: max(0, min(local.length, inserted - min(local.location, inserted))))
        } ?? NSRange(location: target.location + inserted, length: 0)
        recordUndo(replacing: target, insertedLength: inserted, kind: kind)
        apply(target, with: replacement, origin: origin, selection: selected, markedText: effect)
        return true
    }

    /// Replaces `range` with `replacement` and its own attributes (a style command), as the
    /// user does: asked of the owner, undoable alone, the replacement selected after.
    @discardableResult
    func replace(_ range: NSRange, withStyled replacement: EditableText, origin: Origin) -> Bool {
        guard let target = approvedTarget(range, with: replacement.string, asksOwner: true) else { return false }
        recordUndo(replacing: target, insertedLength: replacement.length, kind: .other)
        apply(target, with: replacement, origin: origin, selection: NSRange(location: target.location, length: replacement.length),
              markedText: .adjusts)
        return true
    }

    /// `range` on scalar boundaries once the owner agreed to its replacement by `string`
    /// (clamped again when the owner changed the text meanwhile); nil when it refused.
    private func approvedTarget(_ range: NSRange, with string: String, asksOwner: Bool) -> NSRange? {
        let target = content.scalarAligned(range)
        let before = revision
        if asksOwner {
            guard owner?.engine(self, shouldReplace: target, with: string) ?? true else { return nil }
        }
        return revision != before ? content.scalarAligned(target) : target
    }

    /// Types `text`: it replaces the marked text, else the selection (else, once, all the
    /// text of a field that clears on insertion).
    func insertText(_ text: String) {
        let composing = markedRange != nil
        var range = markedRange ?? selection
        if replacesTextOnNextEdit {
            range = NSRange(location: 0, length: length)
            replacesTextOnNextEdit = false
        }
        replace(range, with: text, kind: composing ? .composition : .typing, origin: .inputSystem,
                markedText: composing ? .ends : .adjusts)
    }

    /// Deletes the selection, else the character before the caret, whole (a combining
    /// sequence, a flag, an emoji family). At the start of the text the owner is still
    /// asked (UIKit asks with an empty range and string), and nothing changes.
    func deleteBackward() {
        if replacesTextOnNextEdit {
            replacesTextOnNextEdit = false
            replace(NSRange(location: 0, length: length), with: "", kind: .deletion, origin: .inputSystem)
            return
        }
        if selection.length > 0 {
            replace(selection, with: "", kind: .deletion, origin: .inputSystem)
        } else if let previous = content.characterBoundary(before: selection.location) {
            replace(NSRange(location: previous, length: selection.location - previous), with: "", kind: .deletion,
                    origin: .inputSystem)
        } else {
            _ = owner?.engine(self, shouldReplace: NSRange(location: 0, length: 0), with: "")
        }
    }

    /// Deletes the selection, else the character after the caret (the forward-delete key).
    func deleteForward() {
        if selection.length > 0 {
            replace(selection, with: "", kind: .deletion, origin: .inputSystem)
        } else if let next = content.characterBoundary(after: selection.location) {
            replace(NSRange(location: selection.location, length: next - selection.location), with: "", kind: .deletion,
                    origin: .inputSystem)
        }
    }

    /// An input method's provisional text: replaces the marked text (or the selection),
    /// marks it, and selects `selectedRange` within it. Nil or empty text ends the marking.
    func setMarkedText(_ text: String?, selectedRange: NSRange) {
        let string = text ?? ""
        let target = markedRange ?? selection
        replace(target, with: string, kind: .composition, origin: .inputSystem, selecting: selectedRange,
                markedText: .marksInserted)
    }

    /// Commits the marked text as ordinary text.
    func unmarkText() {
        guard markedRange != nil else { return }
        markedRange = nil
        typingRun = nil
        owner?.engine(self, didChange: Change(markedText: true, byUser: true))
    }

    /// Changes the content and reports it.
    private func apply(_ range: NSRange, with replacement: EditableText, origin: Origin, selection newSelection: NSRange,
                       markedText effect: MarkedTextEffect) {
        let oldSelection = selection
        let oldMarked = markedRange
        if origin.tellsInputDelegate { inputDelegate?.textWillChange(owner?.engineTextInput) }
        content.replace(range, with: replacement)
        revision += 1
        switch effect {
        case .adjusts:
            markedRange = markedRange.flatMap { Self.markedRange($0, after: range, inserted: replacement.length) }
        case .marksInserted:
            markedRange = replacement.length > 0 ? NSRange(location: range.location, length: replacement.length) : nil
        case .ends:
            markedRange = nil
        }
        selection = content.scalarAligned(newSelection)
        typingAttributesOverride = nil
        if origin.tellsInputDelegate { inputDelegate?.textDidChange(owner?.engineTextInput) }
        owner?.engine(self, didChange: Change(text: true, selection: selection != oldSelection,
                                              markedText: markedRange != oldMarked, byUser: origin.isUser,
                                              edited: (range, replacement.length)))
    }

    /// Where marked text is after `range` became `inserted` units: shifted by an edit
    /// before it, resized by one inside it, dropped by one across its edges.
    private static func markedRange(_ marked: NSRange, after range: NSRange, inserted: Int) -> NSRange? {
        let end = marked.location + marked.length
        if range.location + range.length <= marked.location {
            return NSRange(location: marked.location + inserted - range.length, length: marked.length)
        }
        if range.location >= end { return marked }
        guard range.location >= marked.location, range.location + range.length <= end else { return nil }
        let length = marked.length + inserted - range.length
        return length > 0 ? NSRange(location: marked.location, length: length) : nil
    }

    // MARK: Undo

    /// Registers how to undo replacing `range` by `insertedLength` units — or, for a run of
    /// typing, deleting or composing next to the last one, widens that edit instead, so the
    /// run undoes at once.
    private func recordUndo(replacing range: NSRange, insertedLength: Int, kind: EditKind) {
        guard let undoManager = owner?.engineUndoManager, undoManager.isUndoRegistrationEnabled else {
            typingRun = nil
            return
        }
        if kind.coalesces, let run = typingRun, run.undoManager === undoManager,
           run.absorb(replacing: range, insertedLength: insertedLength, in: content) {
            return
        }
        let edit = UndoableTextEdit(range: NSRange(location: range.location, length: insertedLength),
                                    replaced: content.slice(range), selection: selection, undoManager: undoManager)
        undoManager.registerUndo(withTarget: self) { engine in engine.revert(edit) }
        typingRun = kind.coalesces ? edit : nil
    }

    /// Puts back what `edit` replaced (an undo, or a redo), registering the way back.
    private func revert(_ edit: UndoableTextEdit) {
        typingRun = nil
        let range = content.scalarAligned(edit.range)
        if let undoManager = edit.undoManager {
            let inverse = UndoableTextEdit(range: NSRange(location: range.location, length: edit.replaced.length),
                                           replaced: content.slice(range), selection: selection, undoManager: undoManager)
            undoManager.registerUndo(withTarget: self) { engine in engine.revert(inverse) }
        }
        apply(range, with: edit.replaced, origin: .interaction, selection: edit.selection, markedText: .ends)
        typingRun = nil
    }
}
