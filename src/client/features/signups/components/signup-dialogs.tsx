import * as React from 'react';

export type SignupDialogKind = 'newsletter' | 'webinar';

// The dialogs (and the validation library they use) load on first use, not with the page.
const loadNewsletterDialog = () => import('./newsletter-dialog.tsx').then((module) => ({ default: module.NewsletterDialog }));
const loadWebinarDialog = () => import('./webinar-dialog.tsx').then((module) => ({ default: module.WebinarDialog }));
const NewsletterDialog = React.lazy(loadNewsletterDialog);
const WebinarDialog = React.lazy(loadWebinarDialog);

/** Starts downloading a dialog's code early (on hover or focus of the button that opens it). */
export function preloadSignupDialog(kind: SignupDialogKind): void {
  void (kind === 'newsletter' ? loadNewsletterDialog() : loadWebinarDialog()).catch(() => undefined);
}

/**
 * The newsletter and webinar dialogs of the home page, `open` naming the one shown. A dialog
 * stays mounted after its first opening, so what was typed survives closing it.
 */
export function SignupDialogs({ open, onOpenChange }: { open: SignupDialogKind | null; onOpenChange: (open: SignupDialogKind | null) => void }) {
  const [hasOpened, setHasOpened] = React.useState<Record<SignupDialogKind, boolean>>({ newsletter: false, webinar: false });
  if (open && !hasOpened[open]) setHasOpened((previous) => ({ ...previous, [open]: true }));

  const propsFor = (kind: SignupDialogKind) => ({
    open: open === kind,
    onOpenChange: (isOpen: boolean) => onOpenChange(isOpen ? kind : null),
  });

  return (
    <React.Suspense fallback={null}>
      {hasOpened.newsletter || open === 'newsletter' ? <NewsletterDialog {...propsFor('newsletter')} /> : null}
      {hasOpened.webinar || open === 'webinar' ? <WebinarDialog {...propsFor('webinar')} /> : null}
    </React.Suspense>
  );
}
