#!/usr/bin/env node
// `npm run service-keys`: a new identity for each service, printed as the lines of an .env file (compose reads
// deploy/.env) or, with --kubernetes, as the Secrets' and ConfigMaps' values. Each service gets its own SERVICE_KEY
// (an Ed25519 private key: it signs the service's calls to the others' /internal routes) and OPERATOR_TOKEN (its
// events administration); SERVICE_PUBLIC_KEYS (every service's public key) is no secret. Nothing is written to disk.
import { randomBytes } from 'node:crypto';
import { SERVICES } from '@vip/contracts/platform';
import { generateServiceKey } from '@vip/platform/service-keys';

/** The suffix of a service's variables in compose's .env: svc-ops → SVC_OPS. */
export const envSuffix = (service) => service.toUpperCase().replace(/-/g, '_');

/** A fresh identity per service: `{ services: { <service>: { SERVICE_KEY, OPERATOR_TOKEN } }, SERVICE_PUBLIC_KEYS }` */
export function generateIdentities() {
  const services = {};
  const publicKeys = [];
  for (const service of SERVICES) {
    const { privateKey, publicKeyEntry } = generateServiceKey(service);
    services[service] = { SERVICE_KEY: privateKey, OPERATOR_TOKEN: randomBytes(32).toString('base64url') };
    publicKeys.push(publicKeyEntry);
  }
  return { services, SERVICE_PUBLIC_KEYS: publicKeys.join(',') };
}

/** One service's environment: its own key and operator token, and every public key. */
export function serviceEnv(identities, service) {
  return { ...identities.services[service], SERVICE_PUBLIC_KEYS: identities.SERVICE_PUBLIC_KEYS };
}

function main() {
  const identities = generateIdentities();
  if (process.argv.includes('--kubernetes')) {
    for (const service of SERVICES) {
      console.log(`# ${service}-secrets (stringData)`);
      console.log(`SERVICE_KEY: ${identities.services[service].SERVICE_KEY}`);
      console.log(`OPERATOR_TOKEN: ${identities.services[service].OPERATOR_TOKEN}`);
    }
    console.log('# service-identities ConfigMap (data), read by every service');
    console.log(`SERVICE_PUBLIC_KEYS: ${identities.SERVICE_PUBLIC_KEYS}`);
    return;
  }
  console.log('# Service identities (npm run service-keys): keep this file private; never commit it.');
  for (const service of SERVICES) {
    console.log(`SERVICE_KEY_${envSuffix(service)}=${identities.services[service].SERVICE_KEY}`);
    console.log(`OPERATOR_TOKEN_${envSuffix(service)}=${identities.services[service].OPERATOR_TOKEN}`);
  }
  console.log(`SERVICE_PUBLIC_KEYS=${identities.SERVICE_PUBLIC_KEYS}`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main();
