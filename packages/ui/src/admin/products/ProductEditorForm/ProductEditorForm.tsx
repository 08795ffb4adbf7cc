import {
  CATEGORIES,
  type CategoryId,
  type Department,
  type ProductStatus,
  productSlug,
} from '@adire/contract'
import { type ReactNode, useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { SaveStatus } from '../../../primitives/Button/SaveActions.tsx'
import { SelectChevron } from '../../../primitives/icons/icons.tsx'
import { TextArea } from '../../../primitives/TextArea/TextArea.tsx'
import { controlClassName, FieldFrame, useField } from '../../../primitives/TextField/Field.tsx'
import { TextField } from '../../../primitives/TextField/TextField.tsx'
import { PhotoPicker, type PickerPhoto } from '../PhotoPicker/PhotoPicker.tsx'
import { SizeListEditor } from '../SizeListEditor/SizeListEditor.tsx'
import { PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'

/** What the store team types and picks, before the contract's `ProductDraft` checks it. */
export interface ProductFormValues {
  name: string
  description: string
  category: CategoryId | ''
  /** As typed, in naira ("12,500.50"): the contract reads it. */
  price: string
  /** As typed, in naira; empty for no sale. */
  salePrice: string
  sizes: string[]
  bestseller: boolean
}

/** The fields a message can be about: `ProductDraft`'s (`images` are the photos). */
export type ProductFormField = keyof ProductFormValues | 'images' | 'status'

export interface ProductEditorFormProps {
  values: ProductFormValues
  onChange: <F extends keyof ProductFormValues>(field: F, value: ProductFormValues[F]) => void
  /** Each invalid field's message, from the form's own check or the server's answer. */
  errors?: Partial<Record<ProductFormField, string>>
  /**
   * The store's departments, in the shop's order, for the department select (docs/product.md
   * §11.13).
   * @defaultValue CATEGORIES, a new store's eight
   */
  departments?: readonly Department[] | undefined
  /** The product's id once it exists; a new product's is shown as it will be made from the name. */
  productId?: string | undefined
  /**
   * The product's status as saved; none for a new product. It decides the buttons: a new
   * product or a draft has Publish and Save draft, a live one Save changes and Unpublish, an
   * archived one Save changes (Bring back is beside the form).
   */
  productStatus?: ProductStatus | undefined
  photos: readonly PickerPhoto[]
  onAddPhotos: (files: File[]) => void
  onMovePhoto: (key: string, to: number) => void
  onRemovePhoto: (key: string) => void
  /** Files the store would not take, with why. */
  photoRefusals?: readonly string[]
  /**
   * Save pressed: the form element, so the page can focus the first invalid field, and the
   * status to save the product with (Enter keeps a draft a draft and a live product live).
   */
  onSubmit: (form: HTMLFormElement, status: ProductStatus) => void
  /**
   * The save is on its way: the button waits.
   * @defaultValue false
   */
  saving?: boolean
  /** A confirmation after a save ("Saved."). */
  status?: string | null | undefined
  /** What went wrong with the whole save (the server refused, someone else changed it first). */
  alert?: ReactNode
  className?: string
}

/**
 * A product as the store team writes it: name (its id shown beside it), description,
 * department, price in naira, sizes in order, bestseller, and one to six photos. Presentational:
 * the page keeps the values, checks them with the contract and saves them.
 */
export function ProductEditorForm({
  values,
  onChange,
  errors = {},
  departments = CATEGORIES,
  productId,
  productStatus,
  photos,
  onAddPhotos,
  onMovePhoto,
  onRemovePhoto,
  photoRefusals,
  onSubmit,
  saving = false,
  status,
  alert,
  className,
}: ProductEditorFormProps) {
  const bestsellerId = useId()
  const isNew = productId === undefined
  const kept = productStatus ?? 'draft'
  const isStatus = (value: string | undefined): value is ProductStatus =>
    value === 'draft' || value === 'live' || value === 'archived'
  const idHint = !isNew
    ? T.idIs(productId)
    : values.name.trim()
      ? T.idWillBe(productSlug(values.name))
      : T.idFromName

  return (
    <form
      noValidate
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        const wanted = submitter instanceof HTMLButtonElement ? submitter.value : undefined
        onSubmit(event.currentTarget, isStatus(wanted) ? wanted : kept)
      }}
      className={cn('flex flex-col gap-6', className)}
    >
      <TextField
        label={T.name}
        name="name"
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        hint={idHint}
        error={errors.name}
        autoComplete="off"
      />
      <TextArea
        label={T.description}
        name="description"
        value={values.description}
        onChange={(event) => onChange('description', event.target.value)}
        hint={T.descriptionHint}
        error={errors.description}
        rows={5}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <DepartmentField
          departments={departments}
          value={values.category}
          onChange={(category) => onChange('category', category)}
          error={errors.category}
        />
        <TextField
          label={T.price}
          name="price"
          value={values.price}
          onChange={(event) => onChange('price', event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          hint={T.priceHint}
          error={errors.price}
        />
        <TextField
          label={T.salePrice}
          name="salePrice"
          value={values.salePrice}
          onChange={(event) => onChange('salePrice', event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          hint={T.salePriceHint}
          error={errors.salePrice}
          className="sm:col-start-2"
        />
      </div>
      <SizeListEditor
        // A short list: its buttons stay near the sizes on a wide screen.
        className="sm:max-w-md"
        sizes={values.sizes}
        onChange={(sizes) => onChange('sizes', sizes)}
        error={errors.sizes}
      />
      <div className="flex items-start gap-3">
        <input
          id={bestsellerId}
          name="bestseller"
          type="checkbox"
          checked={values.bestseller}
          onChange={(event) => onChange('bestseller', event.target.checked)}
          aria-describedby={`${bestsellerId}-hint`}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand"
        />
        <div>
          <label htmlFor={bestsellerId} className="text-sm font-semibold text-ink">
            {T.bestseller}
          </label>
          <p id={`${bestsellerId}-hint`} className="text-sm text-muted">
            {T.bestsellerHint}
          </p>
        </div>
      </div>
      <PhotoPicker
        photos={photos}
        onAddFiles={onAddPhotos}
        onMove={onMovePhoto}
        onRemove={onRemovePhoto}
        error={errors.images}
        refusals={photoRefusals ?? []}
      />
      {alert}
      <div className="flex flex-wrap items-center gap-4 border-line border-t pt-5">
        {/* The first button is the one Enter presses: it keeps the product as it is. */}
        {kept === 'draft' ? (
          <>
            <Button
              type="submit"
              name="status"
              value="draft"
              variant="secondary"
              disabled={saving}
              aria-busy={saving || undefined}
            >
              {saving ? T.saving : T.saveDraft}
            </Button>
            <Button type="submit" name="status" value="live" disabled={saving}>
              {T.publish}
            </Button>
          </>
        ) : (
          <>
            <Button
              type="submit"
              name="status"
              value={kept}
              disabled={saving}
              aria-busy={saving || undefined}
            >
              {saving ? T.saving : T.save}
            </Button>
            {kept === 'live' ? (
              <Button
                type="submit"
                name="status"
                value="draft"
                variant="secondary"
                disabled={saving}
              >
                {T.unpublish}
              </Button>
            ) : null}
          </>
        )}
        <SaveStatus status={status} saving={saving} />
      </div>
    </form>
  )
}

/**
 * The department, a native select in the form's field style: the store's departments by their
 * names. A product's department the list does not have (yet) stays chosen, by its id.
 */
function DepartmentField({
  departments,
  value,
  onChange,
  error,
}: {
  departments: readonly Department[]
  value: CategoryId | ''
  onChange: (value: CategoryId | '') => void
  error: string | undefined
}) {
  const { frame, control } = useField({ label: T.department, error })
  const choices =
    value && !departments.some((department) => department.id === value)
      ? [...departments, { id: value, label: value }]
      : departments
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <select
          {...control}
          name="category"
          value={value}
          onChange={(event) => {
            const picked = choices.find((department) => department.id === event.target.value)
            onChange(picked?.id ?? '')
          }}
          className={cn(controlClassName, 'h-11 cursor-pointer appearance-none pr-9')}
        >
          <option value="">{T.chooseDepartment}</option>
          {choices.map((department) => (
            <option key={department.id} value={department.id}>
              {department.label}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </FieldFrame>
  )
}
