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
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
