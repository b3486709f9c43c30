import CoreGraphics
import Foundation

// The date picker's value and its wheels: building the wheels for the settings, turning
// them to the value, and the value the user turns them to — brought into range, sent once.
extension UIDatePicker {
    func configureDatePicker() {
        isOpaque = false
        pickerView.frame = bounds
        addSubview(pickerView)
        rebuildWheels()
    }

    /// The calendar the wheels use: `calendar` in `timeZone`.
    private var wheelCalendar: Calendar {
        var calendar = calendarStorage
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    /// The limits in force: nil when there are none; an open side is unlimited; limits the
    /// wrong way round count as none, as UIKit ignores them.
    var dateRange: ClosedRange<Date>? {
        guard datePickerMode != .countDownTimer, minimumDate != nil || maximumDate != nil else { return nil }
        let low = minimumDate ?? .distantPast, high = maximumDate ?? .distantFuture
        return low <= high ? low...high : nil
    }

    /// `date` brought within the limits.
    private func clamped(_ date: Date) -> Date {
        guard let range = dateRange else { return date }
        return min(max(date, range.lowerBound), range.upperBound)
    }

    // MARK: Building

    /// New wheels for the mode, locale, calendar and minute interval, turned to the value.
    func rebuildWheels() {
        let calendar = wheelCalendar
        let wheels = DatePickerWheels(mode: datePickerMode, calendar: calendar,
                                      locale: locale ?? calendar.locale ?? .current, minuteInterval: minuteIntervalStorage)
        wheels.datePicker = self
        self.wheels = wheels
        pickerView.titleAlignments = Dictionary(uniqueKeysWithValues: wheels.alignments.enumerated().map { ($0, $1) })
        pickerView.titleInsets = Dictionary(uniqueKeysWithValues: wheels.insets.enumerated().map { ($0, $1) })
        let countdown = datePickerMode == .countDownTimer
        pickerView.dataSource = wheels
        pickerView.delegate = wheels
        pickerView.reloadAllComponents()
        makeCountdownUnitLabels(countdown ? 2 : 0)
        dateStorage = clamped(dateStorage)
        showValue(animated: false)
        setNeedsLayout()
    }

    private func makeCountdownUnitLabels(_ count: Int) {
        while countdownUnitLabels.count > count { countdownUnitLabels.removeLast().removeFromSuperview() }
        while countdownUnitLabels.count < count {
            let label = UILabel()
            label.font = UIDatePicker.countdownUnitFont
            label.textColor = .label
            addSubview(label)
            countdownUnitLabels.append(label)
        }
    }

    /// The wheels fill the picker; the countdown's unit names sit on the band, just right
    /// of their column's numbers.
    func layOutWheels() {
        pickerView.frame = bounds
        guard !countdownUnitLabels.isEmpty else { return }
        pickerView.layoutIfNeeded()
        let band = pickerView.selectionBand.frame
        for (label, column) in zip(countdownUnitLabels, pickerView.columns) {
            label.sizeToFit()
            let x = column.frame.maxX - UIDatePicker.countdownUnitWidth - DatePickerWheels.columnPadding + 6
            label.frame = CGRect(x: x, y: band.midY - label.bounds.height / 2, width: label.bounds.width,
                                 height: label.bounds.height)
        }
    }

    // MARK: Showing the value

    /// Turns every wheel to the value (each cyclic wheel to the nearest row showing it when
    /// animated, to its middle repetition otherwise), and redraws the rows in sight (which
    /// are in range may have changed).
    func showValue(animated: Bool) {
        guard let wheels else { return }
        let values = wheels.values(for: dateStorage, duration: displayedCountdown)
        for (index, (column, value)) in zip(wheels.columns, values).enumerated() {
            let current = pickerView.selectedRow(inComponent: index)
            let row = column.row(forValue: value, near: animated ? current : nil)
            if row != current || !animated { pickerView.selectRow(row, inComponent: index, animated: animated) }
        }
        pickerView.refreshShownRows()
        updateCountdownUnitNames()
    }

    /// The countdown the wheels show: whole minutes of the interval, at least one interval.
    private var displayedCountdown: TimeInterval {
        let step = TimeInterval(minuteIntervalStorage * 60)
        return max((countDownStorage / step).rounded(.down) * step, step)
    }

    private func updateCountdownUnitNames() {
        guard countdownUnitLabels.count == 2 else { return }
        let hours = pickerView.selectedRow(inComponent: 0)
        let hourValue = wheels?.columns.first?.value(ofRow: hours) ?? 0
        countdownUnitLabels[0].text = hourValue == 1 ? "hour" : "hours"
        countdownUnitLabels[1].text = "min"
        setNeedsLayout()
    }

    // MARK: Setting the value

    func changeDate(to date: Date, animated: Bool) {
        dateStorage = clamped(date)
        showValue(animated: animated)
    }

    func changeCountDownDuration(to duration: TimeInterval) {
        let limit: TimeInterval = 23 * 3600 + 59 * 60
        countDownStorage = duration.isFinite ? min(max(duration, 0), limit) : 0
        showValue(animated: false)
    }

    /// New limits: the date is brought within them and the rows redrawn.
    func limitsChanged() {
        dateStorage = clamped(dateStorage)
        showValue(animated: false)
    }

    func enabledChanged() {
        pickerView.isUserInteractionEnabled = isEnabled
        pickerView.alpha = isEnabled ? 1 : 0.5
    }

    // MARK: The user's value

    /// A wheel the user turned came to rest on a new row: the value the wheels make, brought
    /// into range (the wheels spring back to it when it had to move), becomes the picker's;
    /// `.valueChanged` is sent when it differs from the old one.
    func wheelCameToRest() {
        guard let wheels else { return }
        let values = wheels.columns.indices.map { index in
            wheels.columns[index].value(ofRow: pickerView.selectedRow(inComponent: index))
        }
        let changed: Bool
        if datePickerMode == .countDownTimer {
            let minutes = values[0] * 60 + values[1]
            let duration = TimeInterval(max(minutes, minuteIntervalStorage) * 60)
            changed = duration != countDownStorage
            countDownStorage = duration
        } else {
            let date = clamped(wheels.date(from: values, base: dateStorage))
            changed = date != dateStorage
            dateStorage = date
        }
        showValue(animated: true)
        recentreResting(values: values)
        if changed { sendActions(for: .valueChanged) }
    }

    /// Moves each cyclic wheel at rest on its value back to the middle repetition, unseen,
    /// so that no user turns one to its end.
    private func recentreResting(values: [Int]) {
        guard let wheels else { return }
        let shown = wheels.values(for: dateStorage, duration: displayedCountdown)
        for (index, column) in wheels.columns.enumerated() where column.period != nil && values[index] == shown[index] {
            let row = pickerView.selectedRow(inComponent: index)
            let middle = column.recentred(row)
            if middle != row, !pickerView.columns[index].isMoving {
                pickerView.selectRow(middle, inComponent: index, animated: false)
            }
        }
    }
}
