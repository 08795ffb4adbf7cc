/** The Adire wordmark: an indigo resist-dye circle beside the name. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" className="text-brand">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <circle
          cx="16"
          cy="16"
          r="9"
          fill="none"
          stroke="var(--surface)"
          strokeWidth="2"
          strokeDasharray="3 3"
        />
        <circle cx="16" cy="16" r="3" fill="var(--surface)" />
      </svg>
      <span className="font-display text-xl font-bold tracking-[0.2em]">ADIRE</span>
    </span>
  )
}
