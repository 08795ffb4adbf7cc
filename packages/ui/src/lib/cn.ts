import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names, dropping falsy ones. It does not resolve conflicting Tailwind classes (that
 * would cost every page ~8 KB of JavaScript): a component offers props for its variations
 * (`width`, `columns`, `variant`...) and callers add only classes it does not set itself.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
