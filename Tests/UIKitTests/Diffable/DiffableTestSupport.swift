import Foundation
import UIKit

extension NSDiffableDataSourceSnapshot {
    /// A snapshot of these sections with these items, in order.
    init(_ sections: [(SectionIdentifierType, [ItemIdentifierType])]) {
        self.init()
        for (section, items) in sections {
            appendSections([section])
            appendItems(items, toSection: section)
        }
    }
}
