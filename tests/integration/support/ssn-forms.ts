/**
 * One Social Security number (212-34-5678) written as the number's own field takes it, in the
 * forms the free-text filters once let through: mixed separators, slashes, underscores, en
 * dashes and full-width digits.
 */
export const SSN_FORMS_ONCE_MISSED = [
  '212-34 5678',
  '212/34/5678',
  '212_34_5678',
  '212\u201334\u20135678',
  '\uff12\uff11\uff12\uff0d\uff13\uff14\uff0d\uff15\uff16\uff17\uff18',
] as const;
