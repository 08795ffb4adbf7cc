import {
  type AdminProductResponse,
  firstErrors,
  PAGE_ROUTES,
  type ProductDraftInput,
  type ProductStatus,
  pageMeta,
  productDraftOf,
} from '@adire/contract'
import {
  Button,
  buttonVariants,
  ConfirmDialog,
  FormAlert,
  Link,
  LoadingState,
  ProductEditorForm,
  type ProductFormField,
  type ProductFormValues,
  PRODUCT_ADMIN_TEXTS as T,
} from '@adire/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { useSaveSchemas } from '../../../app/forms.ts'
import { useLocation, useNavigate, useParams } from '../../../app/router.tsx'
import { usePageMeta } from '../../../app/usePageMeta.ts'
import { useAuth } from '../../../providers/session.tsx'
import { AdminShell, NotAllowed } from '../../AdminShell.tsx'
import { useAdminDepartments } from '../../departments/departmentsQuery.ts'
import { adminProductQueries } from '../adminProductQueries.ts'
import { adminProductEditPath } from '../paths.ts'
import { HistoryPanel, StatusPanel } from './ProductPanels.tsx'
import { EMPTY_PRODUCT, focusFirstInvalid, formValuesOf, isFormField } from './productForm.ts'
import { StockHistoryPanel, StockPanel } from './StockPanels.tsx'
import { usePhotoUploads } from './usePhotoUploads.ts'

const newMeta = pageMeta('adminProductNew')
const editMeta = pageMeta('adminProductEdit')

/** What a failed call carries: its status and, for a 400 on a form, the field it is about. */
const failure = (error: unknown) =>
  (error ?? {}) as { status?: number; field?: string; message?: string }

/** Set by the new product's editor as it opens the product just created: what to say. */
interface SavedState {
  saved?: string
}

/** What the editor sends: always with the status to save the product with. */
type SavedDraft = ProductDraftInput & { status: ProductStatus }

/** What a save says: publishing and going back to a draft are said as such. */
const savedText = (before: ProductStatus | undefined, after: ProductStatus) =>
  after === before ? T.saved : after === 'live' ? T.published : T.savedDraft

/**
 * /admin/products/new and /admin/products/:id, for the store team only (beyond the original
 * spec): a product's name, description, department, price in naira, sizes in order,
 * sale price, bestseller flag and one to six photos (uploaded as they are picked), checked with
 * the contract's `ProductDraft` before sending, the server's refusals shown on their field,
 * saved as a draft or published; its status, with Archive and Bring back, and a draft's
 * preview; its stock per size and the stock's changes (§11.6); and its history, who changed
 * what and when. Its own chunk: shoppers never download it.
 */
export default function AdminProductEditorPage() {
  const { id } = useParams()
  const { pathname } = useLocation()
  usePageMeta(id === undefined ? newMeta : { ...editMeta, path: pathname })
  return (
    <AdminShell
      section="products"
      onSectionPage={false}
      heading={id === undefined ? T.newHeading : T.editHeading}
      signIn={T.signIn}
    >
      {({ token, email }) =>
        id === undefined ? (
          <ProductEditor key="new" token={token} email={email} />
        ) : (
          <SavedProduct key={id} token={token} email={email} id={id} />
        )
      }
    </AdminShell>
  )
}

/** A product that exists: read, then edited. */
function SavedProduct({ token, email, id }: { token: string; email: string | null; id: string }) {
  const { clearToken } = useAuth()
  const product = useQuery(adminProductQueries.product(token, id))
  const status = failure(product.error).status
  useEffect(() => {
    if (status === 401) clearToken()
  }, [status, clearToken])

  if (product.isPending) return <LoadingState label={T.loadingProduct} />
  if (product.isError) {
    if (status === 403) return <NotAllowed email={email} />
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p role="alert" className="text-danger">
          {status === 404 ? product.error.message : T.productFailed(product.error.message)}
        </p>
        {status === 404 ? (
          <Link
            href={PAGE_ROUTES.adminProducts}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {T.backToList}
          </Link>
        ) : (
          <Button variant="secondary" onClick={() => void product.refetch()}>
            {T.tryAgain}
          </Button>
        )}
      </div>
    )
  }
  return (
    <ProductEditor
      token={token}
      email={email}
      saved={product.data}
      reload={async () => (await product.refetch()).data}
    />
  )
}

