import type { PremiumAccess } from '../hooks/use-premium-access.ts';

/**
 * Which words the interview's first step uses for the package's price: a member prepares the forms
 * with the membership; someone who bought only the course prepares them with the course (the
 * server's access policy lets both in, spec 6), and neither gets the final PDF without the package.
 */
export function packagePriceNoteKey(access: PremiumAccess['state'], courses: readonly string[]): 'checkout.package.firstStep' | 'checkout.package.firstStepCourse' {
  return access !== 'granted' && courses.length > 0 ? 'checkout.package.firstStepCourse' : 'checkout.package.firstStep';
}
