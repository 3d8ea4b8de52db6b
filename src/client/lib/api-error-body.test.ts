import { describe, expect, it } from 'vitest';
import { ApiError } from './api-request.ts';
import { apiErrorBody, apiErrorMessage, apiFieldIssues } from './api-error-body.ts';

const apiError = (status: number, body: unknown) => new ApiError(status, 'Status', typeof body === 'string' ? body : JSON.stringify(body));

describe('apiErrorMessage', () => {
  it('gives the message of a refused request', () => {
    expect(apiErrorMessage(apiError(409, { message: 'No webinar is scheduled right now. Please check back soon.', code: 'CONFLICT' }))).toBe(
      'No webinar is scheduled right now. Please check back soon.',
    );
  });

  it('gives nothing for server errors, 401s, bodies that are not JSON and other errors', () => {
    expect(apiErrorMessage(apiError(500, { message: 'Internal error', code: 'INTERNAL' }))).toBeUndefined();
    expect(apiErrorMessage(apiError(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }))).toBeUndefined();
    expect(apiErrorMessage(apiError(409, '<html>proxy</html>'))).toBeUndefined();
    expect(apiErrorMessage(apiError(409, { message: '  ' }))).toBeUndefined();
    expect(apiErrorMessage(new Error('offline'))).toBeUndefined();
  });
});

describe('apiFieldIssues', () => {
  it('gives the well-formed issues of a 400', () => {
    const error = apiError(400, { message: 'x', code: 'VALIDATION_FAILED', issues: [{ path: 'email', message: 'Please enter a valid email address' }, { path: 1 }] });
    expect(apiFieldIssues(error)).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
  });

  it('gives none for other statuses', () => {
    expect(apiFieldIssues(apiError(409, { issues: [{ path: 'a', message: 'b' }] }))).toEqual([]);
  });
});

describe('apiErrorBody', () => {
  it('is null for non-object bodies', () => {
    expect(apiErrorBody(apiError(400, 'null'))).toBeNull();
    expect(apiErrorBody(apiError(400, ''))).toBeNull();
  });
});
