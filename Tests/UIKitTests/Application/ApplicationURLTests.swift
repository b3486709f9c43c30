import Foundation
import Testing
import UIKitTesting

/// Custom URL schemes and opening URLs (the iPhone guide's scenarios, in
/// current UIKit's form: the opening app moves to the background instead of quitting).
@MainActor
@Suite("Application URLs", .serialized)
struct ApplicationURLTests {
    /// Listing 1-2's delegate (US-5): adds a to-do item for each valid `todolist` URL.
    @MainActor
    final class ToDoDelegate: UIResponder, UIApplicationDelegate {
        struct Item {
            var toDoTask: String
            var dateDue: Date
        }

        var list: [Item] = []

        func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
            guard url.scheme == "todolist" else { return false }
            guard let query = url.query, isValidTaskString(query),
                  let taskName = query.removingPercentEncoding
            else { return false }
            let dateDue: Date
            if let dateString = url.fragment, dateString != "today" {
                guard isValidDateString(dateString) else { return false }
                let digits = Array(dateString)
                func number(_ range: Range<Int>) -> Int { Int(String(digits[range])) ?? 0 }
                let components = DateComponents(year: number(0..<4), month: number(4..<6), day: number(6..<8),
                                                 hour: number(8..<10), minute: number(10..<12))
                guard let date = Calendar.current.date(from: components) else { return false }
                dateDue = date
            } else {
                dateDue = Date()
            }
            list.append(Item(toDoTask: taskName, dateDue: dateDue))
            return true
        }

        /// The fixture's validators: a non-empty task, 12 ASCII digits.
        private func isValidTaskString(_ task: String) -> Bool { !task.isEmpty }
        private func isValidDateString(_ date: String) -> Bool {
            date.utf8.count == 12 && date.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
    }

    private func url(_ string: String) throws -> URL {
        try #require(URL(string: string))
    }

    /// A launched to-do app (Info.plist registering `todolist`).
    private func toDoApp() -> (Simulator, ToDoDelegate) {
        let sim = Simulator(device: .iPhoneSE)
        sim.infoDictionary = toDoListInfo
        return (sim, sim.launch(delegate: ToDoDelegate.self))
    }

    // MARK: Custom schemes

