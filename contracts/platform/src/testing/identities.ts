import { randomBytes } from 'node:crypto';
import { SERVICES, type ServiceName } from '@vip/contracts/platform';
import type { ServiceCaller } from '../koa/service-identity';
import { ServiceIdentity } from '../koa/service-identity';
import { generateServiceKey } from '../service-keys';

export interface TestIdentities {
  /** SERVICE_KEY, SERVICE_PUBLIC_KEYS and OPERATOR_TOKEN of one service, as its environment gets them. */
  env(service: ServiceName): { SERVICE_KEY: string; SERVICE_PUBLIC_KEYS: string; OPERATOR_TOKEN: string };
  /** The Authorization header `from` sends to `to`. */
  authorization(from: ServiceName, to: ServiceName): Promise<string>;
  /** The service's own operator credential, as `npm run events` sends it. */
  operator(service: ServiceName): string;
  /** Who `to` takes this Authorization header for (a stand-in of `to` checks its callers so). */
  callerOf(to: ServiceName, authorization: string): Promise<string | undefined>;
}

/** A key pair and an operator token per service, made for one test run; every service knows every public key. */
export function testIdentities(): TestIdentities {
  const keys = Object.fromEntries(SERVICES.map((s) => [s, generateServiceKey(s)])) as Record<
    ServiceName,
    ReturnType<typeof generateServiceKey>
  >;
  const operators = Object.fromEntries(SERVICES.map((s) => [s, randomBytes(24).toString('base64url')])) as Record<
    ServiceName,
    string
  >;
  const publicKeys = SERVICES.map((s) => keys[s].publicKeyEntry).join(',');
  const env = (service: ServiceName) => ({
    SERVICE_KEY: keys[service].privateKey,
    SERVICE_PUBLIC_KEYS: publicKeys,
    OPERATOR_TOKEN: operators[service],
  });
  const identities = new Map<ServiceName, ServiceIdentity>();
  const identityOf = (service: ServiceName) => {
    let identity = identities.get(service);
    if (!identity) identities.set(service, (identity = ServiceIdentity.fromConfig(service, env(service))));
    return identity;
  };
  return {
    env,
    authorization: (from, to) => identityOf(from).authorizationFor(to),
    operator: (service) => operators[service],
    callerOf: (to, authorization) => identityOf(to).callerOf(authorization),
  };
}

/** A caller that always sends this header: a consumer contract test's placeholder, swapped by the provider's filter. */
export function placeholderCaller(token: string): ServiceCaller {
  return { authorizationFor: async () => `Bearer ${token}` };
}
