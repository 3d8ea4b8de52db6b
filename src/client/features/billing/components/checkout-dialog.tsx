import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { formatCents } from '#shared/format/money.ts';
import { safeReturnPath } from '#shared/navigation/return-path.ts';
import { useT } from '#client/i18n/i18n.ts';
import { usePaymentFlow, type PaidStatus } from '../hooks/use-payment-flow.ts';
import { PaymentForm, type PaymentSession } from './payment-form.tsx';
import '#client/i18n/en/checkout.ts';

export interface CheckoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** `returnPath`: the server's safe same-site page to come back to (else this page). */
  session: PaymentSession & { amountCents: number; returnPath?: string | undefined };
  onPaid: (status: PaidStatus) => void;
  idPrefix: string;
}

/** A one-time purchase (the course, a document package): the card form in a dialog. */
export function CheckoutDialog({ open, onOpenChange, title, description, session, onPaid, idPrefix }: CheckoutDialogProps) {
  const t = useT();
  const flow = usePaymentFlow({ onPaid });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // The dialog stays open while a payment is being processed.
        if (next || !flow.isProcessing) onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <PaymentForm
          session={session}
          submitLabel={t('checkout.pay', { amount: formatCents(session.amountCents) })}
          flow={flow}
          idPrefix={idPrefix}
          // A redirect (Stripe) brings the person back to the page they bought from; checked again here, as the server did.
          returnPath={session.returnPath ? safeReturnPath(session.returnPath) : `${window.location.pathname}${window.location.search}`}
        />
      </DialogContent>
    </Dialog>
  );
}

/** A document package's card form: the same dialog wherever the package is bought. */
export function PackageCheckoutDialog({ name, session, close, onPaid, idPrefix }: { name: string; session: CheckoutDialogProps['session']; close: () => void; onPaid: () => void; idPrefix: string }) {
  const t = useT();
  return (
    <CheckoutDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('checkout.package.dialogTitle', { name })}
      description={t('checkout.package.dialogText', { amount: formatCents(session.amountCents) })}
      session={session}
      idPrefix={idPrefix}
      onPaid={() => {
        close();
        onPaid();
      }}
    />
  );
}
