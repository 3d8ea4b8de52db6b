import { describe, expect, it } from 'vitest';
import { SSN_WARNING } from '#shared/contracts/chat.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { serverMessage } from './server-message.ts';

describe('serverMessage', () => {
  it('reads the message of our JSON error body, such as the SSN warning or the rate limit', () => {
    expect(serverMessage(new ApiError(400, 'Bad Request', JSON.stringify({ message: SSN_WARNING, code: 'VALIDATION_FAILED' })))).toBe(SSN_WARNING);
    expect(serverMessage(new ApiError(429, 'Too Many Requests', '{"message":"You are sending messages too quickly","code":"RATE_LIMITED"}'))).toBe(
      'You are sending messages too quickly',
    );
  });

  it('gives null for bodies without a message and for other errors', () => {
    expect(serverMessage(new ApiError(502, 'Bad Gateway', '<html>'))).toBeNull();
    expect(serverMessage(new ApiError(400, 'Bad Request', '{"message":"  "}'))).toBeNull();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
