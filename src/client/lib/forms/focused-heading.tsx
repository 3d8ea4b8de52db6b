import * as React from 'react';

/** A page's title that takes focus when drawn: each new page of a step-by-step form is announced like a new page. */
export function FocusedHeading({ children }: { children: React.ReactNode }) {
  const ref = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
      {children}
    </h1>
  );
}
