import { ComingSoonPage } from '#client/components/layout/coming-soon-page.tsx';

export function Component() {
  return <ComingSoonPage routeId="terms-of-service" />;
}
