/** One topic per producing service, keyed by aggregate id. */
export const TOPICS = {
  booking: 'booking.events',
  ops: 'ops.events',
  catalog: 'catalog.events',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** Where a consumer group parks events it could not apply after its bounded retries. */
export function deadLetterTopic(group: string): string {
  return `${group}.dead-letter`;
}
