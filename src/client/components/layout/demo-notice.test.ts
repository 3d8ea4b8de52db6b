import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_MODE_META } from '#shared/payments-mode.ts';

describe('the demo notice', () => {
  it('is shown by the stylesheet exactly when the server’s test-mode marker is in the page', () => {
    // Read as text: the component's module needs the built site's settings to load.
    const source = fs.readFileSync(new URL('./demo-notice.tsx', import.meta.url), 'utf8');
    expect(source).toContain(`'hidden [html:has(meta[name=${PAYMENTS_MODE_META}][content=test])_&]:block'`);
  });
});
