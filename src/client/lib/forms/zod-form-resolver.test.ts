import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createZodFormResolver } from './zod-form-resolver.ts';
import { readTypedInputs } from './typed-inputs.ts';

const MESSAGES = { money: 'Enter an amount in dollars', date: 'Enter a real date' };
const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  income: z.number({ required_error: 'Enter your income' }).nonnegative(),
  filedOn: z.string().date().optional(),
});
type Input = { name: string; income: string; filedOn: string };
const options = { shouldUseNativeValidation: false, fields: {} } as never;

describe('createZodFormResolver', () => {
  it('gives the schema output with money and dates read from what was typed', async () => {
    const resolve = createZodFormResolver<Input, z.infer<typeof schema>>(schema, { income: 'money', filedOn: 'date' }, MESSAGES);
    const result = await resolve({ name: ' Ana ', income: '$2,400.50', filedOn: '3/15/2026' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Ana', income: 2400.5, filedOn: '2026-03-15' });
  });

  it('says plainly when a money box holds no amount, and still reports the other fields', async () => {
    const resolve = createZodFormResolver<Input, z.infer<typeof schema>>(schema, { income: 'money', filedOn: 'date' }, MESSAGES);
    const result = await resolve({ name: '', income: 'about 2k', filedOn: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe('Enter your name');
    expect(result.errors.income?.message).toBe('Enter an amount in dollars');
    expect(result.errors.filedOn).toBeUndefined();
  });

  it('loads a lazy schema once, and again after a failed download', async () => {
    let loads = 0;
    let isOffline = true;
    const resolve = createZodFormResolver<Input, z.infer<typeof schema>>(
      async () => {
        loads++;
        if (isOffline) throw new Error('offline');
        return schema;
      },
      { income: 'money' },
      MESSAGES,
    );
    await expect(resolve({ name: 'A', income: '1', filedOn: '' }, undefined, options)).rejects.toThrow('offline');
    isOffline = false;
    await resolve({ name: 'A', income: '1', filedOn: '' }, undefined, options);
    await resolve({ name: 'A', income: '2', filedOn: '' }, undefined, options);
    expect(loads).toBe(2);
  });
});

describe('readTypedInputs', () => {
  it('reads nested paths and leaves the typed values untouched', () => {
    const typed = { debts: [{ amount: '1,000' }, { amount: '' }] };
    const read = readTypedInputs(typed, { 'debts.0.amount': 'money', 'debts.1.amount': 'money' }, MESSAGES);
    expect(read.values).toEqual({ debts: [{ amount: 1000 }, { amount: undefined }] });
    expect(read.errors).toEqual({});
    expect(typed.debts[0]!.amount).toBe('1,000');
  });
});
