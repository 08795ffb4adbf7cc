import type { z } from 'zod'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface Endpoint<Req extends z.ZodType | undefined, Res extends z.ZodType> {
  method: Method
  /** Path as mounted on the server; `:param` segments are route parameters. */
  path: string
  /** Whether the call needs the session token (`token` header or `Authorization: Bearer`). */
  auth: boolean
  request: Req
  /** The query string's parameters, for the calls that take some. */
  query?: z.ZodType
  response: Res
}

export const endpoint = <Req extends z.ZodType | undefined, Res extends z.ZodType>(
  e: Endpoint<Req, Res>,
) => e
