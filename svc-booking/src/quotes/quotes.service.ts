import { randomBytes } from 'node:crypto';
import {
  QUOTE_VALID_DAYS,
  savedQuoteItemSchema,
  type SaveQuoteRequest,
  type SavedQuote,
  type SavedQuoteLink,
} from '@vip/contracts/schemas';
import { z } from 'zod';
import { bookingErrors } from '../errors';
import type { QuotesRepository } from './quotes.repository';

/**
 * Saved quotes: a cart kept for 30 days behind a 128-bit random token, so a quote link can be shared
 * and opened in any browser but never found by guessing. Only what to book is kept, never a price.
 */
export class QuotesService {
  constructor(
    private readonly quotes: QuotesRepository,
    private readonly now: () => Date,
  ) {}

  async save(request: SaveQuoteRequest): Promise<SavedQuoteLink> {
    const token = randomBytes(16).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + QUOTE_VALID_DAYS * 86_400_000);
    await this.quotes.create(
      { token, items: request.items, promoCode: request.promoCode?.toUpperCase() || null, expiresAt },
      now,
    );
    return { token, path: `/booking/quote?saved=${token}`, expiresAt: expiresAt.toISOString() };
  }

  async open(token: string): Promise<SavedQuote> {
    const quote = await this.quotes.findValid(token, this.now());
    if (!quote) throw bookingErrors.create('QUOTE_NOT_FOUND', 'This saved quote has expired or does not exist.');
    return {
      token: quote.token,
      items: z.array(savedQuoteItemSchema).parse(quote.items),
      promoCode: quote.promoCode,
      createdAt: quote.createdAt.toISOString(),
      expiresAt: quote.expiresAt.toISOString(),
    };
  }
}
