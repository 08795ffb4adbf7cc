import { cva, type VariantProps } from 'class-variance-authority'
import type { ButtonHTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-brand-ink hover:bg-brand-hover',
        secondary: 'border border-ink/25 bg-transparent text-ink hover:border-ink/60',
        ghost: 'bg-transparent text-ink hover:bg-ink/5',
        // On a brand-coloured background, where the primary button would vanish.
        inverse: 'bg-brand-ink text-brand hover:bg-brand-ink/90 focus-visible:outline-brand-ink',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-sm',
        lg: 'h-12 px-8 text-base',
        icon: 'h-10 w-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>,
    VariantProps<typeof buttonVariants> {}

/**
 * The store's button.
 * @param variant `primary` (default) for the main action, `secondary` beside it, `ghost` for
 * icons, `inverse` on a brand-coloured background.
 * @param size `md` by default; `icon` is a square for icon-only buttons (give them an aria-label).
 */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  )
}
