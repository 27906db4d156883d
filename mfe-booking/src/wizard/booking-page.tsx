import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BRAND } from '@vip/contracts/brand';
import { type ServiceDetail } from '@vip/contracts/schemas';
import {
  ISO_DATE,
  lazyAntdPage,
  LightButton,
  SearchForm,
  toast,
  UiStyle,
  useLocalToday,
  usePageMeta,
  useText,
  type SearchFormValues,
} from '@vip/ui';
import type { NewCartItem } from '../cart/cart.types';
import { loadCart, useCartState } from '../cart/cart-view';
import { toCartItem } from '../cart/from-catalog';
import { openQuoteSheet } from '../quote/quote-sheet-store';
import { useRestoreSavedQuote } from '../quote/use-restore-saved-quote';
import type { SentRequest } from '../booking-request/request-step';
import { AirportField } from './airport-field';
import { PageSpinner } from './page-spinner';
import { ProgressSteps } from './progress-steps';
import { ResultsStep } from './results-step';
import { RoundTripBanner } from './round-trip-banner';
import type { WizardParams, WizardStep } from './search-params';
import { initialStep, parseWizardParams, wizardQuery } from './wizard-params';
import type { DetailRequest } from './service-detail';
import { useSearchTracking } from './search-tracking';
import { TIME_RULE_TOASTS, TIME_RULE_VALUES, checkBookingTime, type BookingTimeCheck } from './time-rules';
import { WizardStyle } from './wizard-style';
import { WIZARD_MESSAGES as M } from './wizard.messages';

// The search and results screens are built with the light components; what follows them is built with antd and
// loads (antd with it) when a traveller first opens it: a service's details, the return-trip dialog, the request
// step (with the booking request's schema and the phone number rules) and its confirmation.
const ServiceDetailView = lazyAntdPage(() => import('./service-detail').then((m) => m.ServiceDetailView));
const ReturnTripDialog = lazyAntdPage(() => import('./return-trip-dialog').then((m) => m.ReturnTripDialog));
const RequestStep = lazyAntdPage(() => import('../booking-request/request-step').then((m) => m.RequestStep));
const RequestConfirmation = lazyAntdPage(() =>
  import('../booking-request/request-confirmation').then((m) => m.RequestConfirmation),
);

/**
 * The step lives in the history entry, so Back and Forward move between steps and a fresh link starts by the spec's
 * rule.
 */
interface WizardLocationState {
  wizardStep?: WizardStep;
}

const PROGRESS = [M.stepSearch, M.stepSelect, M.stepTraveler, M.stepBooking];
// The request step is 'Traveler' and 'Booking' at once; after it every step is done.
const PROGRESS_INDEX: Record<WizardStep, number> = { search: 0, select: 1, traveler: 2, payment: 2, confirmation: 4 };

/**
 * `/booking`, `/booking/quote`, `/booking/search`: the booking wizard. Search values come from the
 * address (and go back into it on the select step); the chosen service goes into the quote cart.
 * The traveler step sends one service as a booking request (POST /api/bookings/request); the
 * confirmation step shows its reference.
 */
