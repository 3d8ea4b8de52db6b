import * as React from 'react';
import { Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { CreateNewsArticleForm } from './create-news-article-form.tsx';
import '#client/i18n/en/news.ts';

/** The admin-only 'Add News' button of /news and its create-article dialog (spec 2.4). */
export function AddNewsButton() {
  const t = useT();
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t('news.addNews')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('news.addNewsTitle')}</DialogTitle>
          <DialogDescription>{t('news.addNewsDescription')}</DialogDescription>
        </DialogHeader>
        <CreateNewsArticleForm
          idPrefix="add-news"
          onCreated={() => setOpen(false)}
          secondaryAction={
            <DialogClose asChild>
              <Button variant="outline">{t('ui.cancel')}</Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
