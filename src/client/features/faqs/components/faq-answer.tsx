import { Link } from 'react-router';
import { FigureSources } from '#client/components/legal/figure-sources.tsx';
import { useT } from '#client/i18n/i18n.ts';
import type { FigureSourceNote } from '#shared/law/legal-text.ts';
import { answerPieces } from '../lib/answer-links.ts';
import '#client/i18n/en/faqs.ts';

const linkClass = 'text-link-inline font-medium';

function Paragraph({ text }: { text: string }) {
  const t = useT();
  return answerPieces(text).map((piece, index) => {
    if (piece.kind === 'text') return piece.text;
    if (!piece.isExternal) {
      return (
        <Link key={index} to={piece.href} className={linkClass}>
          {piece.text}
        </Link>
      );
    }
    return (
      <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {piece.text}
        <span className="sr-only"> {t('faqs.newTab')}</span>
      </a>
    );
  });
}

/**
 * An FAQ answer: plain text whose paragraphs are separated by a blank line, with `[words](address)`
 * links, then where its legal figures come from (their date and source, as the server filled them
 * in), if it prints any.
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
          <Paragraph text={paragraph} />
        </p>
      ))}
      <FigureSources notes={figureSources} className="mt-1" />
    </div>
  );
}
