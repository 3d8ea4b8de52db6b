import { deferredPage } from '../deferred-page.tsx';

export const Component = deferredPage(() => import('../pages/document-how-to-file-page.tsx'));
