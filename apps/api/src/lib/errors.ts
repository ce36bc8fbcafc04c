// Errors services throw; plugins/errors.ts turns them into { message, code } answers
// (docs/product/platform.md#error-shape).

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message)
  }
}

export const badRequest = (
  message: string,
  code = 'BAD_REQUEST',
  errors?: { field: string; message: string }[],
) => new HttpError(400, message, code, errors)
export const unauthorized = (
  message = 'Tu sesión no es válida. Inicia sesión de nuevo.',
  code = 'UNAUTHORIZED',
) => new HttpError(401, message, code)
export const forbidden = (message = 'No tienes permiso para realizar esta acción.', code = 'FORBIDDEN') =>
  new HttpError(403, message, code)
export const notFound = (message = 'No encontrado.', code = 'NOT_FOUND') => new HttpError(404, message, code)
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code)
export const unprocessable = (message: string, code = 'UNPROCESSABLE') => new HttpError(422, message, code)
