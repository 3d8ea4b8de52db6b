/**
 * Public settings the browser tests' site is built with (scripts/test.ts builds the client with
 * the same, so the tests' `npm start` finds the build current). Example bookstore pages, so the
 * book panel's purchase buttons are there to test; API responses checked against their contracts.
 */
export const E2E_SITE_ENV = {
  BOOK_EBOOK_URL: 'https://bookstore.example/self-filers-guidebook/ebook',
  BOOK_PAPERBACK_URL: 'https://bookstore.example/self-filers-guidebook/paperback',
  CHECK_API_RESPONSES: 'true',
} as const;
