import UIKit

/// The Contacts screen's data source: sections by the family name's first letter (iOS's
/// default "Last, First" sort), titled and indexed by it;
/// every row can be deleted (swipe to delete), which applies a snapshot without the
/// contact (and without its section when it was the last).
final class ContactsDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        snapshot().sectionIdentifiers
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let name = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([name])
        if let section = sectionIdentifier(for: indexPath.section), snapshot.numberOfItems(inSection: section) == 0 {
            snapshot.deleteSections([section])
        }
        apply(snapshot, animatingDifferences: true)
    }

    /// The name a contact sorts by: its family name, then its given name.
    static func sortKey(_ name: String) -> String {
        guard let space = name.lastIndex(of: " ") else { return name }
        return name[name.index(after: space)...] + " " + name[..<space]
    }

    /// A snapshot of `names`, sorted by family name, in sections by its first letter.
    static func snapshot(of names: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        let sorted = names.sorted { sortKey($0) < sortKey($1) }
        for name in sorted {
            let letter = String(sortKey(name).prefix(1))
            if snapshot.indexOfSection(letter) == nil { snapshot.appendSections([letter]) }
            snapshot.appendItems([name], toSection: letter)
        }
        return snapshot
    }
}