export function BookingPage() {
  useRestoreSavedQuote();
  const text = useText();
  usePageMeta({
    title: text(M.metaTitle, { product: BRAND.productName }),
    description: text(M.metaDescription, { airports: Number(BRAND.airportCount.replace(/\D/g, '')) }),
    // Every search is a variant of the one booking page.
    canonicalPath: '/booking',
  });
  const location = useLocation();
  const navigate = useNavigate();
  const cart = useCartState();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // Without a date in the address the wizard's default is the visitor's today, known in the browser only.
  const today = useLocalToday(!ISO_DATE.test(search.get('date')?.trim() ?? ''));
  const params = useMemo(() => parseWizardParams(search, today ?? ''), [search, today]);
  const stateStep = (location.state as WizardLocationState | null)?.wizardStep;
  useSearchTracking(params, { airport: search.get('airport'), type: search.get('type') });

  const [chosen, setChosen] = useState<{ item: NewCartItem; timeZone: string } | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [detailId, setDetailId] = useState<number>();
  const [returnFor, setReturnFor] = useState<NewCartItem | null>(null);

  let step: WizardStep = stateStep ?? initialStep(location.pathname, search);
  // A later step without its data falls back (traveler or payment without a chosen service
  // to select, confirmation without a sent request to search).
  if ((step === 'traveler' || step === 'payment') && !chosen) step = 'select';
  if (step === 'confirmation' && !sent) step = 'search';

  const go = useCallback(
    (next: WizardStep, values: WizardParams = params, replace = false) => {
      navigate(
        { pathname: location.pathname, search: `?${wizardQuery(values, search)}` },
        { replace, state: { wizardStep: next } },
      );
    },
    [navigate, location.pathname, params, search],
  );

  // On select the address is rewritten with the current search values (defaults filled in),
  // so a copied or reloaded link shows the same results.
  // An address that is already the canonical one, opened without a step of its own (a link, a reload: the step
  // follows from the address), is left as it is: replacing it with the same address only re-rendered the page
  // right after it hydrated (~40 ms of a phone's main thread on every results page).
  useEffect(() => {
    if (step !== 'select') return;
    const canonical = `?${wizardQuery(params, search)}`;
    if (canonical !== location.search || (stateStep !== undefined && stateStep !== 'select')) {
      navigate({ pathname: location.pathname, search: canonical }, { replace: true, state: { wizardStep: 'select' } });
    }
  }, [step, params, search, location.pathname, location.search, stateStep, navigate]);

  // A step (or a service's details) opens at its top with the focus on its heading: the wizard keeps one address,
  // so the page's own change of route does not; on a phone the next step opened at the footer.
  const shownStep = `${step}:${detailId ?? ''}`;
  const lastShown = useRef(shownStep);
  useEffect(() => {
    if (shownStep === lastShown.current) return;
    lastShown.current = shownStep;
    window.scrollTo(0, 0);
    focusHeadingOnceShown('.wizard h1');
  }, [shownStep]);

  const firstLeg = params.isReturn
    ? cart.items.find((i) => i.id === params.originalServiceId || i.serviceId === params.originalServiceId)
    : undefined;

  const cartContext = {
    date: params.date,
    time: params.time,
    adults: params.adults,
    children: params.children,
    flight: params.flight,
    terminal: params.terminal,
  };

  const timeRuleToast = (check: Exclude<BookingTimeCheck, 'ok'>) => {
    const rule = TIME_RULE_TOASTS[check];
    void (check === 'passed' ? toast.error : toast.warning)({
      title: text(rule.title),
      description: text(rule.description, TIME_RULE_VALUES),
    });
  };

  /**
   * Puts a service in the quote and says so, once the time at the airport allows booking it online; otherwise
   * says why and goes back to search. A porter chosen with it is stored as a toggle in the quote stores it.
   */
  const putInQuote = (service: ServiceDetail, item: NewCartItem): boolean => {
    const check = checkBookingTime(item.date, item.time, service.airport.timeZone);
    if (check !== 'ok') {
      // Checked before adding: a service that cannot be booked online is not put in the quote.
      timeRuleToast(check);
      setDetailId(undefined);
      go('search');
      return false;
    }
    const outbound =
      firstLeg && firstLeg.id !== item.id && firstLeg.serviceType !== item.serviceType ? firstLeg : undefined;
    void loadCart().then(({ addRoundTrip, getCartStore, returnLegId }) => {
      const store = getCartStore();
      // The second leg of a round trip joins the first, so both get the round-trip discount.
      if (outbound) addRoundTrip(store, outbound, item);
      else store.add(item);
      if (item.porterSelected) store.setPorter(outbound ? returnLegId(outbound.id) : item.id, true);
      void toast.success({
        title: text(M.addedTitle),
        thisPageOnly: true,
        description: text(M.addedText, { name: item.name }),
        actions: (
          <LightButton size="small" onClick={openQuoteSheet}>
            {text(M.viewQuote)}
          </LightButton>
        ),
      });
    });
    return true;
  };

  /** A service was chosen: into the quote, then on to the traveler step. */
  const choose = (service: ServiceDetail, item: NewCartItem) => {
    if (!putInQuote(service, item)) return;
    setChosen({ item, timeZone: service.airport.timeZone });
    setDetailId(undefined);
    go('traveler');
  };

  const onSearch = (values: SearchFormValues) => {
    setDetailId(undefined);
    const { email: _email, ...rest } = values;
    go('select', { ...params, ...rest, flight: values.flight });
  };

  let body;
  if (step === 'search') {
    body = (
      <section className="vip-card" aria-labelledby="wizard-search-title">
        <div className="vip-card__body">
          <h1 id="wizard-search-title" className="vip-title" style={{ fontSize: 26 }}>
            {text(M.searchTitle)}
          </h1>
          <SearchForm
            airportInput={<AirportField />}
            key={location.key}
            variant="wizard"
            onAirportMissing={() =>
              void toast.error({
                title: text(M.airportMissingTitle),
                description: text(M.airportMissingText),
              })
            }
            initialValues={{
              airport: params.airport,
              type: params.type,
              date: params.date,
              time: params.time,
              adults: params.adults,
              children: params.children,
              flight: params.flight,
            }}
            onSubmit={onSearch}
          />
        </div>
      </section>
    );
  } else if (step === 'select' && detailId !== undefined) {
    body = (
      <ServiceDetailView
        key={detailId}
        serviceId={detailId}
        date={params.date}
        time={params.time}
        adults={params.adults}
        children={params.children}
        porterSelected={cart.items.find((i) => i.id === detailId)?.porterSelected ?? false}
        onBack={() => setDetailId(undefined)}
        onRequest={({ service, adults, children, porterSelected }: DetailRequest) =>
          choose(service, toCartItem(service, { ...cartContext, adults, children }, porterSelected))
        }
      />
    );
  } else if (step === 'select') {
    body = (
      <ResultsStep
        search={params}
        onPorterChoice={(service, selected) => putInQuote(service, toCartItem(service, cartContext, selected))}
        onSelect={(service, porterSelected) => choose(service, toCartItem(service, cartContext, porterSelected))}
        onViewDetails={setDetailId}
        onAddReturn={(service, porterSelected) => setReturnFor(toCartItem(service, cartContext, porterSelected))}
        onChangeSearch={() => go('search')}
        banner={params.isReturn ? <RoundTripBanner params={params} firstLeg={firstLeg} /> : undefined}
      />
    );
  } else if (step === 'confirmation') {
    const airportHome = `/?airport=${encodeURIComponent(sent!.item.airport.code)}`;
    body = (
      <RequestConfirmation
        sent={sent!}
        onAddAnother={() => navigate(airportHome)}
        onRemoveAndFindNew={() => {
          void loadCart().then((m) => {
            m.getCartStore().clear();
            navigate(airportHome);
          });
        }}
        onHome={() => navigate('/')}
      />
    );
  } else {
    // The spec's request-booking step is one screen for the traveler and payment steps: payment is
    // arranged after the team confirms, so there is nothing to pay here.
    body = (
      <RequestStep
        key={chosen!.item.id}
        item={chosen!.item}
        timeZone={chosen!.timeZone}
        onBack={() => go('select')}
        onTimeRule={(check) => {
          timeRuleToast(check);
          go('search');
        }}
        onSent={(result) => {
          // The requested service is a booking now; left in the quote, a checkout would book it twice.
          void loadCart().then((m) => m.getCartStore().remove(result.item.id));
          setSent(result);
          go('confirmation', params, true);
        }}
      />
    );
  }

  return (
    <div className="wizard">
      <UiStyle />
      <WizardStyle />
      <nav aria-label={text(M.progress)} className="wizard-progress">
        {/* One layout at every width, titles under their icons: the server cannot know the width. */}
        <ProgressSteps titles={PROGRESS.map((title) => text(title))} current={PROGRESS_INDEX[step]} />
      </nav>
      {step === 'search' && params.isReturn && <RoundTripBanner params={params} firstLeg={firstLeg} />}
      <Suspense fallback={<PageSpinner />}>{body}</Suspense>
      {returnFor && (
        <ReturnTripDialog key={returnFor.id} open outbound={returnFor} onClose={() => setReturnFor(null)} />
      )}
    </div>
  );
}

/** Focuses the heading once it is on the page (a step's code may still be loading), for up to two seconds. */
function focusHeadingOnceShown(selector: string): void {
  const started = Date.now();
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>(selector);
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    } else if (Date.now() - started < 2000) setTimeout(attempt, 50);
  };
  attempt();
}
