import Foundation

/// One wheel of a date picker: the unit it chooses and how its rows map to values.
///
/// Wheels whose values come round again — months, days of the month, hours, minutes —
/// are endless on iOS. Here they are a run of many repetitions (`cyclicRowTarget` rows),
/// kept near the middle: after each turn the wheel is moved, unseen, to the same value in
/// the middle repetition.
enum DatePickerColumn: Equatable {
    /// One row per calendar day (the date-and-time mode): the value is the day's distance
    /// in days from the wheels' anchor day.
    case day
    /// The month of the year (1-based, as `Calendar` numbers them).
    case month(count: Int)
    /// The day of the month (1-based).
    case dayOfMonth(count: Int)
    /// The year (1 to 10,000).
    case year
    /// The hour: 0–11 in a 12-hour locale (0 shown as 12), 0–23 otherwise.
    case hour(twelveHour: Bool, twoDigits: Bool)
    /// The minute, a multiple of `interval`.
    case minute(interval: Int)
    /// AM (0) or PM (1).
    case meridiem
    /// The hours of a countdown, 0–23.
    case countdownHours
    /// The minutes of a countdown, a multiple of `interval`.
    case countdownMinutes(interval: Int)

    /// How many rows a cyclic wheel has, about: enough that no user reaches an end.
    static let cyclicRowTarget = 10_000
    /// The day wheel reaches this many days either side of its anchor (about 2,700 years).
    static let dayReach = 1_000_000
    /// The year wheel's last year.
    static let lastYear = 10_000

    /// How many values the wheel has before they come round again; nil for wheels that do
    /// not repeat.
    var period: Int? {
        switch self {
        case .day, .year, .meridiem: return nil
        case let .month(count), let .dayOfMonth(count): return max(count, 1)
        case let .hour(twelveHour, _): return twelveHour ? 12 : 24
        case let .minute(interval), let .countdownMinutes(interval): return 60 / interval
        case .countdownHours: return 24
        }
    }

    /// The number of rows.
    var rowCount: Int {
        if let period { return period * max(1, DatePickerColumn.cyclicRowTarget / period) }
        switch self {
        case .day: return 2 * DatePickerColumn.dayReach + 1
        case .year: return DatePickerColumn.lastYear
        default: return 2
        }
    }

    /// The value `row` shows.
    func value(ofRow row: Int) -> Int {
        let index = period.map { ((row % $0) + $0) % $0 } ?? row
        switch self {
        case .day: return row - DatePickerColumn.dayReach
        case .month, .dayOfMonth, .year: return index + 1
        case let .minute(interval), let .countdownMinutes(interval): return index * interval
        case .hour, .meridiem, .countdownHours: return index
        }
    }

    /// The row showing `value`: for a cyclic wheel, the one nearest `nearRow` (the middle
    /// repetition when nil). Values out of range are brought within it.
    func row(forValue value: Int, near nearRow: Int?) -> Int {
        let index: Int
        switch self {
        case .day: return min(max(value + DatePickerColumn.dayReach, 0), rowCount - 1)
        case .year: return min(max(value - 1, 0), rowCount - 1)
        case .meridiem: return min(max(value, 0), 1)
        case .month, .dayOfMonth: index = value - 1
        case let .minute(interval), let .countdownMinutes(interval): index = value / interval
        case .hour, .countdownHours: index = value
        }
        guard let period else { return index }
        let wrapped = ((index % period) + period) % period
        let middle = (rowCount / period / 2) * period
        guard let nearRow else { return middle + wrapped }
        let base = nearRow - ((nearRow % period) + period) % period
        let candidates = [base - period, base, base + period].map { $0 + wrapped }.filter { (0..<rowCount).contains($0) }
        return candidates.min { abs($0 - nearRow) < abs($1 - nearRow) } ?? middle + wrapped
    }

    /// The same value's row in the middle repetition (itself for wheels that do not repeat).
    func recentred(_ row: Int) -> Int {
        period == nil ? row : self.row(forValue: value(ofRow: row), near: nil)
    }
}
