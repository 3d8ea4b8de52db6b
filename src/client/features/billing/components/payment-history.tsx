import * as React from 'react';
import { Printer, Receipt } from 'lucide-react';
import { formatCents } from '#shared/format/money.ts';
import type { PaymentReceipt } from '#shared/contracts/billing.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT, type Translate } from '#client/i18n/i18n.ts';
import { usePayments } from '../api/get-payments.ts';
import { formatLongDate } from '#shared/format/dates.ts';
import '#client/i18n/en/billing.ts';

function paymentDate(receipt: PaymentReceipt): string {
  return formatLongDate(receipt.paidAt ?? receipt.createdAt);
}

function cardText(t: Translate, receipt: PaymentReceipt): string {
  if (!receipt.cardLast4) return t('billing.payments.noCard');
  const last4 = t('billing.payments.cardLast4', { last4: receipt.cardLast4 });
  return receipt.cardBrand ? `${receipt.cardBrand} ${last4}` : last4;
}

function statusText(t: Translate, status: string): string {
  return status === 'succeeded' ? t('billing.payments.status.succeeded') : t('billing.payments.status.failed');
}

/** One receipt, printable (the page's own print styles are the browser's). */
function ReceiptDialog({ receipt, onClose }: { receipt: PaymentReceipt; onClose: () => void }) {
  const t = useT();
  const rows: Array<[string, string]> = [
    [t('billing.receipt.number'), receipt.id],
    [t('billing.payments.date'), paymentDate(receipt)],
    [t('billing.payments.description'), receipt.description],
    [t('billing.payments.amount'), formatCents(receipt.amountCents)],
    [t('billing.payments.card'), cardText(t, receipt)],
    [t('billing.payments.status'), statusText(t, receipt.status)],
    [t('billing.receipt.paidTo'), t('billing.receipt.paidToValue')],
  ];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('billing.receipt.title')}</DialogTitle>
          <DialogDescription>{t('billing.receipt.note')}</DialogDescription>
        </DialogHeader>
        <dl className="flex flex-col gap-2">
          {rows.map(([term, value]) => (
            <div key={term} className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
              <dt className="font-medium sm:w-36 sm:shrink-0">{term}</dt>
              <dd className="min-w-0 break-words text-muted-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('ui.close')}
          </Button>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('billing.receipt.print')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ReceiptButton({ receipt, onOpen }: { receipt: PaymentReceipt; onOpen: (receipt: PaymentReceipt) => void }) {
  const t = useT();
  return (
    <Button variant="link" size="sm" className="self-start px-0" onClick={() => onOpen(receipt)}>
      {t('billing.payments.viewReceipt')}
      <span className="sr-only"> {t('billing.payments.viewReceiptFor', { description: receipt.description, date: paymentDate(receipt) })}</span>
    </Button>
  );
}

/** /account's payment history (issue 7): amount, date, description, last four digits, and each receipt; cards on a phone (issue 17). */
export function PaymentHistory() {
  const t = useT();
  const payments = usePayments({ enabled: true });
  const [open, setOpen] = React.useState<PaymentReceipt | null>(null);

  return (
    <section aria-labelledby="payments-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="payments-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Receipt className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t('billing.payments.heading')}
      </h2>
      {payments.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('billing.account.loading')}</span>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : payments.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p>{t('billing.account.loadFailed')}</p>
          <Button variant="outline" onClick={() => void payments.refetch()}>
            {t('billing.account.retry')}
          </Button>
        </div>
      ) : payments.data.length === 0 ? (
        <p className="text-muted-foreground">{t('billing.payments.empty')}</p>
      ) : (
        <>
          {/* On a phone each payment is a card (nothing wider than the screen); from 640 px, a table. */}
          <ul className="flex flex-col gap-3 sm:hidden">
            {payments.data.map((receipt) => (
              <li key={receipt.id} className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold">{formatCents(receipt.amountCents)}</span>
                  <Badge variant={receipt.status === 'succeeded' ? 'success' : 'warning'}>{statusText(t, receipt.status)}</Badge>
                </div>
                <p className="break-words">{receipt.description}</p>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-muted-foreground">
                  <dt>{t('billing.payments.date')}</dt>
                  <dd>{paymentDate(receipt)}</dd>
                  <dt>{t('billing.payments.card')}</dt>
                  <dd>{cardText(t, receipt)}</dd>
                </dl>
                <ReceiptButton receipt={receipt} onOpen={setOpen} />
              </li>
            ))}
          </ul>
          {/* 'relative' keeps the screen-reader-only texts, which are absolutely positioned, inside the box. */}
          <div className="relative hidden overflow-x-auto sm:block" role="region" aria-label={t('billing.payments.tableLabel')} tabIndex={0}>
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <caption className="sr-only">{t('billing.payments.caption')}</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('billing.payments.date')}</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('billing.payments.description')}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('billing.payments.amount')}</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('billing.payments.card')}</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('billing.payments.status')}</th>
                  <th scope="col" className="py-2 font-semibold">{t('billing.payments.receipt')}</th>
                </tr>
              </thead>
              <tbody>
                {payments.data.map((receipt) => (
                  <tr key={receipt.id} className="border-b border-border last:border-b-0">
                    <td className="py-2 pr-3 whitespace-nowrap">{paymentDate(receipt)}</td>
                    <td className="py-2 pr-3">{receipt.description}</td>
                    <td className="py-2 pr-3 text-right whitespace-nowrap">{formatCents(receipt.amountCents)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{cardText(t, receipt)}</td>
                    <td className="py-2 pr-3">
                      <Badge variant={receipt.status === 'succeeded' ? 'success' : 'warning'}>{statusText(t, receipt.status)}</Badge>
                    </td>
                    <td className="py-2">
                      <ReceiptButton receipt={receipt} onOpen={setOpen} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {open ? <ReceiptDialog receipt={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
