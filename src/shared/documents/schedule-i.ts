/** Schedule I (Official Form 106I) arithmetic, shared by the form and the fee waiver's 150 % test. */
import type { ScheduleIPerson } from '../case-file/case-file.ts';

const sum = (values: readonly number[]) => values.reduce((t, v) => t + v, 0);

/** Lines 2-10 of one column, in cents; line 10 is the person's monthly (take-home) income. */
export function scheduleIColumn(person: ScheduleIPerson) {
  const line4 = person.monthlyGrossWages + person.monthlyOvertime;
  const line6 = sum(Object.values(person.payrollDeductions));
  const line7 = line4 - line6;
  const line9 = sum(Object.values(person.otherIncome));
  return { line2: person.monthlyGrossWages, line3: person.monthlyOvertime, line4, line6, line7, line9, line10: line7 + line9 };
}
