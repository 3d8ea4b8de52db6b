import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useDeferredModule } from '#client/lib/use-deferred-module.ts';
import type { CalculatorHeadingLevel } from './means-test-result.tsx';
import '#client/i18n/en/means-test.ts';

// The form (and the form library) follows the page once it has hydrated: with it, /chapter7
// would go over its JavaScript budget.
const loadForm = () => import('./means-test-form.tsx');

/**
 * The means test calculator of the Chapter 7 page and of the course's means test lesson; a loading
 * line shows until its code is there. `headingLevel` fits its own headings (the result, the error
 * summary) into the page's outline: 3 by default, under the h2 of /chapter7.
 */
export function MeansTestCalculator({ headingLevel }: { headingLevel?: CalculatorHeadingLevel } = {}) {
  const t = useT();
  const form = useDeferredModule(loadForm);
  if (form.module) return <form.module.MeansTestForm headingLevel={headingLevel} />;
  if (form.hasFailed)
    return (
      <p role="alert" className="font-medium text-destructive">
        {t('meansTest.loadError')}
      </p>
    );
  return <Spinner label={t('meansTest.loading')} showLabel />;
}
