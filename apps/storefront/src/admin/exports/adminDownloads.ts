import { apiUrl, exportFileName } from '@adire/contract'
import { useMutation } from '@tanstack/react-query'
import { ApiError, answered } from '../../api/client.ts'
import { useAuth } from '../../providers/session.tsx'
import { ADMIN_CALL_FAILED } from '../orders/adminOrders.ts'

/** The store team's CSV downloads (docs/product.md §11.12), by the contract's names. */
export type ExportName = 'adminOrdersExport' | 'adminCustomersExport' | 'adminProductsExport'

/** The file name the server gave (`Content-Disposition`), or one made the same way. */
function fileNameOf(response: Response, name: ExportName): string {
  const given = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  if (given) return given
  const what = { adminOrdersExport: 'orders', adminCustomersExport: 'customers' } as const
  return exportFileName(name === 'adminProductsExport' ? 'products' : what[name])
}

/**
 * Fetches an export with the team member's session (a plain link could not carry the token)
 * and hands it to the browser as a download. A refusal throws an ApiError with the server's
 * words (a date it cannot read), as every other call does.
 */
export async function downloadExport(
  name: ExportName,
  token: string,
  query: Record<string, string | undefined> = {},
): Promise<string> {
  const { api, ErrorResponse } = await import('../../api/schemas.ts')
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value)
  const response = await answered(
    fetch(apiUrl(api[name].path, {}, search), {
      headers: { token, Authorization: `Bearer ${token}` },
    }),
    ADMIN_CALL_FAILED,
  )
  if (!response.ok) {
    const refusal = ErrorResponse.safeParse(await response.json().catch(() => undefined))
    throw new ApiError(refusal.success ? refusal.data.message : ADMIN_CALL_FAILED, response.status)
  }
  const url = URL.createObjectURL(await response.blob())
  const fileName = fileNameOf(response, name)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // After the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return fileName
}

/**
 * A download as the screens use it: `run(query)`, busy while the file is made, the failure's
 * words; a session that has ended sends the team member to log in again.
 */
export function useExport(name: ExportName, token: string) {
  const { clearToken } = useAuth()
  const download = useMutation({
    mutationFn: (query: Record<string, string | undefined>) => downloadExport(name, token, query),
    onError: (error) => {
      if ((error as { status?: number }).status === 401) clearToken()
    },
  })
  return {
    run: (query: Record<string, string | undefined> = {}) => {
      if (!download.isPending) download.mutate(query)
    },
    busy: download.isPending,
    error: download.isError ? download.error.message : null,
    /** The file last downloaded. */
    done: download.isSuccess ? download.data : null,
  }
}
