import * as React from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { useT } from '#client/i18n/i18n.ts';

/** After a deploy, an open tab may ask for page code that no longer exists: a reload fixes it. */
export function isStaleBuildError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch/i.test(
    error.message,
  );
}

/** Shown in place of a page that failed; header, navigation and footer stay usable. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  return (
    <PageContainer width="narrow" className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('error.heading')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{isStaleBuildError(error) ? t('error.updateText') : t('error.text')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </PageContainer>
  );
}

interface RouteErrorBoundaryProps {
  /** The page's address: going elsewhere clears the error. */
  resetKey: string;
  children: React.ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

/** Catches a page that throws while rendering (or whose code fails to load) and shows the error screen. */
export class RouteErrorBoundary extends React.Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, hasError: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown): void {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    return this.state.hasError ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
