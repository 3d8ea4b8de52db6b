import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#client/lib/api-request.ts';
import { ApiContractError, apiJson, isCheckingResponses } from './api-json.ts';

const faqList = z.array(z.object({ id: z.number().int(), question: z.string() }));

function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(status === 204 ? null : body, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiJson', () => {
  it('checks responses in tests', () => {
    expect(isCheckingResponses).toBe(true);
  });

  it('returns the parsed, checked body and sends cookies and JSON', async () => {
    const fetchMock = answer(200, '[{"id":1,"question":"What is Chapter 7?"}]');
    const data = await apiJson(faqList)('/api/faqs', { method: 'POST', body: { a: 1 } });
    expect(data).toEqual([{ id: 1, question: 'What is Chapter 7?' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/faqs', expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } }));
  });

  it('asks the browser to check its cached copy with the server every time (a 304 when unchanged)', async () => {
    const fetchMock = answer(200, '[]');
    await apiJson(faqList)('/api/faqs');
    expect(fetchMock).toHaveBeenCalledWith('/api/faqs', expect.objectContaining({ method: 'GET', cache: 'no-cache' }));
  });

  it('refuses a response that breaks its contract, naming the field', async () => {
    answer(200, '[{"id":"1","question":"?"}]');
    await expect(apiJson(faqList)('/api/faqs')).rejects.toThrow(new ApiContractError('/api/faqs', '0.id: Expected number, received string'));
  });

  it('loads a lazy schema before checking', async () => {
    answer(200, '[{"id":2,"question":"Q"}]');
    const loader = vi.fn(async () => faqList);
    await expect(apiJson(loader)('/api/faqs')).resolves.toEqual([{ id: 2, question: 'Q' }]);
    expect(loader).toHaveBeenCalledOnce();
  });

  it('throws ApiError "<status>: <body>" on failure, or null for 401 when asked', async () => {
    answer(409, '{"message":"Already registered","code":"CONFLICT"}', 'Conflict');
    const error = await apiJson(faqList)('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Already registered","code":"CONFLICT"}');
    answer(401, '{"message":"Unauthorized"}', 'Unauthorized');
    await expect(apiJson(faqList)('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('reads an empty answer as undefined, so a schema must allow it', async () => {
    answer(204, '');
    await expect(apiJson(z.undefined())('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
    answer(204, '');
    await expect(apiJson(faqList)('/api/x', { method: 'DELETE' })).rejects.toBeInstanceOf(ApiContractError);
  });
});
