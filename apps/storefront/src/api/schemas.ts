/*
 * The contract's schemas, as the browser loads them: with the first API call or the first form
 * check, never with a first visit (zod and every schema are about 25 KB gzip). Import this file
 * only with `import()`.
 */
export {
  api,
  ChangePasswordRequest,
  ContactRequest,
  DeleteAccountRequest,
  DiscountCreateRequest,
  DiscountUpdateRequest,
  deliveryAddressErrors,
  EmailChangeRequest,
  ErrorResponse,
  ForgotPasswordRequest,
  LoginRequest,
  ProductDraft,
  ProductGoneResponse,
  RefundDetailsRequest,
  RegisterRequest,
  ResetPasswordRequest,
  StockUpdateRequest,
  StoreSettingsChange,
  UpdateProfileRequest,
} from '@adire/contract'
