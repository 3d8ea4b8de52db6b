import * as React from 'react';
import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH, displayNameSchemaFor } from '#shared/contracts/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { SITE_CONFIG } from '#client/lib/site-config.ts';
import { TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useUpdateDisplayName } from '../api/update-display-name.ts';
import '#client/i18n/en/chat.ts';

// The server's rule, with this site's name reserved as the server reserves it.
const displayNameSchema = displayNameSchemaFor(SITE_CONFIG.siteName);

type DisplayName = { displayName: string };

/** "You appear as Maria L." with a small dialog to change the name others see. */
export function DisplayNameControl({ userId, displayName }: { userId: string; displayName: string }) {
  const t = useT();
  const [isOpen, setOpen] = React.useState(false);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p className="min-w-0 text-muted-foreground">
        {t('chat.appearAs')} <span className="font-semibold text-foreground">{displayName}</span>
      </p>
      <Dialog open={isOpen} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="link" size="sm" className="min-h-6 px-0">
            {t('chat.changeName')}
          </Button>
        </DialogTrigger>
        {isOpen ? <DisplayNameForm userId={userId} current={displayName} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </div>
  );
}

function DisplayNameForm({ userId, current, onDone }: { userId: string; current: string; onDone: () => void }) {
  const t = useT();
  const form = useZodForm<DisplayName, DisplayName>({ schema: displayNameSchema, defaultValues: { displayName: current }, idPrefix: 'display-name' });
  const update = useUpdateDisplayName(userId);

  const save = async ({ displayName: name }: DisplayName) => {
    const { displayName } = await update.mutateAsync(name);
    toast({ title: t('chat.nameSavedTitle'), description: t('chat.nameSavedText', { name: displayName }) });
    onDone();
  };

  return (
    <DialogContent>
      <ZodForm
        form={form}
        onValidSubmit={save}
        onSubmitError={(error) => reportApiFailure(error, { title: t('chat.nameFailedTitle'), fallback: t('chat.nameFailedText') })}
        className="flex min-w-0 flex-col gap-4"
      >
        <DialogHeader>
          <DialogTitle>{t('chat.nameTitle')}</DialogTitle>
          <DialogDescription>{t('chat.nameDescription')}</DialogDescription>
        </DialogHeader>
        <TextField
          name="displayName"
          label={t('chat.nameLabel')}
          hint={t('chat.nameHint', { min: DISPLAY_NAME_MIN_LENGTH, max: DISPLAY_NAME_MAX_LENGTH })}
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          autoComplete="nickname"
        />
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            {t('chat.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('chat.saving') : t('chat.save')}
          </Button>
        </DialogFooter>
      </ZodForm>
    </DialogContent>
  );
}
