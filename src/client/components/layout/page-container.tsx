import * as React from 'react';
import { cn } from '#client/lib/cn.ts';

export type PageContainerProps = React.ComponentProps<'div'> & {
  /** `narrow` keeps long text at a readable line length. */
  width?: 'default' | 'narrow';
};

/** Horizontal page padding and maximum width shared by the header, pages and footer. */
export function PageContainer({ className, width = 'default', ...props }: PageContainerProps) {
  return (
    <div
      className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl', className)}
      {...props}
    />
  );
}
