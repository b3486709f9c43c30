import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UIDatePicker on wheels: the columns of each mode for the locale, the value shown and
/// chosen, limits (grey rows, spring-backs), the minute interval, the countdown, and
/// `.valueChanged` once per turn of a wheel — never for code.
@MainActor
@Suite("UIDatePicker", .serialized)
struct DatePickerTests {
    /// 28 November 2024, 09:41:00 UTC, a Thursday.
    static let thursday = date(2024, 11, 28, 9, 41)

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A date picker in `mode` at (0, 100, 320, 216) in a fresh window, in UTC with the
    /// Gregorian calendar and `locale`, showing `date`, its value changes counted.
    @MainActor
    final class Stage {
        let sim: Simulator
        let window: UIWindow
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        private(set) var changes: [Date] = []
        private(set) var durations: [TimeInterval] = []

        init(_ mode: UIDatePicker.Mode, locale: String = "en_US", date: Date = DatePickerTests.thursday,
             configure: (UIDatePicker) -> Void = { _ in }) {
            (sim, window) = makeScenarioWindow(background: .white)
            picker.calendar = Calendar(identifier: .gregorian)
            picker.timeZone = TimeZone(identifier: "UTC")
            picker.locale = Locale(identifier: locale)
            picker.datePickerMode = mode
            picker.date = date
            configure(picker)
            picker.addAction(UIAction { [unowned self] _ in
                changes.append(picker.date)
                durations.append(picker.countDownDuration)
            }, for: .valueChanged)
            window.addSubview(picker)
            sim.runUntilIdle()
        }

        /// The title of the selected row of each wheel.
        var shown: [String] {
            let wheels = picker.pickerView
            return (0..<wheels.numberOfComponents).map { component in
                wheels.delegate?.pickerView(wheels, titleForRow: wheels.selectedRow(inComponent: component),
                                            forComponent: component) ?? ""
            }
        }

        /// A slow drag of wheel `component` by `rows` rows (negative: up, to later values): a
        /// second per row, slow enough that the wheel settles without coasting. The extra 10
        /// points are the pan's threshold, which does not turn the wheel.
        func turn(_ component: Int, rows: CGFloat) {
            let column = picker.pickerView.columns[component].frame
            let start = CGPoint(x: column.midX, y: 208)
            sim.drag(from: start, to: CGPoint(x: start.x, y: start.y + rows * 32 + (rows < 0 ? -10 : 10)),
                     duration: max(1, abs(rows)))
        }

        /// Whether `row` of wheel `component` is drawn grey (out of range).
        func isGrey(row: Int, component: Int) -> Bool {
            let wheels = picker.pickerView
            return wheels.delegate?.pickerView(wheels, attributedTitleForRow: row, forComponent: component) != nil
        }
    }

    // MARK: Defaults

