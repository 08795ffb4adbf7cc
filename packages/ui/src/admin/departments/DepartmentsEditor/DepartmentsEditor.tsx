import type { AdminDepartment } from '@adire/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { ConfirmDialog } from '../../../primitives/ConfirmDialog/ConfirmDialog.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { ChevronLeftIcon } from '../../../primitives/icons/icons.tsx'
import { departmentLink, DEPARTMENT_ADMIN_TEXTS as T } from '../texts.ts'
import { AddDepartmentForm } from './AddDepartmentForm.tsx'
import { RenameDepartmentForm } from './RenameDepartmentForm.tsx'
import type { DepartmentActions, DepartmentRefusal } from './types.ts'

export interface DepartmentsEditorProps extends DepartmentActions {
  /** The store's departments, in the shop's order, with their products counted. */
  departments: readonly AdminDepartment[]
  className?: string
}

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-40'

/** Where the focus goes once the list shows a change: a row's button, by the row's id. */
interface FocusTarget {
  id: string
  action: 'up' | 'down' | 'rename' | 'remove'
  /** Where the row is once the change shows (the list is the server's answer, a render later). */
  index: number
}

const messageOf = (refusal: DepartmentRefusal) =>
  refusal.form ?? refusal.label ?? refusal.slug ?? ''

/**
 * The store's departments as the team keeps them (docs/product.md §11.13): in the shop's order,
 * each with its name, its link, how many products it holds (and how many are live) and the
 * older links that still lead to it; renamed in its row (a new link name keeps the old one
 * working), moved up or down (the focus stays on the button, the new place is announced),
 * removed once empty (a department with products says why it stays), and a new one added last.
 * Presentational: each change is the page's call, awaited for its refusal.
 */
