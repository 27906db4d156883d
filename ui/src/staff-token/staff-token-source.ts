import { ApiRequestError, apiRequest } from '@vip/contracts/http';
import { STAFF_TOKEN_REFRESH_BEFORE_SECONDS, staffTokenSchema, type StaffTokenAudience } from '@vip/contracts/schemas';

export const STAFF_TOKEN_PATH = '/api/admin/session/token';

/** The staff session is over (the token route answered 401); the screens have been told to leave. */
export class StaffSessionEndedError extends Error {
  override readonly name = 'StaffSessionEndedError';
  constructor() {
    super('Your staff session has ended. Sign in again.');
  }
}

export interface StaffTokenSourceOptions {
  audience: StaffTokenAudience;
  /** The staff session's CSRF token: the token route is a staff call like any other. */
  csrfToken: string;
  onSessionEnded: () => void;
  /** Empty in the browser (same origin); a mock server in contract tests. */
  baseUrl?: string;
  now?: () => number;
}

/** POST /api/admin/session/token: a short-lived token for one service, from the staff session's cookie. */
export function requestStaffToken(audience: StaffTokenAudience, csrfToken: string, baseUrl = '') {
  return apiRequest('POST', baseUrl + STAFF_TOKEN_PATH, { body: { audience }, csrfToken, schema: staffTokenSchema });
}

/**
 * Holds one staff token in memory (never in storage: a token a script could read is worth little once it dies
 * within minutes and is written nowhere) and asks for a new one when it has less than a minute left. Its
 * expiry is counted on this browser's clock from `expiresIn`, so a browser clock that is off does not matter.
 */
export class StaffTokenSource {
  private held?: { token: string; renewAt: number };
  private asking?: Promise<string>;
  private readonly now: () => number;

  constructor(private readonly options: StaffTokenSourceOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The token held, or a new one when it is about to expire. */
  token(): Promise<string> {
    if (this.held && this.now() < this.held.renewAt) return Promise.resolve(this.held.token);
    return this.renew();
  }

  /** A new token, whatever is held (after a 401 from the service). Callers at the same moment share one request. */
  renew(): Promise<string> {
    this.held = undefined;
    this.asking ??= this.ask().finally(() => (this.asking = undefined));
    return this.asking;
  }

  private async ask(): Promise<string> {
    const { audience, csrfToken, baseUrl, onSessionEnded } = this.options;
    try {
      const answer = await requestStaffToken(audience, csrfToken, baseUrl);
      this.held = {
        token: answer.token,
        renewAt: this.now() + (answer.expiresIn - STAFF_TOKEN_REFRESH_BEFORE_SECONDS) * 1000,
      };
      return answer.token;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        onSessionEnded();
        throw new StaffSessionEndedError();
      }
      throw error;
    }
  }
}
