import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { VESTING_OPTIONS } from '../lib/plan-builder.ts';
import { PlanChoiceQuestion } from './plan-choice-question.tsx';

const render = (choice: string, otherText: string, error?: string) =>
  renderToStaticMarkup(
    <PlanChoiceQuestion path="vesting" legend="When?" help="What vesting means." options={VESTING_OPTIONS} value={{ choice, otherText }} onChange={() => {}} messageAt={(path) => (path === 'vesting.otherText' ? error : undefined)} />,
  );

describe('PlanChoiceQuestion', () => {
  it('is one named radio group in a fieldset with its legend and help, each choice labelled with what it means', () => {
    const html = render('', '');
    expect(html).toMatch(/^<fieldset[^>]*aria-describedby="plan-vesting-help"><legend[^>]*>When\?<\/legend><p id="plan-vesting-help"/);
    expect(html.match(/<label[^>]*><input type="radio"[^>]*name="plan-vesting"/g)).toHaveLength(3);
    expect(html).toContain('When the court confirms the plan.</span> <span class="text-sm">Your property is yours again, outside the bankruptcy case, once the court approves the plan.');
    // The error summary's link target: the first choice while nothing is chosen.
    expect(html.match(/id="plan-vesting-choice"/g)).toHaveLength(1);
    expect(html).not.toContain('<textarea');
  });

  it('under "other" asks for the words in a labelled box that names its error', () => {
    const html = render('other', '', 'Write when your property goes back to you');
    expect(html).toMatch(/<input type="radio"[^>]*id="plan-vesting-choice"[^>]*checked=""/);
    expect(html).toContain('<label data-slot="label"');
    expect(html).toMatch(/for="plan-vesting-otherText"[^>]*>In your own words<\/label>/);
    expect(html).toMatch(/<textarea[^>]*id="plan-vesting-otherText"[^>]*aria-invalid="true"[^>]*aria-describedby="plan-vesting-otherText-error"/);
    expect(html).toContain('id="plan-vesting-otherText-error"');
    expect(html).toContain('Write when your property goes back to you');
  });
});
