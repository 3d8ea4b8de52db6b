import { deferredPage } from '../deferred-page.tsx';

export const Component = deferredPage(() => import('../pages/document-edit-page.tsx'));
