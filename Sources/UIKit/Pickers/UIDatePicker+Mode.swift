import Foundation

extension UIDatePicker {
    /// What a date picker chooses, and so which wheels it shows.
    public enum Mode: Int, Sendable {
        /// Hours, minutes and — in a 12-hour locale — AM/PM, e.g. "6 | 53 | PM".
        case time = 0
        /// Month, day and year in the locale's order, e.g. "November | 15 | 2007".
        case date = 1
        /// The day (weekday, month and day, or "Today"), hours, minutes and AM/PM, e.g.
        /// "Wed Nov 15 | 6 | 53 | PM". The default.
        case dateAndTime = 2
        /// Hours and minutes of a duration, e.g. "1 hour | 53 min" (`countDownDuration`).
        case countDownTimer = 3
    }
}
