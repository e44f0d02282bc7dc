import type { ButtonHTMLAttributes } from 'react'

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-amber-800 text-white hover:bg-amber-900 focus-visible:outline-amber-800',
  secondary:
    'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 focus-visible:outline-stone-500',
  ghost: 'text-stone-700 hover:bg-stone-100 focus-visible:outline-stone-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
}

const BUTTON_BASE =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BUTTON_BASE} ${VARIANTS[variant]} ${extra}`.trim()
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />
}
