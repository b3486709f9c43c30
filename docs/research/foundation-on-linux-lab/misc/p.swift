import Foundation
import FoundationNetworking
let pi = ProcessInfo.processInfo
print("names:", NSNotification.Name.NSSystemTimeZoneDidChange.rawValue, NSLocale.currentLocaleDidChangeNotification.rawValue, NSNotification.Name.NSCalendarDayChanged.rawValue)
pi.processName = "Renamed"; print("processName settable:", pi.processName)
print("URLError.notConnectedToInternet:", URLError.Code.notConnectedToInternet.rawValue, " dataNotAllowed:", URLError.Code.dataNotAllowed.rawValue)
print("operatingSystemVersionString:", pi.operatingSystemVersionString)
