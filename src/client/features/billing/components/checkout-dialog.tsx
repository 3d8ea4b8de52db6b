import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { formatCents } from '#shared/billing/catalog.ts';
import { useT } from '#client/i18n/i18n.ts';
import { usePaymentFlow, type PaidStatus } from '../hooks/use-payment-flow.ts';
import { PaymentForm, type PaymentSession } from './payment-form.tsx';
import '#client/i18n/en/checkout.ts';

export interface CheckoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  session: PaymentSession & { amountCents: number };
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
          // A redirect (Stripe) brings the person back to the page they bought from.
          returnPath={`${window.location.pathname}${window.location.search}`}
        />
      </DialogContent>
    </Dialog>
  );
}
