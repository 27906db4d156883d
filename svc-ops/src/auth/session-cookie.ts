import type { Context } from 'koa';

export const SESSION_COOKIE = 'vip_staff_session';

/** HttpOnly and SameSite=Strict always; Secure whenever the deployment is served over HTTPS. */
export function setSessionCookie(ctx: Context, token: string, expiresAt: Date, secure: boolean): void {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  ctx.append('Set-Cookie', `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`);
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  ctx.append('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`);
}

export function readSessionCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE) || undefined;
}
