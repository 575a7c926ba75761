/** One entry of the error summary: which control to focus, its label and its message. */
export interface FieldProblem {
  /** The control to focus (a checkbox or radio input may have no id). */
  control: HTMLElement;
  label: string;
  message: string;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form's controls that fail validation now, in document order. */
export function invalidControls(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (el): el is Control => 'validity' in el && !(el as Control).validity.valid,
  );
}

/**
 * Describes invalid controls for the summary, one entry per field: radios and
 * checkboxes of one group share a `name` and appear once.
 */
export function describeProblems(controls: Control[]): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const control of controls) {
    const key = control.name || control.id;
    if (key && seen.has(key)) continue;
    seen.add(key);
    const group = choiceGroup(control);
    problems.push({
      control,
      label: group ? textOfIds(group.getAttribute('aria-labelledby')) : labelOf(control),
      message: errorText(group ?? control) || control.validationMessage,
    });
  }
  return problems;
}

/** Radios and checkboxes in a group get their label and error from the group. */
function choiceGroup(control: Control): Element | null {
  if (control.type !== 'radio' && control.type !== 'checkbox') return null;
  const group = control.closest('[role="radiogroup"], [role="group"]');
  return group?.hasAttribute('aria-labelledby') ? group : null;
}

function labelOf(control: Control): string {
  const label = control.labels?.[0]?.textContent;
  if (label) return label.trim();
  return (
    textOfIds(control.getAttribute('aria-labelledby')) || control.getAttribute('aria-label') || ''
  );
}

/** The text of the field's visible error message (`FieldError` marks itself). */
function errorText(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  for (const id of ids) {
    const node = element.ownerDocument.getElementById(id);
    if (node?.hasAttribute('data-field-error')) return node.textContent?.trim() ?? '';
  }
  return '';
}

function textOfIds(ids: string | null): string {
  if (!ids) return '';
  return ids
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
