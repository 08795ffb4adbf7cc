import {
  DEPARTMENT_MESSAGES,
  DEPARTMENT_SLUG_PATTERN,
  MAX_DEPARTMENT_LABEL_LENGTH,
  MAX_DEPARTMENT_SLUG_LENGTH,
} from '@adire/contract'
import type { DepartmentField, DepartmentRefusal } from './types.ts'

/**
 * The contract's rules a department's fields can be checked by before sending (the server
 * checks them again, and what only it knows, a name taken, comes back from it): a name, and a
 * link name of letters, digits and hyphens. Nothing when both pass.
 */
export function checkDepartment(
  { label, slug }: { label: string; slug: string },
  { slugRequired }: { slugRequired: boolean },
): DepartmentRefusal | undefined {
  const refused: DepartmentRefusal = {}
  const name = label.trim()
  if (!name) refused.label = DEPARTMENT_MESSAGES.label
  else if (name.length > MAX_DEPARTMENT_LABEL_LENGTH)
    refused.label = DEPARTMENT_MESSAGES.labelLength
  const link = slug.trim()
  if (
    (link || slugRequired) &&
    (!DEPARTMENT_SLUG_PATTERN.test(link) || link.length > MAX_DEPARTMENT_SLUG_LENGTH)
  ) {
    refused.slug = DEPARTMENT_MESSAGES.slug
  }
  return Object.keys(refused).length > 0 ? refused : undefined
}

const FIELDS: readonly DepartmentField[] = ['label', 'slug']

/** Focuses the first field a refusal is about, so the team lands where to correct it. */
export function focusFirstRefusal(form: HTMLFormElement, refused: DepartmentRefusal) {
  const field = FIELDS.find((name) => refused[name])
  // After the render that marks it invalid and ties the message to it.
  requestAnimationFrame(() => {
    if (field) form.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus()
  })
}
