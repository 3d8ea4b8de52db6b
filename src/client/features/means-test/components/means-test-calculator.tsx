import * as React from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useDeferredModuleWhenNear } from '#client/lib/use-deferred-module.ts';
import type { CalculatorHeadingLevel } from './means-test-result.tsx';
import '#client/i18n/en/means-test.ts';

// The form (and the form library) follows the page once it has hydrated, and only when the person
// comes within a screen of it: with it, /chapter7 would go over its JavaScript budget, and drawing
// it (with its 18 modules) was a phone's longest work after the page appeared, for a part most
// visitors reach by scrolling or by the page's "Means Test Calculator" link.
const loadForm = () => import('./means-test-form.tsx');

/**
 * The means test calculator of the Chapter 7 page and of the course's means test lesson; a loading
 * line shows until its code is there. `headingLevel` fits its own headings (the result, the error
 * summary) into the page's outline: 3 by default, under the h2 of /chapter7.
 */
export function MeansTestCalculator({ headingLevel }: { headingLevel?: CalculatorHeadingLevel } = {}) {
  const t = useT();
  const place = React.useRef<HTMLDivElement>(null);
  const form = useDeferredModuleWhenNear(loadForm, place);
  return (
    <div ref={place}>
      {form.module ? (
        <form.module.MeansTestForm headingLevel={headingLevel} />
      ) : form.hasFailed ? (
        <p role="alert" className="font-medium text-destructive">
          {t('meansTest.loadError')}
        </p>
      ) : (
        <Spinner label={t('meansTest.loading')} showLabel />
      )}
    </div>
  );
}