    @Test("A-34 (OU-2, US-2): from the background, a URL of the app's scheme brings it forward; the delegate gets it before it is active")
    func scenarioA34() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.infoDictionary = toDoListInfo
        let delegate = sim.launch(delegate: JournalingDelegate.self)
        sim.moveToBackground()
        let journal = AppJournal.start()
        let link = try url("todolist://www.acme.com?Milk#today")
        #expect(sim.open(link))
        #expect(journal.entries == [
            "willEnterForeground/background", "note:willEnterForeground/background",
            "open todolist://www.acme.com?Milk#today/inactive", "didBecomeActive/active", "note:didBecomeActive/active",
        ])
        #expect(delegate.openedURLs.map(\.0) == [link])
    }

    @Test("US-1: opening the app's URL while it is active hands it over without state changes; the delegate's answer is returned")
    func openWhileActive() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.infoDictionary = toDoListInfo
        let delegate = sim.launch(delegate: JournalingDelegate.self)
        let journal = AppJournal.start()
        #expect(sim.open(try url("TODOLIST://x?a")))
        delegate.handlesURLs = false
        #expect(!sim.open(try url("todolist://x?b")))
        #expect(journal.entries == ["open TODOLIST://x?a/active", "open todolist://x?b/active"])
    }

    @Test("A-35 (OU-3): a scheme Apple's apps own never reaches the app, even if the app registers it; unknown schemes neither")
    func scenarioA35() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.infoDictionary = ["CFBundleURLTypes": [["CFBundleURLSchemes": ["http", "todolist"]]]]
        let delegate = sim.launch(delegate: JournalingDelegate.self)
        #expect(!sim.open(try url("http://apple.com")))
        #expect(!sim.open(try url("other://x")))
        #expect(!sim.open(try url("no-scheme")))
        #expect(delegate.openedURLs.isEmpty)
    }

    @Test("the deprecated handlers are called when the newer ones are missing")
    func oldStyleHandler() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.infoDictionary = toDoListInfo
        let delegate = sim.launch(delegate: OldStyleDelegate.self)
        let link = try url("todolist://x?Milk")
        #expect(sim.open(link))
        #expect(delegate.handled == [link])
    }

    @Test("bad data: malformed CFBundleURLTypes entries register nothing, and nothing crashes")
    func malformedURLTypes() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.infoDictionary = ["CFBundleURLTypes": ["todolist", ["CFBundleURLSchemes": "todolist"], ["CFBundleURLSchemes": [1, "good"]]]]
        let delegate = sim.launch(delegate: JournalingDelegate.self)
        #expect(!sim.open(try url("todolist://x")))
        #expect(sim.open(try url("good://x")))
        sim.infoDictionary = ["CFBundleURLTypes": 7]
        #expect(!sim.open(try url("good://x")))
        #expect(delegate.openedURLs.count == 1)
    }

    // MARK: Listing 1-2

    @Test("A-37 (US-5): a full todolist URL adds an item with the decoded task and the date of the fragment")
    func scenarioA37() throws {
        let (sim, delegate) = toDoApp()
        #expect(sim.open(try url("todolist://www.acme.com?Quarterly%20Report#200806231300")))
        #expect(delegate.list.count == 1)
        #expect(delegate.list.first?.toDoTask == "Quarterly Report")
        let expected = Calendar.current.date(from: DateComponents(year: 2008, month: 6, day: 23, hour: 13, minute: 0))
        #expect(delegate.list.first?.dateDue == expected)
    }

    @Test("A-38, A-39 (US-5 step 4): fragment \"today\" or none: due now")
    func scenariosA38A39() throws {
        let (sim, delegate) = toDoApp()
        #expect(sim.open(try url("todolist://x?Pay%20bills#today")))
        #expect(sim.open(try url("todolist://x?Pay")))
        #expect(delegate.list.map(\.toDoTask) == ["Pay bills", "Pay"])
        #expect(delegate.list.allSatisfy { abs($0.dateDue.timeIntervalSinceNow) < 1 })
    }

    @Test("A-40, A-41, A-42 (US-5 steps 1, 2, 5): no query, a bad date, another scheme: refused, the list unchanged")
    func scenariosA40toA42() throws {
        let (sim, delegate) = toDoApp()
        #expect(!sim.open(try url("todolist://x")))
        #expect(!sim.open(try url("todolist://x?Pay#20081")))
        #expect(!sim.open(try url("todoist://www.acme.com?Quarterly%20Report#200806231300")))
        #expect(delegate.list.isEmpty)
    }

    @Test("A-43 (US-3): the parts of a todolist URL")
    func scenarioA43() throws {
        let link = try url("todolist://www.acme.com?Quarterly%20Report#200806231300")
        #expect(link.scheme == "todolist" && link.host == "www.acme.com")
        #expect(link.query == "Quarterly%20Report" && link.fragment == "200806231300")
    }

    // MARK: Opening URLs from the app

    @Test("OU-2: opening a web page hands it to the browser on the next turn; the app goes to the background; the completion learns it opened")
    func openWebPage() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.launch(delegate: JournalingDelegate.self)
        let journal = AppJournal.start()
        var results: [Bool] = []
        let page = try url("https://www.apple.com")
        UIApplication.shared.open(page) { results.append($0) }
        #expect(results.isEmpty && sim.openedURLs.isEmpty && journal.entries.isEmpty)
        sim.runUntilIdle()
        #expect(results == [true] && sim.openedURLs == [page])
        #expect(journal.entries == [
            "willResignActive/active", "note:willResignActive/active",
            "didEnterBackground/background", "note:didEnterBackground/background",
        ])
    }

    @Test("opening a URL of the app's own scheme reaches its delegate on the next turn, from its own bundle")
    func openOwnScheme() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.infoDictionary = toDoListInfo
        let delegate = sim.launch(delegate: JournalingDelegate.self)
        var results: [Bool] = []
        UIApplication.shared.open(try url("todolist://x?Milk")) { results.append($0) }
        #expect(delegate.openedURLs.isEmpty)
        sim.advance(by: 1.0 / 60)
        #expect(results == [true])
        #expect(delegate.openedURLs.first?.1[.sourceApplication] as? String == "com.acme.ToDoList")
        #expect(UIApplication.shared.applicationState == .active && sim.openedURLs.isEmpty)
    }

    @Test("bad input: a URL no app handles, or any URL with universalLinksOnly, opens nothing and completes with false")
    func openNothing() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.launch(delegate: JournalingDelegate.self)
        var results: [Bool] = []
        UIApplication.shared.open(try url("nobody://x")) { results.append($0) }
        UIApplication.shared.open(try url("https://apple.com"), options: [.universalLinksOnly: true]) { results.append($0) }
        UIApplication.shared.open(try url("relative/path"))
        sim.runUntilIdle()
        #expect(results == [false, false])
        #expect(sim.openedURLs.isEmpty && UIApplication.shared.applicationState == .active)
    }

    @Test("the 2009 openURL(_:) answers at once whether an app will open the URL")
    func openURL() throws {
        let sim = Simulator(device: .iPhoneSE)
        let mail = try url("mailto:someone@example.com")
        #expect(UIApplication.shared.openURL(mail))
        #expect(!UIApplication.shared.openURL(try url("nobody://x")))
        sim.runUntilIdle()
        #expect(sim.openedURLs == [mail])
    }

    @Test("canOpenURL: an app must handle the scheme and the Info.plist must list it in LSApplicationQueriesSchemes")
    func canOpenURL() throws {
        let sim = Simulator(device: .iPhoneSE)
        let app = UIApplication.shared
        #expect(!app.canOpenURL(try url("https://apple.com")))
        sim.infoDictionary = toDoListInfo
        #expect(app.canOpenURL(try url("https://apple.com")))
        let own = try url("todolist://x"), mail = try url("mailto:a@b.c")
        #expect(app.canOpenURL(own) && app.canOpenURL(mail))
        #expect(!app.canOpenURL(try url("tel:123")))
        sim.infoDictionary = ["LSApplicationQueriesSchemes": ["nobody"]]
        #expect(!app.canOpenURL(try url("nobody://x")))
    }
}
