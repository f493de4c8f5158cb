import Holidays from 'date-holidays';
import type { BusinessCalendar } from './cases/business-days.js';

/**
 * The US federal holidays as the case clocks count them (issue 35): the `public` holidays of
 * date-holidays' United States data (New Year's Day, Martin Luther King Jr. Day, Washington's
 * Birthday, Memorial Day, Juneteenth, Independence Day, Labor Day, Columbus Day, Veterans Day,
 * Thanksgiving Day, Christmas Day; 5 U.S.C. 6103) with their observed days when one falls on a
 * weekend. A separate entry point (`@medivi/domain/federal-holidays`), so that the web app never
 * loads the holiday data.
 */
export function federalBusinessCalendar(): BusinessCalendar {
  const holidays = new Holidays('US');
  const years = new Map<number, ReadonlySet<string>>();
  const holidaysOf = (year: number): ReadonlySet<string> => {
    let set = years.get(year);
    if (set === undefined) {
      set = new Set(
        holidays
          .getHolidays(year)
          .filter((holiday) => holiday.type === 'public')
          .map((holiday) => holiday.date.slice(0, 10)),
      );
      years.set(year, set);
    }
    return set;
  };
  return {
    isHoliday: (date) => holidaysOf(Number(date.slice(0, 4))).has(date),
  };
}
