import * as React from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/features/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { ApiError, isUnauthorizedError } from '#client/lib/api-request.ts';
import { useUpdateDisplayName } from '../api/update-display-name.ts';
import { serverMessage } from '../lib/server-message.ts';
import '#client/i18n/en/chat.ts';

const NAME_MIN_LENGTH = 2;
const NAME_MAX_LENGTH = 40;

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
  const fieldId = React.useId();
  const errorId = React.useId();
  const hintId = React.useId();
  const [name, setName] = React.useState(current);
  const [error, setError] = React.useState<string | null>(null);
  const update = useUpdateDisplayName(userId);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < NAME_MIN_LENGTH) {
      setError(t('chat.nameTooShort', { min: NAME_MIN_LENGTH }));
      return;
    }
    update.mutate(trimmed, {
      onSuccess: ({ displayName }) => {
        toast({ title: t('chat.nameSavedTitle'), description: t('chat.nameSavedText', { name: displayName }) });
        onDone();
      },
      onError: (failure) => {
        if (isUnauthorizedError(failure)) {
          notifyUnauthorizedAndRedirect();
          return;
        }
        if (failure instanceof ApiError && failure.status === 400) {
          setError(serverMessage(failure) ?? t('chat.nameFailedText'));
          return;
        }
        toast({ variant: 'destructive', title: t('chat.nameFailedTitle'), description: t('chat.nameFailedText') });
      },
    });
  };

  return (
    <DialogContent>
      <form onSubmit={submit} className="flex min-w-0 flex-col gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>{t('chat.nameTitle')}</DialogTitle>
          <DialogDescription>{t('chat.nameDescription')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId}>{t('chat.nameLabel')}</Label>
          <Input
            id={fieldId}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="nickname"
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          />
          <p id={hintId} className="text-sm text-muted-foreground">
            {t('chat.nameHint', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH })}
          </p>
          <FieldError id={errorId}>{error}</FieldError>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            {t('chat.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('chat.saving') : t('chat.save')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
