import { deferredPage } from '../deferred-page.tsx';

export const Component = deferredPage(() => import('../pages/assessment-results-page.tsx'));
