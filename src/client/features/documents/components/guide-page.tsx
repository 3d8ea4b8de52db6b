import * as React from 'react';
import { Link } from 'react-router';
import { Prose } from '#client/components/layout/prose.tsx';
import { FigureSources } from '#client/components/legal/figure-sources.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { guideTitleKey, type GUIDES, type GuideModule } from '../lib/guides.ts';
import '#client/i18n/en/premium.ts';

/** One guide of the Templates & Guides tab, shown in the tab, its text loaded on first view. */
export function GuidePage({ guide }: { guide: (typeof GUIDES)[number] }) {
  const t = useT();
  const [module, setModule] = React.useState<GuideModule | null>(null);
  React.useEffect(() => {
    let isCurrent = true;
    void guide.load().then((loaded) => {
      if (isCurrent) setModule(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [guide]);
  return (
    <article aria-labelledby="guide-heading" className="flex max-w-3xl flex-col gap-6">
      <Link to="/documents?tab=templates-guides" className="self-start font-medium text-link underline underline-offset-4 hover:text-link-hover">
        {t('documents.guide.back')}
      </Link>
      <h2 id="guide-heading" className="text-2xl font-bold tracking-tight">
        {module?.title ?? t(guideTitleKey(guide.slug))}
      </h2>
      {module ? (
        <>
          <Prose content={module.default} />
          <FigureSources notes={module.figureSources} />
        </>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="h-5 w-4/6" />
        </div>
      )}
    </article>
  );
}
