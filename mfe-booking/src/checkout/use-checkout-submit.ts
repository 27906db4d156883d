import { useRef, useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { serverFieldErrors } from '@vip/contracts/http';
import { checkoutRequestSchema, type CheckoutHold } from '@vip/contracts/schemas';
import { BOOKING_RULES } from '@vip/contracts/booking-rules';
import { useDisplayCurrency, useLocale, useText } from '@vip/ui';
import type { CartItem } from '../cart/cart.types';
import { useFocusBack } from '../focus/use-focus-back';
import { useCheckout } from './api';
import { splitFieldErrors, toCheckoutRequest, type CheckoutFormValues } from './checkout-request';
import { useIdempotencyKey } from './idempotency-key';
import { confirmationPathOf, rememberCheckout } from './last-checkout';
import { checkoutMessages as m, checkoutValidationMessages } from './checkout.messages';
import { knownTexts } from './known-text';
import { errorText, serverText } from './server-text';
import { PROMO_MESSAGES } from '../quote/quote.messages';

/** The contract's messages (checked here or by the server) in the page's language. */
const validationText = knownTexts(checkoutValidationMessages, {
  flightNumberFormat: { example: 'BA123', tail: 'N123AB' },
  lastMinute: { hours: BOOKING_RULES.onlineCutoffHours },
});

/** svc-booking's refusals of a checkout, by code, as a translated page says them. */
const REFUSALS = {
  VALIDATION_FAILED: m.checkFields,
  SERVICE_UNAVAILABLE: checkoutValidationMessages.serviceUnavailable,
  FLIGHT_TIME_PASSED: checkoutValidationMessages.flightTimePassed,
  LAST_MINUTE_BOOKING: checkoutValidationMessages.lastMinute,
  PROMO_CODE_USED_UP: checkoutValidationMessages.promoUsedUp,
  PROMO_CODE_EMAIL_LIMIT: checkoutValidationMessages.promoPerEmail,
  PROMO_CODE_INVALID: PROMO_MESSAGES.invalid,
};

/**
 * The wrong field a person meets first, reading down the page: the schema's order puts the rules between fields
 * (who is booking) after the fields' own, so its first error could be below others, off screen.
 */
function firstOnPage<N extends string | number | Array<string | number>>(names: readonly N[]): N | undefined {
  const placed = names.map((name) => ({
    name,
    el: document.getElementById(Array.isArray(name) ? name.join('_') : String(name)),
  }));
  const onPage = placed.filter((p): p is { name: N; el: HTMLElement } => p.el !== null);
  onPage.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return onPage[0]?.name ?? names[0];
}

/**
 * Request Booking: the form and the cart become one checkout request, checked against the contract first
 * (its messages on the fields, a cart item's on its line); sent once per request content (idempotency key);
 * on success the result is remembered for the confirmation page, on failure the server's field errors go
 * back to their fields and the toast says what happened.
 */
export function useCheckoutSubmit(
  form: FormInstance<CheckoutFormValues>,
  items: readonly CartItem[],
  promoCode: string | undefined,
  /** The seat hold the checkout opened with, while it keeps seats: its items are confirmed with them. */
  hold?: CheckoutHold,
) {
  const { notification } = App.useApp();
  const text = useText();
  const locale = useLocale();
  const currency = useDisplayCurrency();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const keyFor = useIdempotencyKey();
  const [itemErrors, setItemErrors] = useState<Record<number, string>>({});
  /** Set once the request went through: the emptied cart then is no reason to send the visitor home. */
  const submitted = useRef(false);
  const markFocus = useFocusBack(checkout.isPending);

  const showFieldErrors = (fieldErrors: Record<string, string[]>, toast = true) => {
    const translated = Object.fromEntries(
      Object.entries(fieldErrors).map(([path, messages]) => [path, messages.map((e) => validationText(text, e))]),
    );
    const split = splitFieldErrors(translated, items);
    form.setFields(split.fields.map((f) => ({ name: f.name, errors: f.errors })));
    setItemErrors(split.itemErrors);
    const first = firstOnPage(split.fields.map((f) => f.name));
    if (first !== undefined) form.scrollToField(first, { focus: true, block: 'center' });
    if (toast && split.fields.some((f) => f.name === 'agreeToTerms')) {
      notification.error({
        title: text(m.termsRequiredTitle),
        description: text(m.termsRequired),
      });
    }
  };

  const submit = async (values: CheckoutFormValues) => {
    if (checkout.isPending) return;
    // The bookings keep the page's language: their e-mails, texts and PDF are in it.
    const request = {
      ...toCheckoutRequest(values, items, promoCode),
      locale,
      // The currency the traveller saw: the booking keeps its estimate at today's rate. Dollars need none.
      ...(currency === 'USD' ? {} : { displayCurrency: currency }),
      ...(hold ? { hold } : {}),
    };
    const parsed = checkoutRequestSchema.safeParse(request);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (fieldErrors[issue.path.map(String).join('.')] ??= []).push(issue.message);
      showFieldErrors(fieldErrors);
      return;
    }
    setItemErrors({});
    markFocus();
    try {
      const result = await checkout.mutateAsync({ request, idempotencyKey: keyFor(request) });
      submitted.current = true;
      rememberCheckout(result);
      if (result.bookings.every((b) => b.status === 'Confirmed'))
        notification.success({
          title: text(m.confirmedTitle),
          description: serverText(locale, result.message, () => text(m.confirmed)),
        });
      else notification.success({ title: text(m.sentTitle), description: text(m.sent) });
      navigate(confirmationPathOf(result));
    } catch (error) {
      // An item's refusal keeps its index, so its line in the summary says it.
      const fields = serverFieldErrors(error, { fullPaths: /^items\.\d+\./ });
      if (fields) showFieldErrors(fields, false);
      notification.error({
        title: text(m.errorTitle),
        description: errorText(text, locale, error, {
          byCode: REFUSALS,
          fallback: m.errorFallback,
          values: { hours: BOOKING_RULES.onlineCutoffHours, code: promoCode?.toUpperCase() ?? '' },
        }),
      });
    }
  };

  return { submit, sending: checkout.isPending, itemErrors, submitted };
}
