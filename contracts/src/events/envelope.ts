import { z, type ZodType } from 'zod';
import type { Topic } from './topics';
import { checkedEnvelopes } from './checked-envelopes';

export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/, 'Event types are <aggregate>.<past-tense-verb>'),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime({ offset: true }),
  producer: z.string().min(1),
  aggregateType: z.string().min(1),
  aggregateId: z.string().min(1),
  payload: z.unknown(),
});
export type EventEnvelope<P = unknown> = Omit<z.infer<typeof envelopeSchema>, 'payload'> & { payload: P };

export interface EventDefinition<T extends string = string, V extends number = number, S extends ZodType = ZodType> {
  type: T;
  version: V;
  topic: Topic;
  aggregateType: string;
  payload: S;
}

export function defineEvent<T extends string, V extends number, S extends ZodType>(
  def: EventDefinition<T, V, S>,
): EventDefinition<T, V, S> {
  return def;
}

export type PayloadOf<D extends EventDefinition> = z.output<D['payload']>;

/** Checks the payload, so nothing invalid reaches an outbox. */
export function createEnvelope<D extends EventDefinition>(
  def: D,
  fields: { producer: string; aggregateId: string; payload: z.input<D['payload']>; occurredAt?: Date; id?: string },
): EventEnvelope<PayloadOf<D>> {
  const envelope: EventEnvelope<PayloadOf<D>> = {
    id: fields.id ?? globalThis.crypto.randomUUID(),
    type: def.type,
    version: def.version,
    occurredAt: (fields.occurredAt ?? new Date()).toISOString(),
    producer: fields.producer,
    aggregateType: def.aggregateType,
    aggregateId: fields.aggregateId,
    payload: def.payload.parse(fields.payload) as PayloadOf<D>,
  };
  checkedEnvelopes.add(envelope);
  return envelope;
}