    @Test("defaults: date and time, automatic style shown as wheels, now, interval 1, no limits, current calendar")
    func defaults() {
        let before = Date()
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic && picker.datePickerStyle == .wheels)
        #expect(abs(picker.date.timeIntervalSince(before)) < 5, "the current date")
        #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(picker.locale == nil && picker.timeZone == nil)
        #expect(picker.calendar == Calendar.current)
        #expect(picker.isEnabled)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3 && UIDatePickerStyle.inline.rawValue == 3)
        picker.preferredDatePickerStyle = .compact
        #expect(picker.datePickerStyle == .wheels, "compact is not built: wheels")
    }

    // MARK: Columns

    @Test("date and time (en_US): \"Thu Nov 28\" | 9 | 41 | AM")
    func dateAndTimeColumns() {
        let stage = Stage(.dateAndTime)
        #expect(stage.shown == ["Thu Nov 28", "9", "41", "AM"])
    }

    @Test("time: 12-hour with AM/PM after (en_US), 24-hour two-digit (en_GB), AM/PM first (ko_KR)")
    func timeColumns() {
        #expect(Stage(.time).shown == ["9", "41", "AM"])
        #expect(Stage(.time, locale: "en_GB").shown == ["09", "41"])
        #expect(Stage(.time, locale: "ko_KR").shown == ["오전", "9", "41"])
        #expect(Stage(.time, date: Self.date(2024, 11, 28, 0, 5)).shown == ["12", "05", "AM"], "midnight is 12 AM")
        #expect(Stage(.time, date: Self.date(2024, 11, 28, 21, 0)).shown == ["9", "00", "PM"])
    }

    @Test("date: month name, day, year in the locale's order")
    func dateColumns() {
        #expect(Stage(.date).shown == ["November", "28", "2024"])
        #expect(Stage(.date, locale: "en_GB").shown == ["28", "November", "2024"])
        #expect(Stage(.date, locale: "de_DE").shown == ["28", "November", "2024"])
    }

    @Test("countdown: hours and minutes with their unit names; zero shows one minute")
    func countdownColumns() {
        let stage = Stage(.countDownTimer) { $0.countDownDuration = 5_400 }
        #expect(stage.shown == ["1", "30"])
        #expect(stage.picker.countdownUnitLabels.map(\.text) == ["hour", "min"])
        stage.picker.countDownDuration = 0
        #expect(stage.shown == ["0", "1"] && stage.picker.countDownDuration == 0)
        #expect(stage.picker.countdownUnitLabels.map(\.text) == ["hours", "min"])
    }

    // MARK: Values

    @Test("setting the date turns the wheels and sends nothing; animated, the wheels spin to it")
    func programmaticDate() {
        let stage = Stage(.dateAndTime)
        stage.picker.date = Self.date(2024, 12, 25, 18, 5)
        #expect(stage.shown == ["Wed Dec 25", "6", "05", "PM"])
        stage.picker.setDate(Self.date(2024, 12, 25, 18, 20), animated: true)
        #expect(stage.picker.date == Self.date(2024, 12, 25, 18, 20))
        let minutes = stage.picker.pickerView.columns[2]
        #expect(minutes.isMoving, "the minute wheel spins")
        stage.sim.runUntilIdle()
        #expect(stage.shown == ["Wed Dec 25", "6", "20", "PM"])
        #expect(stage.changes.isEmpty)
    }

    @Test("turning the minute wheel sends valueChanged once, when it comes to rest, with the new date")
    func userTurn() throws {
        let stage = Stage(.dateAndTime)
        stage.turn(2, rows: -2)
        #expect(stage.changes.isEmpty, "not while the wheel moves")
        stage.sim.runUntilIdle()
        #expect(stage.changes == [Self.date(2024, 11, 28, 9, 43)])
        #expect(stage.picker.date == Self.date(2024, 11, 28, 9, 43))
        stage.turn(1, rows: -1)
        stage.sim.runUntilIdle()
        #expect(stage.changes.last == Self.date(2024, 11, 28, 10, 43) && stage.changes.count == 2)
        stage.turn(0, rows: -1)
        stage.sim.runUntilIdle()
        #expect(stage.changes.last == Self.date(2024, 11, 29, 10, 43) && stage.changes.count == 3)
        #expect(stage.shown == ["Fri Nov 29", "10", "43", "AM"])
    }

    @Test("the minute wheel goes round: past 59 comes 00, in the same hour, as on iOS")
    func cyclicMinutes() {
        let stage = Stage(.time, date: Self.date(2024, 11, 28, 9, 59))
        stage.turn(1, rows: -1)
        stage.sim.runUntilIdle()
        #expect(stage.picker.date == Self.date(2024, 11, 28, 9, 0))
        #expect(stage.shown == ["9", "00", "AM"])
        let minutes = stage.picker.pickerView
        #expect(abs(minutes.selectedRow(inComponent: 1) - minutes.numberOfRows(inComponent: 1) / 2) < 60,
                "back in the middle repetition")
    }

    @Test("AM/PM: turning it moves the time by twelve hours")
    func meridiem() {
        let stage = Stage(.time)
        stage.turn(2, rows: -1)
        stage.sim.runUntilIdle()
        #expect(stage.picker.date == Self.date(2024, 11, 28, 21, 41) && stage.changes.count == 1)
    }

    // MARK: Limits

    @Test("the date is kept within the limits: setting either limit or the date clamps; limits the wrong way round are ignored")
    func clamping() {
        let stage = Stage(.dateAndTime)
        stage.picker.minimumDate = Self.date(2024, 11, 28, 10, 0)
        #expect(stage.picker.date == Self.date(2024, 11, 28, 10, 0))
        stage.picker.date = Self.date(2020, 1, 1)
        #expect(stage.picker.date == Self.date(2024, 11, 28, 10, 0))
        stage.picker.maximumDate = Self.date(2024, 12, 1)
        stage.picker.date = Self.date(2030, 1, 1)
        #expect(stage.picker.date == Self.date(2024, 12, 1))
        stage.picker.maximumDate = Self.date(2024, 1, 1)
        stage.picker.date = Self.date(2030, 1, 1)
        #expect(stage.picker.date == Self.date(2030, 1, 1), "minimum after maximum: no limits")
        #expect(stage.changes.isEmpty)
    }

    @Test("rows out of range are grey; a wheel left on one springs back into range and sends valueChanged once")
    func outOfRange() {
        let stage = Stage(.dateAndTime) { $0.minimumDate = DatePickerTests.date(2024, 11, 28, 9, 30) }
        let hours = stage.picker.pickerView.selectedRow(inComponent: 1)
        #expect(stage.isGrey(row: hours - 1, component: 1), "8 AM on the minimum day")
        #expect(!stage.isGrey(row: hours, component: 1) && !stage.isGrey(row: hours + 1, component: 1))
        let days = stage.picker.pickerView.selectedRow(inComponent: 0)
        #expect(stage.isGrey(row: days - 1, component: 0) && !stage.isGrey(row: days + 1, component: 0))
        let pixels = RenderedPixels(renderPicker(stage.picker, "date-picker-minimum"))
        let wednesday = pixels.darkest(in: CGRect(x: 24, y: 62 * 3, width: 400, height: 60))
        let friday = pixels.darkest(in: CGRect(x: 24, y: 126 * 3, width: 400, height: 60))
        #expect(wednesday > friday + 30, "the day before the minimum is lighter (\(wednesday) vs \(friday))")
        stage.turn(1, rows: 1)
        stage.sim.runUntilIdle()
        #expect(stage.picker.date == Self.date(2024, 11, 28, 9, 30))
        #expect(stage.changes == [Self.date(2024, 11, 28, 9, 30)])
        #expect(stage.shown == ["Thu Nov 28", "9", "30", "AM"], "the wheels sprang back")
    }

    @Test("a day past the month's end is grey and becomes the month's last day")
    func dayPastMonthEnd() {
        let stage = Stage(.date, date: Self.date(2023, 2, 27))
        let days = stage.picker.pickerView.selectedRow(inComponent: 1)
        #expect(stage.isGrey(row: days + 2, component: 1) && !stage.isGrey(row: days + 1, component: 1))
        stage.turn(1, rows: -3)
        stage.sim.runUntilIdle()
        #expect(stage.picker.date == Self.date(2023, 2, 28))
        #expect(stage.shown == ["February", "28", "2023"])
        #expect(stage.changes.count == 1)
    }

    // MARK: Minute interval and countdown

    @Test("minuteInterval: divisors of 60 up to 30 step the minute wheel; other values give 1")
    func minuteInterval() {
        let stage = Stage(.time)
        stage.picker.minuteInterval = 15
        #expect(stage.picker.minuteInterval == 15)
        #expect(stage.picker.pickerView.numberOfRows(inComponent: 1) % 4 == 0)
        #expect(stage.shown == ["9", "30", "AM"])
        stage.turn(1, rows: -1)
        stage.sim.runUntilIdle()
        #expect(stage.picker.date == Self.date(2024, 11, 28, 9, 45))
        for bad in [7, 0, -5, 45, 60] {
            stage.picker.minuteInterval = bad
            #expect(stage.picker.minuteInterval == 1, "\(bad)")
        }
    }

    @Test("countDownDuration: held to 0…23 h 59 min; a wheel turned to 0:00 springs back to one minute")
    func countdown() {
        let stage = Stage(.countDownTimer)
        stage.picker.countDownDuration = 100_000
        #expect(stage.picker.countDownDuration == 86_340)
        stage.picker.countDownDuration = -5
        #expect(stage.picker.countDownDuration == 0)
        stage.picker.countDownDuration = .nan
        #expect(stage.picker.countDownDuration == 0)
        stage.picker.countDownDuration = 120
        stage.turn(1, rows: 2)
        stage.sim.runUntilIdle()
        #expect(stage.picker.countDownDuration == 60)
        #expect(stage.durations == [60])
        #expect(stage.shown == ["0", "1"])
        stage.turn(0, rows: -2)
        stage.sim.runUntilIdle()
        #expect(stage.picker.countDownDuration == 2 * 3_600 + 60 && stage.durations.count == 2)
        #expect(stage.picker.countdownUnitLabels.first?.text == "hours")
    }

    @Test("a disabled date picker does not turn")
    func disabled() {
        let stage = Stage(.time)
        stage.picker.isEnabled = false
        stage.turn(1, rows: -2)
        stage.sim.runUntilIdle()
        #expect(stage.picker.date == Self.thursday && stage.changes.isEmpty)
    }

    @Test("changing the mode, locale or calendar rebuilds the wheels around the same date")
    func rebuild() {
        let stage = Stage(.time)
        stage.picker.datePickerMode = .date
        #expect(stage.shown == ["November", "28", "2024"])
        stage.picker.locale = Locale(identifier: "en_GB")
        #expect(stage.shown == ["28", "November", "2024"])
        stage.picker.timeZone = TimeZone(identifier: "Asia/Tokyo")
        stage.picker.datePickerMode = .time
        #expect(stage.shown == ["18", "41"], "09:41 UTC is 18:41 in Tokyo")
        #expect(stage.changes.isEmpty)
    }

    // MARK: Look

    @Test("look: each mode's wheels, black in the band", arguments: [
        UIDatePicker.Mode.time, .date, .dateAndTime, .countDownTimer,
    ])
    func look(mode: UIDatePicker.Mode) {
        let stage = Stage(mode) { $0.countDownDuration = 5_400 }
        let names: [UIDatePicker.Mode: String] = [.time: "time", .date: "date", .dateAndTime: "date-and-time",
                                                   .countDownTimer: "countdown"]
        let pixels = RenderedPixels(renderPicker(stage.picker, "date-picker-\(names[mode]!)"))
        #expect(pixels.darkest(in: CGRect(x: 24, y: 92 * 3, width: 912, height: 96)) < 40)
        #expect(pixels[30, 108 * 3].isClose(to: .init(239, 239, 240, 255), tolerance: 2))
    }
}
