import type * as React from 'react';

export type HeadingLevel = 'h2' | 'h3' | 'h4';

/** A heading whose level the page chooses, so the box fits the page outline. */
export function PostHeading({ level, id, children }: { level: HeadingLevel; id: string; children: React.ReactNode }) {
  const Heading = level;
  return (
    <Heading id={id} className="text-lg leading-snug font-semibold">
      {children}
    </Heading>
  );
}
