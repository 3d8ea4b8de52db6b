/**
 * True when text contains something shaped like a US Social Security number (3-2-4 digits,
 * with dashes, spaces, dots or nothing between), skipping numbers the SSA never issues
 * (area 000, 666 or 9xx; group 00; serial 0000). Used to stop people posting theirs in chat.
 */
export function looksLikeSocialSecurityNumber(text: string): boolean {
  const pattern = /(?<![\d-])(\d{3})([-\s.]?)(\d{2})\2(\d{4})(?![\d-])/g;
  for (const match of text.matchAll(pattern)) {
    const [, area, , group, serial] = match;
    if (area === '000' || area === '666' || area!.startsWith('9')) continue;
    if (group === '00' || serial === '0000') continue;
    return true;
  }
  return false;
}
