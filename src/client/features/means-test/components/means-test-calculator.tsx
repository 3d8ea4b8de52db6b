import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useDeferredModule } from '#client/lib/use-deferred-module.ts';
import '#client/i18n/en/means-test.ts';

// The form (and the form library) follows the page once it has hydrated: with it, /chapter7
// would go over its JavaScript budget.
const loadForm = () => import('./means-test-form.tsx');

/** The means test calculator of the Chapter 7 page; a loading line shows until its code is there. */
export function MeansTestCalculator() {
  const t = useT();
  const form = useDeferredModule(loadForm);
  if (form.module) return <form.module.MeansTestForm />;
  if (form.hasFailed)
    return (
      <p role="alert" className="font-medium text-destructive">
        {t('meansTest.loadError')}
      </p>
    );
  return <Spinner label={t('meansTest.loading')} showLabel />;
}
