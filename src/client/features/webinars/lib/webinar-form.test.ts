import { describe, expect, it } from 'vitest';
import { EMPTY_WEBINAR_FORM, webinarFormSchema } from './webinar-form.ts';

const filled = { ...EMPTY_WEBINAR_FORM, title: 'Filing step by step', startsAt: '2030-07-01T19:00', timeZone: 'America/Chicago', durationMinutes: '90', joinUrl: 'https://meet.example.org/x' };

describe('webinarFormSchema', () => {
  it('turns the wall-clock start in the chosen zone into an instant and the length into minutes', () => {
    expect(webinarFormSchema.parse(filled)).toMatchObject({ startsAt: '2030-07-02T00:00:00.000Z', durationMinutes: 90, timeZone: 'America/Chicago' });
  });

  it("gives the contract's messages for a missing start and a length out of range", () => {
    const result = webinarFormSchema.safeParse({ ...filled, startsAt: '', durationMinutes: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ startsAt: 'Enter the date and start time', durationMinutes: 'Enter a length from 15 to 480 minutes' });
    expect(webinarFormSchema.safeParse({ ...filled, durationMinutes: '500' }).error?.issues[0]?.message).toBe('Enter a length from 15 to 480 minutes');
  });
});
