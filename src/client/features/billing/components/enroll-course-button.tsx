import * as React from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { COURSES } from '#shared/billing/catalog.ts';
import { formatCents } from '#shared/format/money.ts';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { useAuthField } from '#client/lib/auth/use-auth.ts';
import { fetchPurchases } from '../api/get-purchases.ts';
import { enrollCourse } from '../api/start-checkout.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import '#client/i18n/en/checkout.ts';

// The card form loads when someone actually enrolls, not with the page.
const CheckoutDialog = React.lazy(() => import('./checkout-dialog.tsx').then((module) => ({ default: module.CheckoutDialog })));

export interface EnrollCourseButtonProps {
  /** Visible label; default 'Enroll'. */
  label?: string;
  /** Accessible name when the visible label alone is vague in its context. */
  'aria-label'?: string;
  className?: string;
  size?: ButtonProps['size'];
  /** Called once the person is enrolled (paid, or found already enrolled), e.g. to open the lessons. */
  onEnrolled?: () => void;
}

/**
 * Enroll in the Chapter 7 online course ($89, spec 8, 9): visitors are sent to sign in
 * ('Unauthorized', 500 ms); signed-in people pay in a dialog ('Enrolling...' while the payment
 * is prepared), then see 'Enrollment Successful'. Someone already enrolled is told so.
 */
export function EnrollCourseButton({ label, 'aria-label': ariaLabel, className, size, onEnrolled }: EnrollCourseButtonProps) {
  const t = useT();
  const [isEnrolled, setIsEnrolled] = React.useState(false);
  const isAuthenticated = useAuthField('isAuthenticated');
  const course = COURSES.chapter7;

  // Someone already enrolled sees so at once instead of an Enroll button.
  React.useEffect(() => {
    if (!isAuthenticated) return;
    const controller = new AbortController();
    fetchPurchases(controller.signal).then(
      (purchases) => {
        if (purchases.courses.includes('chapter7')) setIsEnrolled(true);
      },
      () => undefined, // Enroll still works; the server says 'Already Enrolled' if so.
    );
    return () => controller.abort();
  }, [isAuthenticated]);
  const { isStarting, checkout, begin, close } = useCheckout({
    start: enrollCourse,
    onAlreadyOwned: () => {
      setIsEnrolled(true);
      onEnrolled?.();
      toast({ title: t('checkout.enroll.alreadyTitle'), description: t('checkout.enroll.alreadyText') });
    },
    onFailure: () => toast({ variant: 'destructive', title: t('checkout.enroll.failureTitle'), description: t('checkout.enroll.failureText') }),
  });

  if (isEnrolled) {
    return (
      <p role="status" className={cn('flex items-center gap-2 font-medium text-success-soft-foreground', className)}>
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        <span>
          {t('checkout.enroll.enrolledText')}{' '}
          <Link to="/course" className="text-link-inline">
            {t('checkout.enroll.openCourse')}
          </Link>
        </span>
      </p>
    );
  }

  return (
    <>
      <Button className={className} size={size} onClick={begin} disabled={isStarting} aria-label={isStarting ? undefined : ariaLabel}>
        {isStarting ? t('checkout.enroll.pending') : (label ?? t('checkout.enroll.button'))}
      </Button>
      {checkout ? (
        <React.Suspense fallback={null}>
          <CheckoutDialog
            open
            onOpenChange={(open) => {
              if (!open) close();
            }}
            title={t('checkout.enroll.dialogTitle')}
            description={t('checkout.enroll.dialogText', { amount: formatCents(course.priceCents), regular: formatCents(course.listPriceCents) })}
            session={checkout}
            idPrefix="enroll-course"
            onPaid={() => {
              close();
              setIsEnrolled(true);
              onEnrolled?.();
              toast({ title: t('checkout.enroll.successTitle'), description: t('checkout.enroll.successText') });
            }}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
