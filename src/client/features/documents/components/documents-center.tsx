import * as React from 'react';
import { BookOpen, FileText, FolderOpen, Sparkles } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useTabParam } from '#client/hooks/use-tab-param.ts';
import { useT } from '#client/i18n/i18n.ts';
import { useUserDocuments } from '../api/documents-api.ts';
import { DocumentList } from './document-list.tsx';
import { FreeForms } from './free-forms.tsx';
import { Guides } from './guides.tsx';
import { MyDocuments } from './my-documents.tsx';
import '#client/i18n/en/premium.ts';

const TABS = ['premium-tools', 'free-forms', 'templates-guides', 'my-documents'] as const;

export interface DocumentsCenterProps {
  /** 'preview' under the premium gate: the default tab only, nothing personal. */
  mode: 'full' | 'preview';
  /** The Premium Tools tab's packages (billing sells them). */
  premiumTools: React.ReactNode;
}

/** The Documents and Forms Center's tabs (spec 2.8): Premium Tools (default), Free Forms, Templates & Guides, My Documents. */
export function DocumentsCenter({ mode, premiumTools }: DocumentsCenterProps) {
  const t = useT();
  const [tab, selectTab] = useTabParam(TABS, 'premium-tools', { isFixed: mode === 'preview' });
  const premiumTabRef = React.useRef<HTMLButtonElement>(null);
  // Spec 2.8: the list is fetched only for a signed-in member (never in the gate's preview).
  const documents = useUserDocuments(mode === 'full');

  const browsePremiumTools = () => {
    selectTab('premium-tools');
    premiumTabRef.current?.focus();
  };

  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabsList aria-label={t('documents.tabsLabel')}>
        <TabsTrigger ref={premiumTabRef} value="premium-tools">
          <Sparkles aria-hidden="true" />
          {t('documents.tab.premium')}
        </TabsTrigger>
        <TabsTrigger value="free-forms">
          <FileText aria-hidden="true" />
          {t('documents.tab.free')}
        </TabsTrigger>
        <TabsTrigger value="templates-guides">
          <BookOpen aria-hidden="true" />
          {t('documents.tab.guides')}
        </TabsTrigger>
        <TabsTrigger value="my-documents">
          <FolderOpen aria-hidden="true" />
          {t('documents.tab.mine')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="premium-tools">
        <section aria-labelledby="premium-tools-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="premium-tools-heading" className="text-2xl font-bold tracking-tight">
              {t('documents.premium.heading')}
            </h2>
            <p className="text-muted-foreground">{t('documents.premium.intro')}</p>
          </div>
          {premiumTools}
          <p className="rounded-lg border-l-4 border-notice-border bg-notice p-3 text-sm text-notice-foreground">{t('documents.premium.reviewNote')}</p>
        </section>
      </TabsContent>
      <TabsContent value="free-forms">
        <FreeForms onPrepare={browsePremiumTools} />
      </TabsContent>
      <TabsContent value="templates-guides">
        <Guides />
      </TabsContent>
      <TabsContent value="my-documents">
        <MyDocuments isLoading={mode === 'full' && documents.isPending} onBrowsePremiumTools={browsePremiumTools}>
          {documents.data && documents.data.length > 0 ? <DocumentList documents={documents.data} /> : null}
        </MyDocuments>
      </TabsContent>
    </Tabs>
  );
}
