import { Link } from 'react-router';
import { useT } from '#client/i18n/i18n.ts';
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

/** An FAQ answer: plain text whose paragraphs are separated by a blank line, with `[words](address)` links. */
export function FaqAnswer({ answer }: { answer: string }) {
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
    </div>
  );
}
