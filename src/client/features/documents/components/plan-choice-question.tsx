import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { PlanChoiceOption, PlanOtherChoice } from '../lib/plan-builder.ts';

/**
 * One of Form 113's "check one" questions (§ 2.3 tax refunds, § 7.1 vesting) as a radio group:
 * each choice with what it means, and a box for the person's words under "other". Ids follow the
 * section's paths (`plan-vesting-otherText`) so the error summary links to the field.
 */
export function PlanChoiceQuestion({
  path,
  legend,
  help,
  options,
  value,
  onChange,
  messageAt,
}: {
  path: 'taxRefunds' | 'vesting';
  legend: string;
  help: React.ReactNode;
  options: readonly PlanChoiceOption[];
  value: PlanOtherChoice;
  onChange: (value: PlanOtherChoice) => void;
  messageAt: (path: string) => string | undefined;
}) {
  const choiceError = messageAt(`${path}.choice`);
  const textError = messageAt(`${path}.otherText`);
  const textId = `plan-${path}-otherText`;
  return (
    <fieldset className="flex max-w-prose flex-col gap-2" aria-describedby={`plan-${path}-help${choiceError ? ` plan-${path}-choice-error` : ''}`}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      <p id={`plan-${path}-help`} className="text-sm text-muted-foreground">
        {help}
      </p>
      {options.map((option, index) => (
        <label key={option.id} className="flex min-h-11 items-start gap-3 py-1">
          <input
            type="radio"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            name={`plan-${path}`}
            id={(value.choice ? value.choice === option.id : index === 0) ? `plan-${path}-choice` : undefined}
            checked={value.choice === option.id}
            onChange={() => onChange({ ...value, choice: option.id })}
          />
          <span>
            <span className="font-medium">{option.label}.</span> <span className="text-sm">{option.meaning}</span>
          </span>
        </label>
      ))}
      <FieldError id={`plan-${path}-choice-error`}>{choiceError}</FieldError>
      {value.choice === 'other' ? (
        <div className="flex flex-col gap-1.5 pl-8">
          <Label htmlFor={textId}>In your own words</Label>
          <Textarea id={textId} value={value.otherText} onChange={(event) => onChange({ ...value, otherText: event.target.value })} aria-invalid={textError ? true : undefined} aria-describedby={textError ? `${textId}-error` : undefined} />
          <FieldError id={`${textId}-error`}>{textError}</FieldError>
        </div>
      ) : null}
    </fieldset>
  );
}
