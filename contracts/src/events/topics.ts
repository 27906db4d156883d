/** One topic per producing service, keyed by aggregate id. */
export const TOPICS = {
  booking: 'booking.events',
  ops: 'ops.events',
  catalog: 'catalog.events',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** Dead letters are rows of the consuming service's database; this names their topic. */
export function deadLetterTopic(group: string): string {
  return `${group}.dead-letter`;
}
