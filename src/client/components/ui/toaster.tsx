import * as React from 'react';
import { setToasterOnScreen, useToast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';

/** Renders the toasts created with `toast()`. F8 moves focus to them (Radix's default hotkey). */
export function Toaster() {
  const { toasts } = useToast();
  const t = useT();

  React.useEffect(() => {
    setToasterOnScreen(true);
    return () => setToasterOnScreen(false);
  }, []);

  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} swipeDirection="right">
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport label={t('toast.viewportLabel')} />
    </ToastProvider>
  );
}
