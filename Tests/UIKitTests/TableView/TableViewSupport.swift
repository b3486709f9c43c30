import Foundation
import UIKitTesting

/// A data source of `counts` rows per section that records what it is asked.
@MainActor
final class TableRecordingDataSource: NSObject, UITableViewDataSource {
    var counts: [Int]
    var cellRequests: [IndexPath] = []

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A delegate that sizes rows with `height` and counts the questions.
@MainActor
final class TableHeightDelegate: NSObject, UITableViewDelegate {
    let height: (IndexPath) -> CGFloat
    var heightRequests = 0

    init(height: @escaping (IndexPath) -> CGFloat) { self.height = height }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return height(indexPath)
    }
}

/// A 320×480 table (below the status bar) in a window on an iPhone SE, with a recording data source.
@MainActor
struct TableStage {
    let sim: Simulator
    let window: UIWindow
    let tableView: UITableView
    let dataSource: TableRecordingDataSource

    init(counts: [Int] = [100], style: UITableView.Style = .plain) {
        sim = Simulator(device: .iPhoneSE)
        window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        tableView = UITableView(frame: CGRect(x: 0, y: 40, width: 320, height: 480), style: style)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        dataSource = TableRecordingDataSource(counts: counts)
        tableView.dataSource = dataSource
        window.addSubview(tableView)
    }
}
