import Foundation

/// The content of a cell (or any view hosting one), as a value: it makes the view that
/// shows it and says how it looks in a state. Setting one as a cell's
/// `contentConfiguration` puts its content view in the cell.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it looks in `state` (selected, highlighted, …).
    func updated(for state: any UIConfigurationState) -> Self
}
