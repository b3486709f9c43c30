import Foundation

/// What a table view asks for its content: how many sections and rows there are, and the
/// cells that show them.
///
/// Counts are asked at the first layout and after `reloadData()`; cells only for rows
/// that become visible, and they must come from the table view's dequeue methods.
/// Optional methods are requirements whose defaults in the extension are UIKit's answers.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of the header of `section`. Default nil.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the footer of `section`. Default nil.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// The titles of the section index at the trailing edge (Contacts' A–Z). Default nil
    /// (no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section the index title at `index` names. Default: the section at `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Whether the row at `indexPath` can be edited: shows its editing control while the
    /// table edits, and can show swipe actions. Default true (but a swipe reveals the
    /// default delete action only when this method is implemented; see docs/DIFFERENCES.md).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user asked to delete or insert the row at `indexPath` (its delete confirmation, its
    /// insert control): update the model, then the table (`deleteRows`, `insertRows`).
    /// Default: nothing.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Whether the row at `indexPath` shows a reorder control while the table edits (its cell
    /// must also set `showsReorderControl`). Default true.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged the row at `sourceIndexPath` to `destinationIndexPath`: update the
    /// model (the table already shows the row there). Default: nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        // Marks the answer as the default's: a swipe shows no delete action for it.
        tableView.canEditAnsweredByDefault = true
        return true
    }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {}
}