export function DepartmentsEditor({
  departments,
  onAdd,
  onRename,
  onOrder,
  onRemove,
  className,
}: DepartmentsEditorProps) {
  const list = useRef<HTMLOListElement>(null)
  const headingId = useId()
  const [editing, setEditing] = useState<string | null>(null)
  const [announced, setAnnounced] = useState<string | null>(null)
  const [refusals, setRefusals] = useState<Record<string, string>>({})
  const [removing, setRemoving] = useState<AdminDepartment | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [focusNext, setFocusNext] = useState<FocusTarget | null>(null)

  useEffect(() => {
    if (!focusNext || departments[focusNext.index]?.id !== focusNext.id) return
    setFocusNext(null)
    const row = list.current?.querySelector(`[data-id="${CSS.escape(focusNext.id)}"]`)
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${focusNext.action}"]`)
    const target =
      wanted && !wanted.disabled
        ? wanted
        : row?.querySelector<HTMLButtonElement>('button:not(:disabled)')
    target?.focus()
  }, [focusNext, departments])

  const refuse = (id: string, refusal: DepartmentRefusal) =>
    setRefusals((current) => ({ ...current, [id]: messageOf(refusal) }))
  const clearRefusal = (id: string) => setRefusals(({ [id]: _, ...others }) => others)

  const move = async (index: number, by: -1 | 1) => {
    const department = departments[index]
    const to = index + by
    if (!department || busy || to < 0 || to >= departments.length) return
    const ids = departments.map((d) => d.id)
    ids.splice(index, 1)
    ids.splice(to, 0, department.id)
    setBusy(department.id)
    setAnnounced(null)
    clearRefusal(department.id)
    const refused = await onOrder(ids)
    setBusy(null)
    if (refused) return refuse(department.id, refused)
    setAnnounced(T.moved(department.label, to, departments.length))
    setFocusNext({ id: department.id, action: by === -1 ? 'up' : 'down', index: to })
  }

  const remove = async (department: AdminDepartment) => {
    setRemoving(null)
    if (busy) return
    const index = departments.indexOf(department)
    setBusy(department.id)
    setAnnounced(null)
    clearRefusal(department.id)
    const refused = await onRemove(department.id)
    setBusy(null)
    if (refused) {
      refuse(department.id, refused)
      // The message is beside the row's own buttons.
      setFocusNext({ id: department.id, action: 'rename', index })
      return
    }
    setAnnounced(T.removed(department.label))
    // The row after it takes its place; the last one's goes to the one before.
    const next = departments[index + 1] ?? departments[index - 1]
    if (next) {
      setFocusNext({
        id: next.id,
        action: 'rename',
        index: index + 1 < departments.length ? index : index - 1,
      })
    }
  }

  return (
    <div className={cn('flex flex-col gap-8', className)}>
      <div className="flex flex-col gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {T.listLabel}
        </h2>
        <p className="text-sm text-muted">{T.intro}</p>
        {/* Moves, saves and removals said aloud, and shown for the eye. */}
        <p role="status" className="min-h-5 text-sm font-medium text-success">
          {announced}
        </p>
        <ol
          ref={list}
          aria-labelledby={headingId}
          className="divide-y divide-line rounded-card border border-line bg-surface-raised"
        >
          {departments.map((department, index) => {
            const { id, label, slug, aliases, products, liveProducts } = department
            const open = editing === id
            const refusal = refusals[id]
            return (
              <li key={id} data-id={id} className="flex flex-col gap-3 px-4 py-3 text-sm">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                  <div className="flex min-w-0 flex-1 gap-3">
                    <span
                      className="w-6 shrink-0 pt-0.5 text-muted tabular-nums"
                      aria-hidden="true"
                    >
                      {index + 1}.
                    </span>
                    <div className="min-w-0 flex-1">
                      <h3 className="text-base font-semibold text-ink">
                        {label}
                        <span className="sr-only">, {T.position(index, departments.length)}</span>
                      </h3>
                      <p className="text-muted wrap-anywhere">
                        {T.link}: <span className="text-ink">{departmentLink(slug)}</span>
                      </p>
                      <p className="text-muted tabular-nums">{T.counts(products, liveProducts)}</p>
                      {aliases.length > 0 ? (
                        <p className="text-muted wrap-anywhere">
                          {T.olderLinks}: {aliases.map(departmentLink).join(', ')}
                        </p>
                      ) : null}
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-1 pl-9 sm:pl-0">
                    <button
                      type="button"
                      data-action="up"
                      aria-label={T.moveUp(label)}
                      disabled={index === 0}
                      aria-busy={busy === id || undefined}
                      onClick={() => void move(index, -1)}
                      className={iconButton}
                    >
                      <ChevronLeftIcon width={18} height={18} className="rotate-90" />
                    </button>
                    <button
                      type="button"
                      data-action="down"
                      aria-label={T.moveDown(label)}
                      disabled={index === departments.length - 1}
                      aria-busy={busy === id || undefined}
                      onClick={() => void move(index, 1)}
                      className={iconButton}
                    >
                      <ChevronLeftIcon width={18} height={18} className="-rotate-90" />
                    </button>
                    <Button
                      size="sm"
                      variant="secondary"
                      data-action="rename"
                      aria-label={T.renameLabel(label)}
                      aria-expanded={open}
                      onClick={() => setEditing(open ? null : id)}
                    >
                      {T.rename}
                    </Button>
                    {products === 0 && departments.length > 1 ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        data-action="remove"
                        aria-label={T.removeLabel(label)}
                        aria-busy={busy === id || undefined}
                        onClick={() => setRemoving(department)}
                        className="text-danger"
                      >
                        {busy === id ? T.removing : T.remove}
                      </Button>
                    ) : null}
                  </div>
                </div>
                {products > 0 || departments.length === 1 ? (
                  <p className="pl-9 text-muted">
                    {products > 0 ? T.keptWhileFull(products) : T.keptAsLast}
                  </p>
                ) : null}
                {refusal ? <FormAlert className="sm:ml-9">{refusal}</FormAlert> : null}
                {open ? (
                  <div className="sm:pl-9">
                    <RenameDepartmentForm
                      department={department}
                      onSave={(change) => onRename(id, change)}
                      onCancel={() => {
                        setEditing(null)
                        setFocusNext({ id, action: 'rename', index })
                      }}
                      onDone={(saved, newLabel) => {
                        setEditing(null)
                        if (saved) setAnnounced(T.renamed(newLabel))
                        setFocusNext({ id, action: 'rename', index })
                      }}
                    />
                  </div>
                ) : null}
              </li>
            )
          })}
        </ol>
      </div>
      <AddDepartmentForm
        onAdd={onAdd}
        onAdded={(label) => setAnnounced(T.added(label))}
        className="border-line border-t pt-6"
      />
      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle(removing?.label ?? '')}
        confirmLabel={T.removeConfirm}
        cancelLabel={T.removeCancel}
        onConfirm={() => {
          if (removing) void remove(removing)
        }}
        onCancel={() => {
          const department = removing
          setRemoving(null)
          if (department) {
            setFocusNext({
              id: department.id,
              action: 'remove',
              index: departments.indexOf(department),
            })
          }
        }}
      >
        {T.removeBody}
      </ConfirmDialog>
    </div>
  )
}