/** Why the last save was refused, when it is not about one field. */
interface Refusal {
  message: string
  /** Someone else changed the product since it was read: reloading it is the way on. */
  conflict: boolean
}

function ProductEditor({
  token,
  email,
  saved,
  reload,
}: {
  token: string
  email: string | null
  /** The product as last read or saved; none for a new one. */
  saved?: AdminProductResponse
  reload?: () => Promise<AdminProductResponse | undefined>
}) {
  const product = saved?.product
  const { clearToken } = useAuth()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const justCreated = (location.state as SavedState | null)?.saved
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? formValuesOf(product) : EMPTY_PRODUCT,
  )
  const uploads = usePhotoUploads(token, product?.image ?? [])
  // The store's departments for the select and the history's names (a new store's eight first).
  const { departments } = useAdminDepartments(token)
  const [errors, setErrors] = useState<Partial<Record<ProductFormField, string>>>({})
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [status, setStatus] = useState<string | null>(justCreated ?? null)
  const [forbidden, setForbidden] = useState(false)

  // "Saved." is said once: a reload of the page or a way back to it does not say it again.
  useEffect(() => {
    if (justCreated) void navigate(location.pathname, { replace: true, state: null })
  }, [justCreated, navigate, location.pathname])

  /** The product as the server answered it, everywhere it is shown; the lists read again. */
  const showSaved = (response: AdminProductResponse) => {
    queryClient.setQueryData(
      adminProductQueries.product(token, response.product._id).queryKey,
      response,
    )
    void queryClient.invalidateQueries({ queryKey: adminProductQueries.lists() })
    // A size taken off forgets its count: the stock panel reads the sizes' stock again.
    void queryClient.invalidateQueries({
      queryKey: adminProductQueries.stock(token, response.product._id).queryKey,
    })
  }

  /** A refused save: on its field, or for the whole form. */
  const refused = (error: Error, form: HTMLFormElement) => {
    const { status: code, field } = failure(error)
    if (code === 401) clearToken()
    if (code === 403) setForbidden(true)
    if (code === 400 && isFormField(field)) {
      const onField = { [field]: error.message }
      setErrors(onField)
      focusFirstInvalid(form, onField)
      return
    }
    setRefusal({ message: error.message, conflict: code === 409 })
  }

  const save = useMutation({
    mutationFn: async ({ draft }: { draft: SavedDraft; form: HTMLFormElement }) => {
      const { createProduct, updateProduct } = await import('../adminProducts.ts')
      return product
        ? updateProduct(token, product._id, { ...draft, version: product.version })
        : createProduct(token, draft)
    },
    onSuccess: (response, { draft }) => {
      showSaved(response)
      const said = savedText(product?.status, draft.status)
      if (!product) {
        // The new product's own address, where it is edited from now on.
        void navigate(adminProductEditPath(response.product._id), {
          replace: true,
          state: { saved: said } satisfies SavedState,
        })
        return
      }
      setValues(formValuesOf(response.product))
      uploads.reset(response.product.image)
      setStatus(said)
    },
    onError: (error, { form }) => refused(error, form),
  })

  const [confirming, setConfirming] = useState(false)
  const archive = useMutation({
    mutationFn: async () => {
      if (!product) throw new Error('Only a saved product is archived')
      const { updateProduct } = await import('../adminProducts.ts')
      // The product as saved, only its status changed: edits not yet saved stay in the form.
      return updateProduct(token, product._id, {
        ...productDraftOf(product),
        status: product.archived ? 'live' : 'archived',
      })
    },
    onSuccess: showSaved,
    onError: (error) => {
      const { status: code } = failure(error)
      if (code === 401) clearToken()
      if (code === 403) setForbidden(true)
    },
  })

  const change = <F extends keyof ProductFormValues>(field: F, value: ProductFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
    setStatus(null)
  }

  // A second tap must not send (or create) the product twice.
  const schemas = useSaveSchemas(save.isPending)
  const submit = async (form: HTMLFormElement, wanted: ProductStatus) => {
    if (schemas.busy()) return
    setStatus(null)
    setRefusal(null)
    if (uploads.uploading) {
      const waiting = { images: T.waitForUploads }
      setErrors(waiting)
      focusFirstInvalid(form, waiting)
      return
    }
    const input = { ...values, images: uploads.images, status: wanted }
    // The contract's own check, loaded with the first save: each field's first message.
    const { ProductDraft } = await schemas.load()
    const checked = ProductDraft.safeParse(input)
    if (!checked.success) {
      const invalid = firstErrors<ProductFormField>(checked.error.issues)
      setErrors(invalid)
      focusFirstInvalid(form, invalid)
      return
    }
    setErrors({})
    // Sent as typed (the price as naira text): the server checks it with the same schema.
    save.mutate({ draft: input as SavedDraft, form })
  }

  const reloadProduct = async () => {
    const fresh = await reload?.()
    if (!fresh) return
    setValues(formValuesOf(fresh.product))
    uploads.reset(fresh.product.image)
    setErrors({})
    setRefusal(null)
    archive.reset()
  }

  const stockRefused = useCallback(
    (code: 401 | 403) => (code === 401 ? clearToken() : setForbidden(true)),
    [clearToken],
  )

  if (forbidden) return <NotAllowed email={email} />

  const alert = refusal ? (
    <FormAlert>
      {refusal.message}
      {refusal.conflict && reload ? (
        <Button size="sm" variant="secondary" className="mt-2 flex" onClick={reloadProduct}>
          {T.reload}
        </Button>
      ) : null}
    </FormAlert>
  ) : null

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ProductEditorForm
        className="min-w-0 rounded-card border border-line bg-surface-raised p-4 sm:p-6"
        values={values}
        onChange={change}
        errors={errors}
        departments={departments}
        productId={product?._id}
        productStatus={product?.status}
        photos={uploads.photos}
        onAddPhotos={(files) => {
          setStatus(null)
          setErrors((current) => ({ ...current, images: undefined }))
          uploads.add(files)
        }}
        onMovePhoto={(key, to) => {
          setStatus(null)
          uploads.move(key, to)
        }}
        onRemovePhoto={(key) => {
          setStatus(null)
          uploads.remove(key)
        }}
        photoRefusals={uploads.refusals}
        onSubmit={(form, wanted) => void submit(form, wanted)}
        saving={save.isPending}
        status={status}
        alert={alert}
      />
      {saved ? (
        <aside className="flex min-w-0 flex-col gap-6">
          <StatusPanel
            response={saved}
            archiving={archive.isPending}
            notice={
              archive.isSuccess
                ? archive.data.product.archived
                  ? T.archivedNotice
                  : T.broughtBackNotice
                : null
            }
            error={archive.isError ? archive.error.message : null}
            onReload={
              archive.isError && failure(archive.error).status === 409 && reload
                ? reloadProduct
                : undefined
            }
            onArchive={() => setConfirming(true)}
          />
          <StockPanel
            token={token}
            productId={saved.product._id}
            sizes={saved.product.sizes}
            onRefused={stockRefused}
          />
          <StockHistoryPanel token={token} productId={saved.product._id} />
          <HistoryPanel response={saved} departments={departments} />
        </aside>
      ) : null}
      {product ? (
        <ConfirmDialog
          open={confirming}
          title={product.archived ? T.bringBackTitle(product.name) : T.archiveTitle(product.name)}
          confirmLabel={product.archived ? T.bringBackConfirm : T.archiveConfirm}
          cancelLabel={product.archived ? T.bringBackCancel : T.archiveCancel}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            archive.mutate()
          }}
        >
          {product.archived ? T.bringBackBody : T.archiveBody}
        </ConfirmDialog>
      ) : null}
    </div>
  )
}
