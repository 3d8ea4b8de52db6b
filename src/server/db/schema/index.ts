// The one schema both drivers use; drizzle-kit reads this file to generate migrations.
export * from './content.ts';
export * from './catalog.ts';
export * from './chat.ts';
export * from './system.ts';
export * from './identity.ts';
export * from './mail.ts';
export * from './engagement.ts';
export * from './community.ts';
export * from './billing.ts';
export * from './legal-figures.ts';
export * from './assessments.ts';
export * from './documents.ts';
export * from './course.ts';
export * from './counseling.ts';
export * from './resources.ts';
