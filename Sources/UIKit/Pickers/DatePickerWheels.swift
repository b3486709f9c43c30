import CoreGraphics
import Foundation

/// A date picker's wheels for one mode, locale, calendar and minute interval: the columns
/// iOS shows and their order (from the locale's date and time patterns), the rows' titles
/// (from Foundation's formatters), which rows are out of range (drawn grey), and the
/// translation between a date and the wheels' values. It is the date picker's picker
/// view's data source and delegate; a new one is made when any of those settings changes.
@MainActor
final class DatePickerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    weak var datePicker: UIDatePicker?
    let columns: [DatePickerColumn]
    /// The calendar in the picker's time zone.
    let calendar: Calendar
    let locale: Locale
    /// Day 0 of the day wheel: the start of 1 January 2001 in `calendar`.
    let anchorDay: Date
    /// Each column's width, title alignment and title insets.
    private(set) var widths: [CGFloat] = []
    private(set) var alignments: [NSTextAlignment] = []
    private(set) var insets: [UIEdgeInsets] = []
    private let dayFormatter: DateFormatter
    private let symbols: DateFormatter

    /// Space either side of a column's widest title (a title aligned to one side keeps it
    /// from that side).
    static let columnPadding: CGFloat = 8
    /// Out-of-range rows: lighter than the wheel's grey, as iOS draws them.
    static let unavailableColor = UIColor.tertiaryLabel

    init(mode: UIDatePicker.Mode, calendar: Calendar, locale: Locale, minuteInterval: Int) {
        self.calendar = calendar
        self.locale = locale
        symbols = DateFormatter()
        symbols.locale = locale
        symbols.calendar = calendar
        symbols.timeZone = calendar.timeZone
        dayFormatter = DateFormatter()
        dayFormatter.locale = locale
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        // iOS shows the day as "Wed Nov 15": the locale's weekday-month-day, without commas.
        let dayPattern = DateFormatter.dateFormat(fromTemplate: "EEEMMMd", options: 0, locale: locale) ?? "EEE MMM d"
        dayFormatter.dateFormat = dayPattern.replacingOccurrences(of: ",", with: "")
        anchorDay = calendar.date(from: DateComponents(year: 2001, month: 1, day: 1)) ?? Date(timeIntervalSinceReferenceDate: 0)
        columns = DatePickerWheels.columns(for: mode, calendar: calendar, locale: locale, minuteInterval: minuteInterval)
        super.init()
        measureColumns(mode: mode)
    }

    // MARK: Columns

    /// The wheels of `mode`, in the locale's order.
    private static func columns(for mode: UIDatePicker.Mode, calendar: Calendar, locale: Locale,
                                minuteInterval: Int) -> [DatePickerColumn] {
        switch mode {
        case .countDownTimer:
            return [.countdownHours, .countdownMinutes(interval: minuteInterval)]
        case .date:
            let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y"
            let months = calendar.maximumRange(of: .month)?.count ?? 12
            let days = calendar.maximumRange(of: .day)?.count ?? 31
            let placed: [(DatePickerColumn, String.Index?)] = [
                (.month(count: months), pattern.firstIndex { $0 == "M" || $0 == "L" }),
                (.dayOfMonth(count: days), pattern.firstIndex(of: "d")),
                (.year, pattern.firstIndex(of: "y")),
            ]
            return placed.sorted { ($0.1 ?? pattern.endIndex) < ($1.1 ?? pattern.endIndex) }.map(\.0)
        case .time, .dateAndTime:
            let pattern = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale) ?? "h:mm a"
            let twelveHour = pattern.contains("h") || pattern.contains("K")
            var time: [DatePickerColumn] = [.hour(twelveHour: twelveHour, twoDigits: pattern.contains("HH")),
                                            .minute(interval: minuteInterval)]
            if twelveHour {
                let meridiemFirst = (pattern.firstIndex(of: "a") ?? pattern.endIndex)
                    < (pattern.firstIndex { $0 == "h" || $0 == "K" } ?? pattern.endIndex)
                if meridiemFirst { time.insert(.meridiem, at: 0) } else { time.append(.meridiem) }
            }
            return mode == .dateAndTime ? [.day] + time : time
        }
    }

    /// Each column as wide as its widest title plus padding; hours aligned towards the
    /// minutes, as iOS sets them; a countdown's numbers keep room for their unit names.
    private func measureColumns(mode: UIDatePicker.Mode) {
        func width(_ titles: [String]) -> CGFloat {
            let widest = titles.map { ($0 as NSString).size(withAttributes: [.font: UIPickerView.titleFont]).width }.max()
            return ((widest ?? 0) + 2 * DatePickerWheels.columnPadding).rounded(.up)
        }
        func add(_ width: CGFloat, _ alignment: NSTextAlignment, trailingRoom: CGFloat = 0) {
            let padding = DatePickerWheels.columnPadding
            widths.append(width + trailingRoom)
            alignments.append(alignment)
            switch alignment {
            case .left: insets.append(UIEdgeInsets(top: 0, left: padding, bottom: 0, right: 0))
            case .right: insets.append(UIEdgeInsets(top: 0, left: 0, bottom: 0, right: padding + trailingRoom))
            default: insets.append(.zero)
            }
        }
        for column in columns {
            switch column {
            case .day:
                // Day 28 of each month in 2001 meets every weekday.
                let samples = (1...12).compactMap { calendar.date(from: DateComponents(year: 2001, month: $0, day: 28)) }
                add(width(samples.map { dayFormatter.string(from: $0) } + [UIDatePicker.todayTitle]), .right)
            case .month:
                add(width(symbols.standaloneMonthSymbols), .left)
            case .dayOfMonth:
                add(width(["00"]), .center)
            case .year:
                add(width(["0000"]), .center)
            case .hour:
                add(width(["00"]), .right)
            case .minute:
                add(width(["00"]), .left)
            case .meridiem:
                add(width([symbols.amSymbol, symbols.pmSymbol]), .left)
            case .countdownHours, .countdownMinutes:
                add(width(["00"]), .right, trailingRoom: UIDatePicker.countdownUnitWidth)
            }
        }
    }

    // MARK: Titles

    /// What `row` of `column` shows.
    func title(of column: DatePickerColumn, row: Int) -> String {
        let value = column.value(ofRow: row)
        switch column {
        case .day:
            guard let day = dayDate(value) else { return "" }
            return calendar.isDate(day, inSameDayAs: Date()) ? UIDatePicker.todayTitle : dayFormatter.string(from: day)
        case .month:
            let names = symbols.standaloneMonthSymbols
            return names.indices.contains(value - 1) ? names[value - 1] : String(value)
        case .dayOfMonth, .year, .countdownHours, .countdownMinutes:
            return String(value)
        case let .hour(twelveHour, twoDigits):
            let hour = twelveHour && value == 0 ? 12 : value
            return twoDigits ? String(format: "%02d", hour) : String(hour)
        case .minute:
            return String(format: "%02d", value)
        case .meridiem:
            return value == 0 ? symbols.amSymbol : symbols.pmSymbol
        }
    }

    /// The start of the day `value` days after the anchor day.
    func dayDate(_ value: Int) -> Date? {
        calendar.date(byAdding: .day, value: value, to: anchorDay)
    }

    // MARK: Dates and values

    /// The value each column shows for `date` (a countdown's for `duration`).
    func values(for date: Date, duration: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let countdownMinutes = Int(duration) / 60
        return columns.map { column -> Int in
            switch column {
            case .day:
                return calendar.dateComponents([.day], from: anchorDay, to: calendar.startOfDay(for: date)).day ?? 0
            case .month: return parts.month ?? 1
            case .dayOfMonth: return parts.day ?? 1
            case .year: return parts.year ?? 1
            case let .hour(twelveHour, _): return twelveHour ? hour % 12 : hour
            case let .minute(interval): return minute / interval * interval
            case .meridiem: return hour < 12 ? 0 : 1
            case .countdownHours: return countdownMinutes / 60
            case let .countdownMinutes(interval): return countdownMinutes % 60 / interval * interval
            }
        }
    }

    /// The components of `base` with the wheels' `values` put in, the day of the month
    /// unclamped.
    func components(from values: [Int], base: Date) -> DateComponents {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: base)
        var hourIndex: Int?, pm: Bool?
        for (column, value) in zip(columns, values) {
            switch column {
            case .day:
                guard let day = dayDate(value) else { continue }
                let date = calendar.dateComponents([.era, .year, .month, .day], from: day)
                (parts.era, parts.year, parts.month, parts.day) = (date.era, date.year, date.month, date.day)
            case .month: parts.month = value
            case .dayOfMonth: parts.day = value
            case .year: parts.year = value
            case let .hour(twelveHour, _):
                if twelveHour { hourIndex = value } else { parts.hour = value }
            case .minute: parts.minute = value
            case .meridiem: pm = value == 1
            case .countdownHours, .countdownMinutes: break
            }
        }
        let currentPM = (parts.hour ?? 0) >= 12
        if let hourIndex { parts.hour = hourIndex + ((pm ?? currentPM) ? 12 : 0) }
        if let pm, hourIndex == nil, let hour = parts.hour { parts.hour = hour % 12 + (pm ? 12 : 0) }
        return parts
    }

    /// The number of days in the month of `parts`.
    func daysInMonth(of parts: DateComponents) -> Int {
        var first = parts
        first.day = 1
        guard let date = calendar.date(from: first) else { return 31 }
        return calendar.range(of: .day, in: .month, for: date)?.count ?? 31
    }

    /// The date the wheels' `values` make from `base`: a day past the month's end becomes
    /// its last day.
    func date(from values: [Int], base: Date) -> Date {
        var parts = components(from: values, base: base)
        parts.day = min(parts.day ?? 1, daysInMonth(of: parts))
        return calendar.date(from: parts) ?? base
    }

    /// Whether `row` of column `index` can be chosen with the other wheels where `date`
    /// puts them: it names a real day, and some of the time it stands for lies within
    /// `range` (nil: no limits).
    func isAvailable(row: Int, column index: Int, date: Date, range: ClosedRange<Date>?) -> Bool {
        let column = columns[index]
        var values = values(for: date, duration: 0)
        values[index] = column.value(ofRow: row)
        let parts = components(from: values, base: date)
        if case .dayOfMonth = column, (parts.day ?? 1) > daysInMonth(of: parts) { return false }
        guard let range, let span = span(of: column, parts: parts) else { return true }
        return span.end > range.lowerBound && span.start <= range.upperBound
    }

    /// The stretch of time a column's value stands for, around `parts`: its year, month,
    /// day, hour, half day or minutes.
    private func span(of column: DatePickerColumn, parts: DateComponents) -> DateInterval? {
        var start = parts
        start.second = 0
        start.nanosecond = 0
        let length: DateComponents
        switch column {
        case .year:
            (start.month, start.day, start.hour, start.minute) = (1, 1, 0, 0)
            length = DateComponents(year: 1)
        case .month:
            (start.day, start.hour, start.minute) = (1, 0, 0)
            length = DateComponents(month: 1)
        case .day, .dayOfMonth:
            (start.hour, start.minute) = (0, 0)
            length = DateComponents(day: 1)
        case .hour:
            start.minute = 0
            length = DateComponents(hour: 1)
        case let .minute(interval):
            length = DateComponents(minute: interval)
        case .meridiem:
            (start.hour, start.minute) = ((start.hour ?? 0) < 12 ? 0 : 12, 0)
            length = DateComponents(hour: 12)
        case .countdownHours, .countdownMinutes:
            return nil
        }
        guard let from = calendar.date(from: start), let to = calendar.date(byAdding: length, to: from) else { return nil }
        return DateInterval(start: from, end: max(from, to))
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].rowCount
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { widths[component] }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        title(of: columns[component], row: row)
    }

    /// Rows out of range (and days past the month's end) in grey.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                    forComponent component: Int) -> NSAttributedString? {
        guard let datePicker, datePicker.datePickerMode != .countDownTimer,
              !isAvailable(row: row, column: component, date: datePicker.date, range: datePicker.dateRange) else {
            return nil
        }
        return NSAttributedString(string: title(of: columns[component], row: row),
                                  attributes: [.foregroundColor: DatePickerWheels.unavailableColor])
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker?.wheelCameToRest()
    }
}
