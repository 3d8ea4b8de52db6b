/**
 * Input made on a prerendered page before React has hydrated it: the page is on screen (and its
 * scripts are only asked for after the first paint), so a person may tick, type or press first.
 * Native controls keep what was done (a ticked box, typed text), but React, hydrating, takes the
 * DOM's state as its own starting point and never hears of the change (then resets it at its next
 * render); a pressed button did nothing at all. This holds the presses and notes the changed
 * fields, and once React has hydrated each element, tells React about both, in order.
 */
export interface EarlyInput {
  /** React listens from now on (hydration has started): stop holding presses. */
  stopHolding(): void;
  /** After hydration's first commit: replay, each element once React has hydrated it. */
  replay(): void;
}

declare global {
  interface Window {
    /** Set by the boot script of a prerendered page (src/client/boot.ts), read when hydrating. */
    bshEarlyInput?: EarlyInput;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;
interface Step {
  element: HTMLElement;
  run: () => void;
}

const PRESSABLE = 'button, [role="button"], [role="tab"], [role="menuitem"]';
/** Parts of the page inside a Suspense boundary may hydrate later than the first commit. */
const HYDRATION_WAIT_MS = 10_000;

/** The little of React's fiber that tells whether it is on screen yet. */
interface Fiber {
  tag: number;
  return: Fiber | null;
  alternate: Fiber | null;
  stateNode: unknown;
}
const HOST_ROOT = 3;

/** Whether the tree this fiber belongs to is the one React last committed: its root is the current one. */
function isInCommittedTree(fiber: Fiber): boolean {
  let node = fiber;
  while (node.return) node = node.return;
  return node.tag === HOST_ROOT && (node.stateNode as { current?: unknown } | null)?.current === node;
}

/**
 * Whether React has hydrated this element and committed it. React puts its fiber on the node
 * (`__reactFiber$…`) while rendering, before committing: a click then (a part of the page
 * hydrating in its own low-priority pass, on a slow phone) never reached its handler, and the early
 * tick was lost. So the fiber, or its other copy after a later render, must be in the committed tree.
 */
function isHydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  if (!key) return false;
  const fiber = (element as unknown as Record<string, Fiber>)[key]!;
  return isInCommittedTree(fiber) || (fiber.alternate !== null && isInCommittedTree(fiber.alternate));
}

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Makes React see `field` change to `wanted` (unless its props already say so; once hydrated,
 * `defaultChecked`/`defaultValue` hold them): the element's own setter resets React's value
 * tracker to the old state, then a click (boxes) or the native setter and an input event (text).
 */
function reportChange(field: Field, wanted: boolean | string): void {
  if (isCheckable(field)) {
    if (field.checked === wanted && field.defaultChecked === wanted) return;
    field.checked = !wanted;
    field.click();
    return;
  }
  if (field.value === wanted && field.defaultValue === wanted) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, wanted);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Fields whose state differs from their defaults: the prerendered HTML's before hydration, React's
 * props after (React sets `defaultChecked`/`defaultValue` from them, and keeps controlled fields
 * equal to them after every event it hears).
 */
function changedFields(root: HTMLElement): Step[] {
  const steps: Step[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    if (field.disabled || field.type === 'file' || field.type === 'hidden') continue;
    // A radio cannot be unticked by a click; the one ticked in its place reports the change.
    const wanted = isCheckable(field) ? (field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked) ? field.checked : null) : field.value !== field.defaultValue ? field.value : null;
    if (wanted !== null) steps.push({ element: field, run: () => reportChange(field, wanted) });
  }
  return steps;
}

/** Starts holding presses and submissions inside `root` until hydration starts. */
export function holdEarlyInput(root: HTMLElement): EarlyInput {
  const pressed: HTMLElement[] = [];
  const submitted: HTMLFormElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (target && root.contains(target)) pressed.push(target);
  };
  // No page loads again because a form was sent before its code ran: a press on its button is
  // replayed (and sends it), Enter in a field sends it once hydrated.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!root.contains(form)) return;
    event.preventDefault();
    if (!(event.submitter && pressed.includes(event.submitter))) submitted.push(form);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  let held: Step[] | null = null;
  const stopHolding = () => {
    if (held) return;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    held = [...pressed.map((element) => ({ element, run: () => element.click() })), ...submitted.map((form) => ({ element: form, run: () => form.requestSubmit() }))];
  };
  return {
    stopHolding,
    replay() {
      stopHolding();
      // Fields are read now, not when holding stopped: a box ticked while React was hydrating
      // (React hydrates at once on a press, but takes the ticked box as its starting state) counts too.
      const queue = [...changedFields(root), ...held!];
      const deadline = Date.now() + HYDRATION_WAIT_MS;
      const next = () => {
        while (queue.length > 0) {
          const step = queue[0]!;
          if (step.element.isConnected && !isHydrated(step.element)) {
            if (Date.now() < deadline) setTimeout(next, 50);
            return;
          }
          queue.shift();
          if (step.element.isConnected) step.run();
        }
      };
      next();
    },
  };
}
