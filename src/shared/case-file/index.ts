export * from './case-file.ts';
export * from './household-from-case-file.ts';
export * from './package-sections.ts';
