import CoreGraphics
import Foundation

// Configurations in a cell (iOS 14): the state and update pass are shared with table view
// cells (ConfigurationHostingView); this is the collection view cell's end.
extension UICollectionViewCell: ConfigurationHostingView {
    func runConfigurationUpdateHandler(_ state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    func backgroundState(for state: UICellConfigurationState) -> UICellConfigurationState { state }
}
