import * as React from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

export type SpinnerProps = React.ComponentProps<'span'> & {
  /** Text for screen readers and, with `showLabel`, on screen (for example 'Checking access permissions...'). */
  label: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

const ICON_SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label, showLabel = false, size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}
      {...props}
    >
      <Loader2 className={cn('animate-spin text-primary motion-reduce:animate-none', ICON_SIZES[size])} aria-hidden="true" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}
