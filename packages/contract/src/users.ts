import { z } from 'zod'

const email = z.email({ message: 'Please enter a valid email address' }).max(254)
// Passwords are bounded so hashing cannot be used to burn the server's CPU.
const password = z.string().min(1, 'Password is required').max(200)

export const LoginRequest = z.object({ email, password })
export type LoginRequest = z.infer<typeof LoginRequest>

export const RegisterRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  email,
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
})
export type RegisterRequest = z.infer<typeof RegisterRequest>

export const AuthResponse = z.object({
  success: z.literal(true),
  token: z.string().min(1),
  message: z.string().optional(),
})
export type AuthResponse = z.infer<typeof AuthResponse>

export const ForgotPasswordRequest = z.object({ email })
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>

export const ResetPasswordRequest = z.object({
  newPassword: z.string().min(8, 'Password must be at least 8 characters').max(200),
})
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>
