import Foundation

/// The interactions a view holds.
extension UIView {
    /// The interactions added to the view, in order. Setting it removes the ones left out
    /// and adds the new ones.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for old in interactionStorage where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    /// Adds `interaction` to the view (taking it from the view it was on, if any); the
    /// interaction is told before and after.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view; the interaction is told before and after.
    /// Does nothing if the view does not hold it.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
