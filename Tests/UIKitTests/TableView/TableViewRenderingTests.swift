import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What the table view core draws: the four legacy cell styles with their labels and an
/// image, and list content configurations of the value and subtitle styles set on cells
/// (PNGs looked at).
@MainActor
@Suite("Table view rendering", .serialized)
struct TableViewRenderingTests {
    /// A data source giving one row of each legacy style, then two list-configured rows.
    private final class StylesDataSource: NSObject, UITableViewDataSource {
        let styles: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { styles.count + 2 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.row < styles.count else {
                let cell = UITableViewCell(style: indexPath.row == styles.count ? .value1 : .subtitle, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = indexPath.row == styles.count ? "Wi-Fi" : "Mail"
                content.secondaryText = indexPath.row == styles.count ? "Home" : "Inbox, 3 unread"
                content.image = UIImage(systemName: "star.fill")
                cell.contentConfiguration = content
                return cell
            }
            let cell = UITableViewCell(style: styles[indexPath.row], reuseIdentifier: nil)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.imageView?.image = UIImage(systemName: "star.fill")
            return cell
        }
    }

    @Test("the legacy styles and list content views draw their text where iOS 17 puts it: title leading, a value1 detail trailing (PNG looked at)")
    func cellStyles() {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let table = UITableView(frame: CGRect(x: 0, y: 60, width: 393, height: 700), style: .plain)
        let dataSource = StylesDataSource()
        table.dataSource = dataSource
        window.addSubview(table)
        sim.runUntilIdle()
        let image = sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/table-cell-styles.png")
        let value1 = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let detail = value1?.detailTextLabel.map { $0.convert($0.bounds, to: nil) } ?? .zero
        #expect(detail.maxX > 300, "a value1 detail sits at the trailing side: \(detail)")
        #expect(table.visibleCells.count == 6)
    }
}
