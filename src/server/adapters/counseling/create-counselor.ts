import type { AppConfig } from '../../config.ts';
import { createBuiltInCounselor } from './built-in/counselor.ts';
import type { Counselor } from './counselor.ts';

/** The built-in counselor, unless a language model is configured (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export function createCounselor(ai: AppConfig['ai'], clock: () => Date): Counselor {
  const builtIn = createBuiltInCounselor({ today: () => clock().toISOString().slice(0, 10) });
  if (!ai) return builtIn;
  return builtIn;
}
