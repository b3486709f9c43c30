import CoreGraphics
import Foundation

/// A control for choosing a date, a time, both, or a countdown duration, on wheels built
/// on a `UIPickerView`: the columns iOS shows for each mode, ordered, named and formatted
/// for the locale and calendar through Foundation (12- or 24-hour clock from the locale).
///
/// Turning a wheel sends `.valueChanged` once, when the wheel comes to rest; setting `date`
/// or `countDownDuration` sends nothing. Between `minimumDate` and `maximumDate` the wheels
/// show the rows out of range in grey, and a wheel left on one springs back to the nearest
/// date in range (as does a day past the month's end). Only the wheels style is built:
/// `.compact` and `.inline` are drawn as wheels (see docs/DIFFERENCES.md).
///
/// Overridable members are declared in this body; the work is in `UIDatePicker+Wheels.swift`
/// and `DatePickerWheels`.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The wheels.
    let pickerView = UIPickerView()
    /// The wheels' data source and delegate for the current settings.
    var wheels: DatePickerWheels?
    var dateStorage: Date
    var countDownStorage: TimeInterval = 0
    var calendarStorage = Calendar.current
    var minuteIntervalStorage = 1
    /// The unit names beside a countdown's numbers ("hours", "min").
    var countdownUnitLabels: [UILabel] = []

    /// "Today", the day wheel's title for the current day.
    static let todayTitle = "Today"
    /// The room a countdown column keeps right of its numbers for the unit's name.
    static let countdownUnitWidth: CGFloat = 62
    /// The unit names' font.
    static let countdownUnitFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

    /// Creates a date and time picker showing the current date (the wall-clock now, as on
    /// iOS).
    public override init(frame: CGRect) {
        dateStorage = Date()
        super.init(frame: frame)
        configureDatePicker()
    }

    public required init?(coder: NSCoder) {
        dateStorage = Date()
        super.init(coder: coder)
        configureDatePicker()
    }

    // MARK: Mode and style

    /// What the picker chooses, and so its wheels. Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildWheels() } }
    }

    /// The style asked for. Default `.automatic`. Every style is drawn as wheels here.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// The style shown: `.wheels` (the only one built; `.automatic` resolves to it).
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    // MARK: Locale, calendar and time zone

    /// The locale the wheels are named, formatted and ordered for. Default nil: the
    /// calendar's locale, or the current one.
    open var locale: Locale? {
        didSet { rebuildWheels() }
    }

    /// The calendar of the wheels. Default (and when set to nil) `Calendar.current`.
    open var calendar: Calendar! {
        get { calendarStorage }
        set {
            calendarStorage = newValue ?? .current
            rebuildWheels()
        }
    }

    /// The time zone the wheels show the date in. Default nil: the calendar's.
    open var timeZone: TimeZone? {
        didSet { rebuildWheels() }
    }

    // MARK: Value

    /// The date shown, within `minimumDate` and `maximumDate` (a date outside is brought to
    /// the nearer limit). Setting it turns the wheels at once and sends no event. Not used
    /// in the countdown mode.
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }

    /// Sets `date`, turning the wheels to it — spinning when `animated`. Sends no event.
    open func setDate(_ date: Date, animated: Bool) { changeDate(to: date, animated: animated) }

    /// The earliest date the picker lets the user choose. Default nil (no limit). Ignored
    /// in the countdown mode, and while it is after `maximumDate`.
    open var minimumDate: Date? {
        didSet { limitsChanged() }
    }

    /// The latest date the picker lets the user choose. Default nil (no limit). Ignored in
    /// the countdown mode, and while it is before `minimumDate`.
    open var maximumDate: Date? {
        didSet { limitsChanged() }
    }

    /// The duration of the countdown mode, in seconds: 0 to 23 hours 59 minutes (86,340 s),
    /// shown in whole minutes (a zero duration shows one minute interval, as iOS does).
    /// Setting it sends no event. Default 0.
    open var countDownDuration: TimeInterval {
        get { countDownStorage }
        set { changeCountDownDuration(to: newValue) }
    }

    /// The step of the minute wheel: 1 to 30, dividing 60 (any other value gives the default,
    /// 1, as UIKit does). Default 1.
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set {
            let valid = (1...30).contains(newValue) && 60 % newValue == 0
            minuteIntervalStorage = valid ? newValue : 1
            rebuildWheels()
        }
    }

    // MARK: UIView

    /// The wheels fill the picker; a countdown's unit names sit beside its numbers.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutWheels()
    }

    /// The wheels' natural size: 320 × 216 points.
    open override var intrinsicContentSize: CGSize { UIPickerView.standardSize }

    /// 320 × 216 points, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.standardSize }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        enabledChanged()
    }
}
