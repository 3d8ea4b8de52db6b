import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ssnNumberSchema, type DocumentDetail, type SsnPerson } from '#shared/contracts/documents.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { apiFieldIssues } from '#client/lib/api-error-body.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { documentKeys, saveSsn } from '../api/documents-api.ts';

/**
 * The Social Security number, entered through its own endpoint (never part of the case file, never
 * autosaved with the answers) and shown masked once stored. Its own small form, outside the page's.
 */
export function SsnBox({ doc, person }: { doc: DocumentDetail; person: SsnPerson }) {
  const queryClient = useQueryClient();
  const stored = doc.ssn[person];
  const [isEditing, setIsEditing] = React.useState(stored === null);
  const [typed, setTyped] = React.useState('');
  const [message, setMessage] = React.useState<string | null>(null);
  const [isSaving, setIsSaving] = React.useState(false);
  const id = `doc-ssn-${person}`;
  const inputRef = React.useRef<HTMLInputElement>(null);

  const submit = async () => {
    const checked = ssnNumberSchema.safeParse(typed);
    if (!checked.success) {
      setMessage(checked.error.issues[0]?.message ?? 'Enter the 9-digit Social Security number');
      inputRef.current?.focus();
      return;
    }
    setIsSaving(true);
    try {
      const saved = await saveSsn(doc.id, person, typed);
      queryClient.setQueryData<DocumentDetail>(documentKeys.detail(doc.id), (old) => (old ? { ...old, ssn: { ...old.ssn, [person]: saved.ssn } } : old));
      setTyped('');
      setMessage(null);
      setIsEditing(false);
    } catch (error) {
      const issue = apiFieldIssues(error)[0];
      if (issue) setMessage(issue.message);
      else reportApiFailure(error, { title: 'The number could not be saved' });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="flex max-w-md flex-col gap-2 rounded-lg border border-border p-4">
      <p className="font-semibold">Social Security number</p>
      {stored && !isEditing ? (
        <div className="flex flex-wrap items-center gap-3">
          <p data-testid={`ssn-masked-${person}`}>
            Saved: <span className="font-mono">{stored.masked}</span>
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => setIsEditing(true)}>
            Change the number
          </Button>
        </div>
      ) : (
        <>
          <Label htmlFor={id}>{person === 'debtor' ? 'Your Social Security number' : 'Your spouse’s Social Security number'}</Label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            9 digits, like 123-45-6789. It is encrypted and shown only as its last 4 digits.
          </p>
          <div className="flex flex-wrap items-start gap-2">
            <Input
              ref={inputRef}
              id={id}
              inputMode="numeric"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void submit();
                }
              }}
              aria-invalid={message ? true : undefined}
              aria-describedby={[`${id}-hint`, message ? `${id}-error` : ''].join(' ').trim()}
              className="max-w-48 font-mono"
            />
            <Button type="button" variant="outline" onClick={() => void submit()} disabled={isSaving}>
              {isSaving ? 'Saving…' : 'Save the number'}
            </Button>
          </div>
          <FieldError id={`${id}-error`}>{message}</FieldError>
        </>
      )}
    </div>
  );
}
