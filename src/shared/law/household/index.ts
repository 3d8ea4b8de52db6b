export * from './household.ts';
export * from './money.ts';
