/** The day the Terms of Use and Privacy Policy were last changed (ISO date, for `<time>`). */
export const LEGAL_LAST_UPDATED = '2026-11-22'
