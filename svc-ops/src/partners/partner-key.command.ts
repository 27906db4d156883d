import { PARTNER_KEY_LIMITS } from '@vip/contracts/schemas';
import type { PartnersService } from './partners.service';

export const PARTNER_KEY_USAGE =
  'usage: partner-key create "<company name>" [per-minute] [--live] | list | revoke <prefix>';

/**
 * `npm run partner-key -w @vip/svc-ops -- …`: the back office's service from the command line. Throws with the usage
 * or the reason; prints a key once.
 */
export async function runPartnerKeyCommand(
  args: readonly string[],
  partners: PartnersService,
  print: (line: string) => void,
): Promise<void> {
  const live = args.includes('--live');
  const [command, arg, perMinute, ...rest] = args.filter((a) => a !== '--live');
  if (command === 'create' && arg?.trim() && rest.length === 0) {
    const limit = perMinute === undefined ? PARTNER_KEY_LIMITS.perMinuteDefault : Number(perMinute);
    if (!Number.isInteger(limit) || limit < PARTNER_KEY_LIMITS.perMinuteMin || limit > PARTNER_KEY_LIMITS.perMinuteMax)
      throw new Error(
        `per-minute must be a whole number from ${PARTNER_KEY_LIMITS.perMinuteMin} to ${PARTNER_KEY_LIMITS.perMinuteMax}`,
      );
    const { partner, created, key } = await partners.issueKeyFromCommandLine(
      arg.trim(),
      limit,
      live ? 'live' : 'sandbox',
    );
    if (created)
      print(
        `Created the ${partner.sandbox ? 'sandbox' : 'live'} partner ${partner.companyName} (${partner.id}); add its contacts and billing e-mail in the back office.`,
      );
    print(
      `${key.mode === 'live' ? 'Live' : 'Sandbox'} key for ${partner.companyName} (prefix ${key.prefix}, ${key.rateLimitPerMinute} requests a minute); store it now, it is not shown again:`,
    );
    print(key.key);
    return;
  }
  if (command === 'list' && !arg && !live) {
    const keys = await partners.keysForCommandLine();
    if (keys.length === 0) print('No partner keys yet.');
    for (const k of keys)
      print([k.prefix, k.mode, k.state, `${k.perMinute}/min`, k.created, k.ends ?? '-', k.partner, k.name].join('\t'));
    return;
  }
  if (command === 'revoke' && arg && !perMinute && !live) {
    const revoked = await partners.revokeByPrefix(arg);
    print(revoked ? `Revoked ${arg} (${revoked.name})` : `No key with prefix ${arg}`);
    return;
  }
  throw new Error(PARTNER_KEY_USAGE);
}
