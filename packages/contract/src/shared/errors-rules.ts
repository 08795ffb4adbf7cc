/*
 * Words about failures that first-visit code needs (the product grid's and "Load more"'s error
 * lines), kept apart from the error schemas in errors.ts so that zod stays out of it.
 */

/**
 * What the store says of a failure with no message of its own: the server's answer to an error
 * it did not expect (500), and what a screen shows when a call fails without a message.
 */
export const SERVER_ERROR_MESSAGE = 'Something went wrong'
