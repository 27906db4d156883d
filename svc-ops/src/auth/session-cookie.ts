import type { Context } from 'koa';

export interface SessionCookie {
  readonly name: string;
  set(ctx: Context, token: string, lifetimeSeconds: number): void;
  clear(ctx: Context): void;
  read(ctx: Context): string | undefined;
}

/** `__Host-` over HTTPS: a sibling subdomain or a plain-HTTP page can neither set nor shadow it. */
function staffCookie(baseName: string, secure: boolean): SessionCookie {
  const name = secure ? `__Host-${baseName}` : baseName;
  const attributes = `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    name,
    set(ctx, token, lifetimeSeconds) {
      // Not from the clock here: a slow sign-in must not make the cookie's lifetime differ from the session's.
      ctx.append('Set-Cookie', `${name}=${token}; ${attributes}; Max-Age=${Math.max(0, Math.round(lifetimeSeconds))}`);
    },
    clear(ctx) {
      ctx.append('Set-Cookie', `${name}=; ${attributes}; Max-Age=0`);
    },
    read(ctx) {
      return ctx.cookies.get(name) || undefined;
    },
  };
}

export function sessionCookie(secure: boolean): SessionCookie {
  return staffCookie('vip_staff_session', secure);
}

/** The password-only state's own cookie: the staff guard never reads it, so it cannot open a staff route. */
export function pendingSignInCookie(secure: boolean): SessionCookie {
  return staffCookie('vip_staff_second_factor', secure);
}
