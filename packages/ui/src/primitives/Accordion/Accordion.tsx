import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { ChevronDownIcon } from '../icons/icons.tsx'

export interface AccordionItem {
  /** Unique key of the item, and what `value` / `defaultValue` hold. */
  value: string
  /** The question or title, the text of the item's button. */
  title: ReactNode
  /** What the item reveals when open. */
  content: ReactNode
}

export interface AccordionProps {
  /** The items, in order. */
  items: readonly AccordionItem[]
  /** The open items' values (controlled); pair with `onValueChange`. */
  value?: readonly string[]
  /**
   * The items open at first (uncontrolled).
   * @defaultValue []
   */
  defaultValue?: readonly string[]
  /** Called with the open items' values whenever an item opens or closes. */
  onValueChange?: (value: string[]) => void
  /**
   * Whether several items may be open at once; otherwise opening one closes the others.
   * @defaultValue true
   */
  multiple?: boolean
  /**
   * Level of the heading that wraps each button, to fit the page's outline.
   * @defaultValue 3
   */
  headingLevel?: 2 | 3 | 4
  className?: string
}

const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End']

/**
 * Questions that open to show their answers (WAI-ARIA accordion pattern): each title is a
 * button in a heading, with `aria-expanded` and `aria-controls`; each answer is a region
 * labelled by its button. Up/Down move between the buttons (wrapping), Home/End jump to the
 * first/last. State shows as `data-state="open" | "closed"` for styling.
 */
export function Accordion({
  items,
  value,
  defaultValue = [],
  onValueChange,
  multiple = true,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId()
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue)
  const open = value ?? uncontrolled
  const triggers = useRef<(HTMLButtonElement | null)[]>([])
  const Heading = `h${headingLevel}` as const

  function toggle(itemValue: string) {
    const isOpen = open.includes(itemValue)
    let next: string[]
    if (isOpen) next = open.filter((v) => v !== itemValue)
    else next = multiple ? [...open, itemValue] : [itemValue]
    if (value === undefined) setUncontrolled(next)
    onValueChange?.(next)
  }

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (!NAVIGATION_KEYS.includes(event.key)) return
    event.preventDefault()
    const count = items.length
    const target = {
      ArrowDown: (index + 1) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }[event.key]
    if (target !== undefined) triggers.current[target]?.focus()
  }

  triggers.current.length = items.length

  return (
    <div className={cn('divide-y divide-line border-y border-line', className)}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.value)
        const state = isOpen ? 'open' : 'closed'
        const triggerId = `${baseId}-trigger-${index}`
        const panelId = `${baseId}-panel-${index}`
        return (
          <div key={item.value} data-state={state}>
            <Heading className="m-0">
              <button
                ref={(element) => {
                  triggers.current[index] = element
                }}
                id={triggerId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-state={state}
                onClick={() => toggle(item.value)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="group flex w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-ink hover:text-brand sm:text-lg"
              >
                <span>{item.title}</span>
                <ChevronDownIcon
                  width={20}
                  height={20}
                  strokeWidth="2"
                  className="shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </button>
            </Heading>
            {/* A labelled <section> is the region of the WAI-ARIA accordion pattern. */}
            <section
              id={panelId}
              aria-labelledby={triggerId}
              data-state={state}
              hidden={!isOpen}
              className="pb-5 leading-relaxed text-muted"
            >
              {item.content}
            </section>
          </div>
        )
      })}
    </div>
  )
}
