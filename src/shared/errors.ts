/**
 * The small, fixed set of error codes the API answers with. Each maps to one HTTP status;
 * features reuse these rather than adding their own.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  /** The card was declined or the payment could not be made. */
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldIssue {
  path: string;
  message: string;
}

/** Body of every error response. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  issues?: FieldIssue[];
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;

  /** `cause` is for logs only; it never reaches the response. */
  constructor(code: ErrorCode, message: string, issues?: FieldIssue[], cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
