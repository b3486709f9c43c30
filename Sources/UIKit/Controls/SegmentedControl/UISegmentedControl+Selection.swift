import Foundation

/// Choosing segments: in code (no actions), and by touch — pressing a segment, dragging the
/// thumb, the lift that chooses.
extension UISegmentedControl {
    func selectProgrammatically(_ index: Int) {
        guard index == UISegmentedControl.noSegment || segments.indices.contains(index) else { return }
        guard index != selectedIndexStorage else { return }
        selectedIndexStorage = index
        setNeedsLayout()
    }

    /// The enabled segment under `point` (its x beyond the ends counts for the end
    /// segments); nil when there is none or it is disabled.
    func enabledSegment(at point: CGPoint) -> Int? {
        guard let index = currentLayout().segment(atX: point.x), segments[index].isEnabled else { return nil }
        return index
    }

    /// Touch-down: on the selected segment of a non-momentary control the thumb is taken
    /// (it shrinks and follows the finger); anywhere else the segment under the finger is
    /// pressed.
    func beginSegmentTracking(at point: CGPoint) {
        let segment = enabledSegment(at: point)
        let onThumb = !isMomentary && segment != nil && segment == selectedIndexStorage
        touchSession = SegmentTouchSession(mode: onThumb ? .draggingThumb : .pressing, segment: segment)
        layoutSegmentViews() // the feedback shows at once, animated
    }

    /// A move: the thumb goes to the enabled segment under the finger; a pressed segment
    /// follows the finger while it is inside the widened bounds.
    func continueSegmentTracking(at point: CGPoint) {
        guard var session = touchSession else { return }
        let segment = enabledSegment(at: point)
        switch session.mode {
        case .draggingThumb:
            if let segment { session.segment = segment }
        case .pressing:
            session.segment = isTouchInside ? segment : nil
        }
        guard session.segment != touchSession?.segment else { return }
        touchSession = session
        layoutSegmentViews() // the feedback shows at once, animated
    }

    /// The lift: inside the widened bounds it chooses the session's segment — selecting it
    /// and sending the actions when it is not already selected (every time, when momentary).
    func endSegmentTracking(with event: UIEvent?) {
        guard let session = touchSession else { return }
        touchSession = nil
        var chosen: Int?
        if isTouchInside, let segment = session.segment, isMomentary || segment != selectedIndexStorage {
            selectedIndexStorage = segment
            chosen = segment
        }
        // The thumb starts for its new place before the actions run.
        layoutSegmentViews()
        if let chosen { sendChoiceActions(for: chosen, with: event) }
    }

    func cancelSegmentTracking() {
        touchSession = nil
        layoutSegmentViews() // the feedback shows at once, animated
    }

    /// A user's choice of segment `index`: its action (with the control as sender), then
    /// `.valueChanged` and `.primaryActionTriggered`.
    private func sendChoiceActions(for index: Int, with event: UIEvent?) {
        if let action = segments[index].action { sendAction(action) }
        sendValueChangedActions(with: event)
    }

    // MARK: What is shown

    /// The segment the thumb is on: where the finger has it, else (not momentary) the
    /// selected segment; nil when it is hidden.
    var thumbSegment: Int? {
        if let session = touchSession, session.mode == .draggingThumb || isMomentary { return session.segment }
        guard !isMomentary, segments.indices.contains(selectedIndexStorage) else { return nil }
        return selectedIndexStorage
    }

    /// Whether the finger holds the thumb (it is drawn shrunk).
    var isThumbPressed: Bool { touchSession?.mode == .draggingThumb }

    /// The segment pressed without the thumb (drawn dimmed).
    var pressedSegment: Int? {
        guard let session = touchSession, session.mode == .pressing, !isMomentary else { return nil }
        return session.segment
    }
}
