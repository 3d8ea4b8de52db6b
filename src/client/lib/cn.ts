import { clsx, type ClassValue } from 'clsx';

/*
 * A small stand-in for tailwind-merge (which weighs more than a whole page of ours): when two
 * classes set the same thing under the same variants, the later one wins, so a component's
 * `className` can override its defaults (`cn('p-5', 'p-0')` → `p-0`). Classes it does not know
 * are always kept, so the worst case is the plain `clsx` result.
 */

const EXACT_GROUPS: Record<string, string> = {
  block: 'display', 'inline-block': 'display', inline: 'display', flex: 'display', 'inline-flex': 'display',
  grid: 'display', 'inline-grid': 'display', hidden: 'display', contents: 'display', table: 'display',
  'flow-root': 'display', 'list-item': 'display',
  static: 'position', fixed: 'position', absolute: 'position', relative: 'position', sticky: 'position',
  visible: 'visibility', invisible: 'visibility', collapse: 'visibility',
  'sr-only': 'sr-only', 'not-sr-only': 'sr-only',
  underline: 'text-decoration-line', overline: 'text-decoration-line', 'line-through': 'text-decoration-line', 'no-underline': 'text-decoration-line',
  truncate: 'text-overflow', italic: 'font-style', 'not-italic': 'font-style',
  uppercase: 'text-transform', lowercase: 'text-transform', capitalize: 'text-transform', 'normal-case': 'text-transform',
  grow: 'flex-grow', 'grow-0': 'flex-grow', shrink: 'flex-shrink', 'shrink-0': 'flex-shrink',
  border: 'border-width', shadow: 'shadow', rounded: 'rounded', transition: 'transition', outline: 'outline-style',
  'outline-none': 'outline-style', 'outline-hidden': 'outline-style',
};

const FONT_SIZES = /^(xs|sm|base|lg|xl|\d+xl)(\/.+)?$/;
const SIDES = '(?:t|r|b|l|x|y|s|e|tl|tr|br|bl|ss|se|es|ee)';

/** Ordered: the first matching pattern names the class's group; a capture (`px`, `t`) names a sub-group. */
const PATTERN_GROUPS: Array<[RegExp, string]> = [
  [/^(p|px|py|pt|pr|pb|pl|ps|pe)-/, 'padding'],
  [/^(m|mx|my|mt|mr|mb|ml|ms|me)-/, 'margin'],
  [/^(space-x|space-y)-/, 'space'],
  [/^(size|w|h|min-w|min-h|max-w|max-h)-/, 'sizing'],
  [/^(gap|gap-x|gap-y)-/, 'gap'],
  [/^(inset|inset-x|inset-y|top|right|bottom|left|start|end)-/, 'inset'],
  [/^(z|order|opacity|basis|leading|tracking|duration|ease|delay|animate|cursor|aspect|columns|line-clamp)-/, ''],
  [/^text-(?:left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-(?:ellipsis|clip)$/, 'text-overflow'],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(?:sans|serif|mono)$/, 'font-family'],
  [/^bg-(?:linear|radial|conic|gradient|none)/, 'bg-image'],
  [/^bg-(?:cover|contain|auto)$/, 'bg-size'],
  [/^bg-(?:repeat|no-repeat)/, 'bg-repeat'],
  [/^bg-(?:center|top|bottom|left|right)/, 'bg-position'],
  [/^bg-/, 'bg-color'],
  [new RegExp(`^rounded-(${SIDES})(?:-|$)`), 'rounded'],
  [/^rounded-/, 'rounded'],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [new RegExp(`^border-(${SIDES})(?:-\\d+)?$`), 'border-width'],
  [/^border-(?:\d+|\[\d[^\]]*\])$/, 'border-width'],
  [/^border-/, 'border-color'],
  [/^shadow-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner)$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^overflow-(x|y)-/, 'overflow'],
  [/^overflow-/, 'overflow'],
  [/^(items|justify|self|content|place-items|place-content|place-self|justify-items|justify-self)-/, 'align'],
  [/^flex-(?:row|col)/, 'flex-direction'],
  [/^flex-(?:wrap|nowrap)/, 'flex-wrap'],
  [/^flex-/, 'flex'],
  [/^(grid-cols|grid-rows|col-span|col-start|col-end|row-span)-/, 'grid'],
  [/^(whitespace|break|decoration|underline-offset|pointer-events|select|object|list|fill|stroke|transition|outline|ring|ring-offset)-/, ''],
];

function groupOf(utility: string): string | null {
  const base = utility.startsWith('-') ? utility.slice(1) : utility;
  const exact = EXACT_GROUPS[base];
  if (exact) return `${exact}:`;
  if (base.startsWith('text-')) {
    const rest = base.slice(5);
    if (FONT_SIZES.test(rest)) return 'font-size:';
  }
  for (const [pattern, name] of PATTERN_GROUPS) {
    const match = pattern.exec(base);
    if (match) return `${name}:${match[1] ?? ''}`;
  }
  if (base.startsWith('text-')) return 'text-color:';
  return null;
}

/** Splits `sm:hover:!px-4` into its variants (`sm:hover:!`) and the utility (`px-4`), ignoring colons inside brackets. */
function splitVariants(className: string): [string, string] {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) cut = i;
  }
  let variants = className.slice(0, cut + 1);
  let utility = className.slice(cut + 1);
  if (utility.startsWith('!') || utility.endsWith('!')) {
    variants += '!';
    utility = utility.replace(/^!|!$/g, '');
  }
  return [variants, utility];
}

// A page asks for the same few class lists many times over (every link, button and card of a
// kind), so each answer is kept: hydrating a page spent more time here than in any component.
const mergedByInput = new Map<string, string>();
const MAX_REMEMBERED = 2_000;

/** Keeps the last class of each group (per set of variants); unknown classes are all kept. */
export function mergeClasses(classNames: string): string {
  const remembered = mergedByInput.get(classNames);
  if (remembered !== undefined) return remembered;
  const merged = mergeClassList(classNames);
  if (mergedByInput.size >= MAX_REMEMBERED) mergedByInput.clear();
  mergedByInput.set(classNames, merged);
  return merged;
}

function mergeClassList(classNames: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  const list = classNames.split(/\s+/).filter(Boolean);
  for (let i = list.length - 1; i >= 0; i--) {
    const className = list[i]!;
    const [variants, utility] = splitVariants(className);
    const group = groupOf(utility);
    const key = group === null ? `exact:${className}` : `${variants}|${group}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

/** Joins class names and lets later Tailwind classes override earlier ones (`cn('p-2', 'p-4')` → `p-4`). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
