import { FigureSources } from '#client/components/legal/figure-sources.tsx';
import type { FigureSourceNote } from '#shared/law/legal-text.ts';

/**
 * An FAQ answer: plain text whose paragraphs are separated by a blank line, then where its legal
 * figures come from (their date and source, as the server filled them in), if it prints any.
 */
export function FaqAnswer({ answer, figureSources = [] }: { answer: string; figureSources?: readonly FigureSourceNote[] }) {
  const paragraphs = answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-3 text-base leading-relaxed text-foreground">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
      <FigureSources notes={figureSources} className="mt-1" />
    </div>
  );
}
